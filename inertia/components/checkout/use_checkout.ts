import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  checkoutShipping,
  needsAddress,
  optionAllowed,
  termsRequired,
  type SelectedOption,
} from '@rules/orders/rules/checkout'
import { api, type ApiResponse } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import type { StoreShipping } from './shipping_policy_popover'
import type { CheckoutWizardProps } from './checkout_wizard'

export type WizardStep = 'shipping' | 'billing' | 'address'

export interface CheckoutChoice {
  option: SelectedOption
  billingId: number | null
  addressId: number | null
  comment: string
  termsAccepted: boolean
}

/**
 * The checkout wizard's state (doc 1 §2, §4): the store's shipping options (loaded once), the
 * steps they give, the prices of each option (the same pure rules the order is priced with,
 * app/orders/rules/checkout.ts), and the submit.
 *
 * Steps: 'Costo de envío' only when delivery costs something (doc 1 §4: "if the shipping cost is
 * 0 or storePickup is chosen, the wizard has 2 steps") — then the buyer may also choose store
 * pickup or payment against delivery when the store allows them; 'Datos de facturación'; 'Datos
 * de envío' unless the parts are picked up at the store.
 *
 * One idempotency key per opened wizard: a double click or a retry after a lost answer gives
 * back the same order, never a second one.
 */
export function useCheckout({ selection, mode }: Pick<CheckoutWizardProps, 'selection' | 'mode'>) {
  const [store, setStore] = useState<StoreShipping | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [key] = useState(() => crypto.randomUUID())
  const [choice, setChoice] = useState<CheckoutChoice>({
    option: 'shippingCost',
    billingId: null,
    addressId: null,
    comment: '',
    termsAccepted: false,
  })

  const fetchStore = useCallback(
    () =>
      api<{ data: StoreShipping } | StoreShipping>(
        'GET',
        urlFor('api.store.shippingCostRulesAndDiscounts', { id: selection.storeId })
      ).then((response) => {
        if (!response.ok) return null
        const body = response.body as any
        return (body.data ?? body) as StoreShipping
      }),
    [selection.storeId]
  )
  const apply = useCallback((loaded: StoreShipping | null) => {
    setLoadFailed(loaded === null)
    if (loaded) setStore(loaded)
  }, [])
  const load = useCallback(() => fetchStore().then(apply), [fetchStore, apply])

  useEffect(() => {
    let current = true
    void fetchStore().then((loaded) => current && apply(loaded))
    return () => {
      current = false
    }
  }, [fetchStore, apply])

  const costOf = useCallback(
    (option: SelectedOption) =>
      checkoutShipping({
        selected: option,
        quotation: {
          shippingOption: selection.shippingOption,
          shippingCost: selection.shippingCost,
        },
        storeRules: (store?.rules ?? []).map((rule) => ({
          lowerPurchasePrice: rule.lower_purchase_price,
          addShippingCost: rule.add_shipping_cost,
        })),
        subtotal: selection.subtotal,
      }).cost,
    [selection, store]
  )

  const deliveryCost = costOf('shippingCost')
  const options = useMemo(
    () =>
      store
        ? (['shippingCost', 'storePickup', 'paymentAgainstDelivery'] as const).filter((option) =>
            optionAllowed(option, store)
          )
        : [],
    [store]
  )
  const withShippingStep = Number(deliveryCost) > 0
  const steps: WizardStep[] = [
    ...(withShippingStep ? (['shipping'] as const) : []),
    'billing',
    ...(needsAddress(choice.option) ? (['address'] as const) : []),
  ]
  const shipping = costOf(choice.option)
  const total = (Number(selection.subtotal) + Number(shipping)).toFixed(2)
  /** The cart model's 'Continuar compra' and 'Generar link de pago' both make a payment link. */
  const serverMode = mode === 'order' && selection.salesModel === 'orders' ? 'order' : 'paymentLink'
  const needsTerms = termsRequired({ mode: serverMode, marketplace: selection.marketplace })

  const submit = (): Promise<ApiResponse> => {
    const body = {
      quotation_id: selection.quotationId,
      quotationId: selection.quotationId,
      quotationDetails: selection.quotationDetails,
      selectedOption: choice.option,
      billingId: choice.billingId ?? 0,
      addressId: needsAddress(choice.option) ? (choice.addressId ?? 0) : 0,
      comment: choice.comment.trim() || null,
      termsAccepted: choice.termsAccepted,
      idempotency_key: key,
    }
    const route =
      serverMode === 'order' ? 'api.checkout.createNewOrder' : 'api.checkout.createPaymentLink'
    return api('POST', urlFor(route), body)
  }

  return {
    store,
    loadFailed,
    reload: load,
    choice,
    setChoice: (values: Partial<CheckoutChoice>) =>
      setChoice((current) => ({ ...current, ...values })),
    options,
    costOf,
    steps,
    shipping,
    total,
    serverMode,
    needsTerms,
    submit,
  }
}

export type Checkout = ReturnType<typeof useCheckout>

import { useState } from 'react'
import { Alert, Button, Group, List, Modal, Stack, Stepper, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { ShippingOption } from '@rules/quotations/rules/quotation_form'
import { errorMessage } from '~/lib/http'
import { Loading } from '~/components/loading'
import { AddressStep } from './address_step'
import { BillingStep } from './billing_step'
import { ShippingStep } from './shipping_step'
import { OrderConfirmation, PurchaseSummary } from './purchase_summary'
import { OrderSentResult, PaymentLinkResult } from './checkout_result'
import { WIZARD_TEXTS as T } from './texts'
import { useCheckout, type WizardStep } from './use_checkout'

/**
 * The checkout wizard (doc 1 §2 "Checkout wizard 'Completa tu compra en 3 pasos' (or 2 steps)",
 * §4, §5, §8; doc 3 §2.3, §7), opened from a purchase option of the buyer's detail page.
 *
 * Props:
 * - `mode`: 'order' — 'Enviar pedido' (the store sells by orders: POST …/createNewOrder with a
 *   comment, then the store's payment info) or 'Continuar compra' (the store sells by cart: a
 *   payment link is made and the buyer goes to the payment gateway) —, or 'paymentLink' —
 *   'Generar link de pago': the link is shown to copy or open.
 * - `selection`: what the buyer chose in the purchase option (quotation, products and
 *   quantities, the quotation's shipping, the store).
 * - `onClose()`: closed without buying. `onDone()`: an order or a link was made (closing the
 *   result, the page reloads the request).
 */
export type CheckoutWizardProps = {
  opened: boolean
  mode: 'order' | 'paymentLink'
  selection: {
    quotationId: number
    quotationCode: string
    quotationDetails: { id: number; purchased_amount: number }[]
    subtotal: string
    /** The quotation's own shipping ('included', 'added' with its value, or 'buyer_pays'). */
    shippingOption: ShippingOption
    shippingCost: string | null
    storeId: number
    storeName: string
    salesModel: 'orders' | 'cart'
    /** A marketplace request (no store of its own): the order needs the terms accepted. */
    marketplace: boolean
  }
  onClose: () => void
  onDone: () => void
}

type Result =
  { kind: 'order'; order: { id: number; ref_venta: string } } | { kind: 'link'; link: string }

export function CheckoutWizard(props: CheckoutWizardProps) {
  const { selection, mode, onClose, onDone } = props
  const checkout = useCheckout({ selection, mode })
  const { steps, choice, serverMode, needsTerms } = checkout
  const [active, setActive] = useState(0)
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const [termsError, setTermsError] = useState<string | null>(null)
  const [result, setResult] = useState<Result | null>(null)
  const step: WizardStep = steps[Math.min(active, steps.length - 1)]
  const last = active >= steps.length - 1

  const stepReady = () => {
    if (step === 'billing' && choice.billingId === null) return T.billingMissing
    if (step === 'address' && choice.addressId === null) return T.addressMissing
    return null
  }

  const next = async () => {
    const missing = stepReady()
    if (missing) return setErrors([missing])
    setErrors([])
    if (!last) return setActive((current) => current + 1)
    if (needsTerms && !choice.termsAccepted) return setTermsError(T.termsRequired)
    setTermsError(null)
    if (sending) return
    setSending(true)
    const response = await checkout.submit()
    setSending(false)
    if (!response.ok) {
      const list = (response.body.errors ?? []).map((error: { message: string }) => error.message)
      setErrors(list.length > 0 ? list : [errorMessage(response)])
      return
    }
    if (serverMode === 'order') {
      setResult({
        kind: 'order',
        order: { id: response.body.id, ref_venta: response.body.ref_venta },
      })
    } else if (mode === 'order') {
      // 'Continuar compra' (cart sales model): straight to the payment gateway.
      window.location.assign(String(response.body.data))
    } else {
      setResult({ kind: 'link', link: String(response.body.data) })
    }
  }

  const finish = () => (result ? onDone() : onClose())

  return (
    <Modal
      opened={props.opened}
      onClose={finish}
      title={<Text fw={700}>{T.title(steps.length)}</Text>}
      size="lg"
      centered
      data-testid="checkout-wizard"
    >
      {result?.kind === 'order' && (
        <OrderSentResult order={result.order} store={checkout.store} onClose={onDone} />
      )}
      {result?.kind === 'link' && <PaymentLinkResult link={result.link} onClose={onDone} />}
      {!result && !checkout.store && !checkout.loadFailed && <Loading />}
      {!result && checkout.loadFailed && (
        <Alert color="red" title={T.loadError}>
          <Button variant="light" size="xs" mt="xs" onClick={() => void checkout.reload()}>
            {T.retry}
          </Button>
        </Alert>
      )}
      {!result && checkout.store && (
        <Stack gap="md">
          <Stepper active={active} size="xs" allowNextStepsSelect={false} onStepClick={setActive}>
            {steps.map((name) => (
              <Stepper.Step key={name} label={T.steps[name]} />
            ))}
          </Stepper>
          <div data-testid={`checkout-step-${step}`}>
            {step === 'shipping' && (
              <ShippingStep
                checkout={checkout}
                purchase={{
                  subtotal: selection.subtotal,
                  shippingOption: selection.shippingOption,
                  shippingCost: selection.shippingCost,
                }}
              />
            )}
            {step === 'billing' && (
              <BillingStep
                value={choice.billingId}
                onChange={(id) => checkout.setChoice({ billingId: id })}
              />
            )}
            {step === 'address' && (
              <AddressStep
                value={choice.addressId}
                onChange={(id) => checkout.setChoice({ addressId: id })}
              />
            )}
          </div>
          <PurchaseSummary checkout={checkout} selection={selection} />
          {last && <OrderConfirmation checkout={checkout} termsError={termsError} />}
          {errors.length > 0 && (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={18} />}
              title={serverMode === 'order' ? T.orderFailed : T.linkFailed}
              data-testid="checkout-errors"
            >
              <List size="sm">
                {errors.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() => (active === 0 ? onClose() : setActive((current) => current - 1))}
            >
              {active === 0 ? T.cancel : T.back}
            </Button>
            <Button onClick={() => void next()} loading={sending} data-testid="checkout-next">
              {last ? T.finish : T.next}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}

import { useState } from 'react'
import {
  initialQuantities,
  purchaseLines,
  purchaseTotals,
  selectionErrors,
  type Quantity,
} from '@rules/quotations/rules/buyer_purchase'
import type { BuyerQuotation, PurchaseSelection } from './types'

/**
 * The quantities the buyer chooses in one purchase option (doc 3 §2.3, §5 Buyer), checked and
 * priced with the shared rules (app/quotations/rules/buyer_purchase.ts) after each change: each
 * product's message shows at once; 'Debe seleccionar al menos un producto…' once the buyer tries
 * to buy with nothing chosen. `select()` answers the selection for the checkout wizard, or null
 * when something is wrong.
 */
export function usePurchase(quotation: BuyerQuotation, marketplace: boolean) {
  const items = quotation.quotationDetails
  const [quantities, setQuantities] = useState<Record<number, Quantity>>(() =>
    initialQuantities(items)
  )
  const [tried, setTried] = useState(false)
  const errors = selectionErrors(items, quantities)
  const totals = purchaseTotals(items, quantities, {
    ...quotation,
    shipping_rules: quotation.store?.shippingRules ?? [],
  })
  const valid = errors.selection === null && Object.keys(errors.items).length === 0

  const setQuantity = (id: number, value: Quantity) => {
    setQuantities((current) => ({ ...current, [id]: value }))
  }

  const select = (): PurchaseSelection | null => {
    setTried(true)
    if (!valid || !quotation.store) return null
    return {
      quotationId: quotation.id,
      quotationCode: quotation.code,
      quotationDetails: purchaseLines(items, quantities),
      subtotal: totals.subtotal,
      shipping: totals.shipping,
      total: totals.total,
      shippingOption: quotation.shipping_option,
      shippingCost: quotation.shipping_cost,
      storeId: quotation.store.id,
      storeName: quotation.store.name,
      salesModel: quotation.store.salesModel === 'cart' ? 'cart' : 'orders',
      marketplace,
    }
  }

  return {
    quantities,
    setQuantity,
    itemErrors: errors.items,
    selectionError: tried ? errors.selection : null,
    totals,
    select,
  }
}

import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import type { CheckoutMode, PurchaseSelection } from './types'

/** The checkout wizard (components/checkout), loaded when the buyer presses a buy button. */
const CheckoutWizard = lazyNamed(
  () => import('~/components/checkout/checkout_wizard'),
  'CheckoutWizard'
)

/**
 * The props the checkout wizard (doc 1 "shopping wizard modal": shipping option, billing record,
 * delivery address; then POST /api/{product}Go/quotation/createNewOrder or createPaymentLink)
 * receives from the buyer's detail page:
 *
 * - `opened`: true while mounted (the page mounts it when the buyer presses a button).
 * - `mode`: 'order' ('Enviar pedido' — orders sales model, with a comment — or 'Continuar
 *   compra' — cart model, payment gateway) or 'paymentLink' ('Generar link de pago').
 * - `selection`: quotationId and quotationCode, quotationDetails [{ id, purchased_amount }],
 *   subtotal / shipping / total as decimal texts, the quotation's shippingOption and
 *   shippingCost, storeId, storeName, salesModel, marketplace.
 * - `onClose()`: the buyer closed it; nothing was made.
 * - `onDone()`: an order or a payment link was made; the page reloads the request (orders made,
 *   what is still available).
 */
export interface CheckoutWizardSlotProps {
  opened: boolean
  mode: CheckoutMode
  selection: PurchaseSelection
  onClose: () => void
  onDone: () => void
}

export function CheckoutWizardSlot(props: CheckoutWizardSlotProps) {
  return (
    <OnDemand when={props.opened}>
      <CheckoutWizard {...props} />
    </OnDemand>
  )
}

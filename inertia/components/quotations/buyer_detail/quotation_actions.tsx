import { Button, Stack, Text } from '@mantine/core'
import { IconBan, IconBrandWhatsapp, IconLink, IconShoppingCart } from '@tabler/icons-react'
import { BUYER_DETAIL_TEXTS as T } from './texts'
import type { BuyerQuotation, PurchaseSelection } from './types'

/**
 * The buyer's buttons of a purchase option (doc 3 §2.3, §9): buy — 'Enviar pedido' for a store
 * with the orders sales model, 'Continuar compra' for the cart model —, 'Generar link de pago'
 * (cart model), 'Descartar' and 'Contactar vendedor' (WhatsApp with a prefilled message). What
 * shows comes from the quotation's `permissions` (none for staff). `select()` checks the
 * quantities and answers the selection, or null (its messages are then on the fields).
 */
export function QuotationActions({
  quotation,
  selectionError,
  select,
  onBuy,
  onPaymentLink,
  onDiscard,
}: {
  quotation: BuyerQuotation
  selectionError: string | null
  select: () => PurchaseSelection | null
  onBuy: (selection: PurchaseSelection) => void
  onPaymentLink: (selection: PurchaseSelection) => void
  onDiscard: () => void
}) {
  const { permissions } = quotation
  const cart = quotation.store?.salesModel === 'cart'
  const run = (action: (selection: PurchaseSelection) => void) => () => {
    const selection = select()
    if (selection) action(selection)
  }
  if (!permissions.canBuy && !permissions.canDiscard && !quotation.contactVendorUrl) return null

  return (
    <Stack gap="xs" data-testid="quotation-actions">
      {permissions.canBuy && (
        <Button
          size="md"
          leftSection={<IconShoppingCart size={18} />}
          onClick={run(onBuy)}
          data-testid="buy-button"
        >
          {cart ? T.buyCart : T.buyOrder}
        </Button>
      )}
      {permissions.canPaymentLink && (
        <Button
          variant="light"
          leftSection={<IconLink size={18} />}
          onClick={run(onPaymentLink)}
          data-testid="payment-link-button"
        >
          {T.paymentLink}
        </Button>
      )}
      {selectionError && (
        <Text size="sm" c="red.8" role="alert" data-testid="selection-error">
          {selectionError}
        </Text>
      )}
      {quotation.contactVendorUrl && (
        <Button
          component="a"
          href={quotation.contactVendorUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconBrandWhatsapp size={18} color="#25D366" />}
        >
          {T.contactVendor}
        </Button>
      )}
      {permissions.canDiscard && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconBan size={16} />}
          onClick={onDiscard}
          data-testid="discard-quotation"
        >
          {T.discard}
        </Button>
      )}
    </Stack>
  )
}

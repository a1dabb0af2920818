import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react'
import { showToast } from '~/lib/toast'
import { urlFor } from '~/lib/routes'
import { useMobileText } from '~/components/mobile_input'
import type { StoreShipping } from './shipping_policy_popover'
import { WIZARD_TEXTS as T } from './texts'

/**
 * '¡Link de pago generado!' (doc 3 §7, §8): the link, 'Copiar link de pago' ('El link de pago se
 * copió correctamente.' / 'Error al copiar el link de pago.') and a button that opens it.
 */
export function PaymentLinkResult({ link, onClose }: { link: string; onClose(): void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      showToast({ color: 'green', message: T.copied })
    } catch {
      showToast({ color: 'red', message: T.copyFailed })
    }
  }
  return (
    <Stack gap="sm" data-testid="payment-link-result">
      <Alert color="green" icon={<IconCheck size={18} />} title={T.linkCreated}>
        {T.linkHelp}
      </Alert>
      <TextInput value={link} readOnly aria-label={T.linkCreated} data-testid="payment-link" />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {T.close}
        </Button>
        <Button variant="light" leftSection={<IconCopy size={16} />} onClick={() => void copy()}>
          {T.copyLink}
        </Button>
        <Button
          component="a"
          href={link}
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={16} />}
        >
          {T.openLink}
        </Button>
      </Group>
    </Stack>
  )
}

/**
 * After 'Enviar pedido' (orders sales model only: a cart store is paid first, issue 19): the
 * order's reference, and the store's payment info when the store set one (doc 1 §2 "a 'payment'
 * modal built from a store's closing form", §3 "Store payment info": name, mobile number, the
 * closing form's text and the button's name) as the way to pay this registered order — the
 * purchase option's FAQ says the same —, then 'Ver mi pedido'.
 */
export function OrderSentResult({
  order,
  store,
  onClose,
}: {
  order: { id: number; ref_venta: string }
  store: StoreShipping | null
  onClose(): void
}) {
  const info = store?.paymentInfo
  const mobileText = useMobileText()
  const hasInfo = Boolean(
    info && (info.transaction_closing_form || info.name || info.mobile_number)
  )
  const orderUrl = urlFor('purchases.show', { id: order.id })
  return (
    <Stack gap="sm" data-testid="order-sent">
      <Alert color="green" icon={<IconCheck size={18} />} title={T.orderSentTitle(order.ref_venta)}>
        {T.orderSentText}
      </Alert>
      {!hasInfo && (
        <Text size="sm" data-testid="no-payment-info">
          {T.noPaymentInfo}
        </Text>
      )}
      {hasInfo && info && (
        <Stack gap={4} data-testid="store-payment-info">
          <Text fw={700} size="sm">
            {T.paymentInfo}
          </Text>
          <Text size="sm" c="dark.6">
            {T.paymentNotice}
          </Text>
          {info.name && (
            <Text size="sm">
              {T.paymentName}: {info.name}
            </Text>
          )}
          {info.mobile_number && (
            <Text size="sm">
              {T.paymentMobile}: {mobileText(info.mobile_number)}
            </Text>
          )}
          {info.transaction_closing_form && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {info.transaction_closing_form}
            </Text>
          )}
        </Stack>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {T.close}
        </Button>
        <Button component="a" href={orderUrl} data-testid="see-order">
          {(info?.addressing_after_transaction && info.addressing_button_name) || T.seeOrder}
        </Button>
      </Group>
    </Stack>
  )
}

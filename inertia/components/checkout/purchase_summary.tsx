import { Anchor, Checkbox, Divider, Group, Paper, Stack, Text, Textarea } from '@mantine/core'
import { COMMENT_MAX_LENGTH } from '@rules/orders/rules/checkout_messages'
import { formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { WIZARD_TEXTS as T } from './texts'
import type { Checkout } from './use_checkout'
import type { CheckoutWizardProps } from './checkout_wizard'

/**
 * What the buyer is about to pay (products, shipping of the chosen option, total), shown under
 * every step of the wizard.
 */
export function PurchaseSummary({
  checkout,
  selection,
}: {
  checkout: Checkout
  selection: CheckoutWizardProps['selection']
}) {
  const { country } = useShared()
  const money = (value: string) => formatMoney(value, country.locale, country.currency)
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="checkout-summary">
      <Stack gap={4}>
        <Text fw={700} size="sm">
          {T.summary}
        </Text>
        <Line label={T.store} value={selection.storeName} />
        <Line label={T.quotation} value={selection.quotationCode} />
        <Divider my={4} />
        <Line label={T.products} value={money(selection.subtotal)} />
        <Line label={T.shipping} value={money(checkout.shipping)} />
        <Line label={T.total} value={money(checkout.total)} strong testId="checkout-total" />
      </Stack>
    </Paper>
  )
}

function Line(props: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={props.strong ? 700 : 500} data-testid={props.testId} ta="right">
        {props.value}
      </Text>
    </Group>
  )
}

/**
 * The order confirmation (doc 1 §2 "marketplace order-confirmation modal", §5, §8), the same in
 * both wizards — 'Enviar pedido' and 'Continuar compra' / 'Generar link de pago' (issue 19): a
 * comment for the store ('Enviar pedido' with a comment, doc 3 §9; a cart purchase's reaches the
 * store with the paid order) and the terms checkbox, required on a marketplace request ('Debes
 * aceptar los términos y condiciones para continuar con el pedido'), whose words link to the
 * terms page (a new tab: the wizard stays as it was).
 */
export function OrderConfirmation({
  checkout,
  termsError,
}: {
  checkout: Checkout
  termsError: string | null
}) {
  const { choice, setChoice, needsTerms } = checkout
  return (
    <Stack gap="sm" data-testid="order-confirmation">
      <Textarea
        label={T.comment}
        placeholder={T.commentPlaceholder}
        autosize
        minRows={2}
        maxLength={COMMENT_MAX_LENGTH}
        value={choice.comment}
        onChange={(event) => setChoice({ comment: event.currentTarget.value })}
        description={T.commentCount(choice.comment.length, COMMENT_MAX_LENGTH)}
        data-testid="order-comment"
      />
      {needsTerms && (
        <Checkbox
          label={
            <>
              {T.termsBefore}{' '}
              <Anchor
                href={urlFor('legal.terms')}
                target="_blank"
                rel="noopener"
                inherit
                data-testid="terms-link"
              >
                {T.termsLink}
              </Anchor>{' '}
              {T.termsAfter}
            </>
          }
          checked={choice.termsAccepted}
          onChange={(event) => setChoice({ termsAccepted: event.currentTarget.checked })}
          error={choice.termsAccepted ? null : termsError}
          data-testid="order-terms"
        />
      )}
    </Stack>
  )
}

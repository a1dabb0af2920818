import { useState, type ReactNode } from 'react'
import { Alert, Badge, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconChevronRight, IconInfoCircle, IconLock } from '@tabler/icons-react'
import { formatDate, formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { ChatSlot } from '~/components/chat/chat_slot'
import type { VendorQuotation } from './types'
import { DETAIL_TEXTS as D, QUOTE_TEXTS as T } from './texts'

function StateBadges({ quotation }: { quotation: VendorQuotation }) {
  return (
    <>
      {quotation.edited_quotation && (
        <Badge size="sm" variant="light" data-testid="edited-badge">
          {D.editedQuotation}
        </Badge>
      )}
      {quotation.cartShoppingHeader ? (
        <Badge size="sm" color="green" variant="light">
          {D.order(quotation.cartShoppingHeader.ref_venta)}
        </Badge>
      ) : quotation.isClosed ? (
        <Badge size="sm" color="gray" variant="light">
          {D.closedBadge}
        </Badge>
      ) : quotation.quotationExpired ? (
        <Badge size="sm" color="gray" variant="light">
          {D.expiredBadge}
        </Badge>
      ) : null}
    </>
  )
}

/**
 * One quotation of the request as a collapsible card titled with its code (doc 3 §2.1):
 * 'Cotización editada', its state and total in the title; the store, date, validity, the
 * buyer's discard and the lock notice (linked to an order) above `children` — the form for the
 * store's editable quotation, or the read-only summary — and the quotation's chat with the buyer
 * below (doc 3 §2.1; staff read it too). A folded card keeps its chat idle (Collapse hides it in
 * an Activity: no stream, no read marks until it is open).
 */
export function QuotationCard({
  quotation,
  open,
  chatAnchor,
  children,
}: {
  quotation: VendorQuotation
  open: boolean
  /** The id `?section=chat` scrolls to, on one card of the page. */
  chatAnchor?: string
  children: ReactNode
}) {
  const { country } = useShared()
  const [opened, setOpened] = useState(open)
  const money = (value: number | string) => formatMoney(value, country.locale, country.currency)
  return (
    <Paper
      withBorder
      radius="md"
      id={`quotation-${quotation.id}`}
      data-testid="quotation-card"
      data-code={quotation.code}
    >
      <UnstyledButton
        onClick={() => setOpened((value) => !value)}
        w="100%"
        p="sm"
        aria-expanded={opened}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            {opened ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            <Text fw={700}>{quotation.code}</Text>
            <StateBadges quotation={quotation} />
          </Group>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {money(quotation.total)}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <Stack gap="sm" px="sm" pb="sm">
          <Text size="sm" c="dimmed">
            {quotation.storeVendor?.name ?? ''} ·{' '}
            {formatDate(quotation.created_at, country.locale, true)}
            {quotation.valid_until
              ? ` · ${D.quotationValidity(
                  quotation.quotationExpired,
                  formatDate(`${quotation.valid_until}T12:00:00`, country.locale)
                )}`
              : ''}
          </Text>
          {quotation.cartShoppingHeader && (
            <Alert color="green" variant="light" icon={<IconLock />} data-testid="quotation-locked">
              {T.locked(quotation.cartShoppingHeader.ref_venta)}
            </Alert>
          )}
          {quotation.isClosed && !quotation.cartShoppingHeader && (
            <Alert color="gray" variant="light" icon={<IconInfoCircle />}>
              {T.closedNotice}
            </Alert>
          )}
          {quotation.buyerIgnoreQuotation && (
            <Text size="sm" c="red.8">
              {D.buyerDiscardedQuotation(quotation.buyerIgnoreQuotation.reason_label)}
            </Text>
          )}
          {children}
          <ChatSlot
            kind="quotation"
            transactionId={quotation.id}
            storeId={quotation.storeVendor?.id}
            anchor={chatAnchor}
          />
        </Stack>
      </Collapse>
    </Paper>
  )
}

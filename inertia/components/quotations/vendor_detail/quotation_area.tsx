import { useEffect, useState } from 'react'
import { Badge, Collapse, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import { formatDate, formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import type { VendorQuotation } from './types'
import { DETAIL_TEXTS as T } from './texts'

/** Which quotation `?section=quotation-{id}` points at, if any. */
function sectionQuotationId() {
  if (typeof window === 'undefined') return null
  const section = new URLSearchParams(window.location.search).get('section') ?? ''
  const match = section.match(/^quotation-(\d+)$/)
  return match ? Number(match[1]) : null
}

function QuotationCard({ quotation, open }: { quotation: VendorQuotation; open: boolean }) {
  const { country } = useShared()
  const [opened, setOpened] = useState(open)
  const money = (value: number) => formatMoney(value, country.locale, country.currency)
  return (
    <Paper withBorder radius="md" id={`quotation-${quotation.id}`} data-testid="quotation-card">
      <UnstyledButton
        onClick={() => setOpened((value) => !value)}
        w="100%"
        p="sm"
        aria-expanded={opened}
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            {opened ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            <Text fw={700}>{quotation.code}</Text>
            {quotation.edited_quotation && (
              <Badge size="sm" variant="light">
                Cotización editada
              </Badge>
            )}
          </Group>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {money(quotation.total)}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <Stack gap="xs" px="sm" pb="sm">
          <Text size="sm" c="dimmed">
            {quotation.storeVendor?.name ?? ''} ·{' '}
            {formatDate(quotation.created_at, country.locale, true)}
            {quotation.valid_until
              ? ` · ${quotation.quotationExpired ? 'Venció' : 'Válida hasta'} ${formatDate(`${quotation.valid_until}T12:00:00`, country.locale)}`
              : ''}
          </Text>
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {quotation.quotationDetails.map((item) => (
              <Group
                key={item.id}
                component="li"
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="sm"
              >
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {item.name}
                  {item.brand ? ` · ${item.brand}` : ''}
                </Text>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {item.amount} × {money(item.unit_price)}
                </Text>
              </Group>
            ))}
          </Stack>
          <Text size="sm">
            {quotation.shipping_option_label ?? ''}
            {quotation.shipping_cost ? `: ${money(quotation.shipping_cost)}` : ''}
          </Text>
          {quotation.buyerIgnoreQuotation && (
            <Text size="sm" c="red.8">
              El cliente descartó esta cotización: {quotation.buyerIgnoreQuotation.reason_label}
            </Text>
          )}
          {quotation.cartShoppingHeader && (
            <Text size="sm" c="green.8">
              Pedido {quotation.cartShoppingHeader.ref_venta}
            </Text>
          )}
        </Stack>
      </Collapse>
    </Paper>
  )
}

/**
 * Where the vendor's quotation form goes (it comes with the quotation module, next issue): the
 * heading 'Tu cotización' and one sentence saying so; no form and no buttons yet. Below it, the
 * request's existing quotations as collapsible cards titled with their code (the store's own for
 * a vendor, all for staff). `?section=quotation-{id}` opens and scrolls to that card.
 */
export function QuotationArea({
  quotations,
  isStaff,
}: {
  quotations: VendorQuotation[]
  isStaff: boolean
}) {
  const [target] = useState(sectionQuotationId)
  useEffect(() => {
    if (target === null) return
    const element = document.getElementById(`quotation-${target}`)
    element?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }, [target])

  return (
    <Stack gap="sm" id="quotation" data-testid="quotation-area">
      {!isStaff && (
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Title order={2} size="h4">
            {T.quotationTitle}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {T.quotationSoon}
          </Text>
        </Paper>
      )}
      {(isStaff || quotations.length > 0) && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {isStaff ? T.quotationsTitle : T.ownQuotationsTitle}
          </Title>
          {quotations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {T.noQuotations}
            </Text>
          ) : (
            quotations.map((quotation) => (
              <QuotationCard
                key={quotation.id}
                quotation={quotation}
                open={target === quotation.id}
              />
            ))
          )}
        </Stack>
      )}
    </Stack>
  )
}

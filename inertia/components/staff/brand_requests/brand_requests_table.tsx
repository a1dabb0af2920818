import { StaffTable } from '~/components/staff/staff_table'
import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { STAFF_BRAND_REQUESTS_TEXTS as T } from '../texts'
import type { BrandRequestRow } from './types'

const STATE_COLORS: Record<string, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
}

/**
 * The queue of brand requests: date, the store and the brands it serves now, who asked, the
 * requirement as they wrote it, the request it came from (a link to its detail page) and the
 * state; a pending one offers 'Aprobar' and 'Rechazar' (under the store's name, so a phone sees
 * them without scrolling the table).
 */
export function BrandRequestsTable({
  rows,
  onApprove,
  onReject,
}: {
  rows: BrandRequestRow[]
  onApprove: (row: BrandRequestRow) => void
  onReject: (row: BrandRequestRow) => void
}) {
  const { country } = useShared()
  return (
    <StaffTable
      minWidth={900}
      testId="brand-requests"
      headers={[T.colStore, T.colRequester, T.colRequirement, T.colRequest, T.colDate, T.colStatus]}
    >
      {rows.map((row) => (
        <Table.Tr
          key={row.id}
          data-testid="brand-request-row"
          data-store={row.store.name}
          data-status={row.status}
        >
          <Table.Td>
            <Text fw={600}>{row.store.name}</Text>
            <Text size="xs" c="dimmed" maw={260}>
              {row.store.brands.length > 0
                ? T.servedBrands(row.store.brands.map((brand) => brand.name).join(', '))
                : T.noBrands}
            </Text>
            {row.status === 'pending' && (
              <Group gap={6} mt={6}>
                <Button size="xs" onClick={() => onApprove(row)} data-testid="approve">
                  {T.approve}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => onReject(row)}
                  data-testid="reject"
                >
                  {T.reject}
                </Button>
              </Group>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{row.requester.name}</Text>
            <Text size="xs" c="dimmed">
              {row.requester.isOwner ? T.owner : T.adviser}
              {row.requester.email ? ` · ${row.requester.email}` : ''}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" maw={320} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {row.requirement}
            </Text>
          </Table.Td>
          <Table.Td>
            {row.request ? (
              <Stack gap={0}>
                <Anchor
                  component={Link}
                  href={urlFor('QuotationRequestDetailPage', { id: row.request.id })}
                  size="sm"
                  fw={600}
                >
                  {row.request.code}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.request.vehicle}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {T.noRequest}
              </Text>
            )}
          </Table.Td>
          <Table.Td>{formatDate(row.createdAt, country.locale, true)}</Table.Td>
          <Table.Td>
            <Badge
              color={STATE_COLORS[row.status] ?? 'gray'}
              variant="light"
              style={{ minWidth: 'max-content' }}
            >
              {row.statusLabel}
            </Badge>
            {row.resolution && (
              <Stack gap={0} mt={4} maw={240}>
                {row.resolution.by && row.resolution.at && (
                  <Text size="xs" c="dimmed">
                    {T.resolvedBy(row.resolution.by, formatDate(row.resolution.at, country.locale))}
                  </Text>
                )}
                {row.resolution.note && (
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {row.resolution.note}
                  </Text>
                )}
              </Stack>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </StaffTable>
  )
}

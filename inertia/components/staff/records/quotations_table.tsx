import { useState } from 'react'
import { Paper, Table, Text } from '@mantine/core'
import { formatDate, formatMoney } from '~/lib/format'
import { lazyNamed } from '~/lib/lazy'
import { useShared } from '~/lib/page_props'
import { OnDemand } from '~/components/on_demand'
import { STAFF_RECORDS_TEXTS as T } from '../texts'
import { BuyerCell, CodeLink, RecordStatus } from './record_cells'
import { QuotationMenu } from './quotation_menu'
import { requestDetailUrl, type QuotationRow, type RecordLinks } from './types'

const InfractionModal = lazyNamed(
  () => import('~/components/moderation/infraction_modal'),
  'InfractionModal'
)

/**
 * /staff/cotizaciones: each quotation links to the request detail page at that quotation, and
 * its menu holds 'Ver', 'Exportar PDF' and 'Registrar infracción' (the form of the moderation
 * module, opened here in its modal).
 */
export function QuotationsTable({ rows, links }: { rows: QuotationRow[]; links: RecordLinks }) {
  const { country } = useShared()
  const [target, setTarget] = useState<{ id: number; code: string } | null>(null)
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="sm" data-testid="records-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.colCode}</Table.Th>
              <Table.Th>{T.colDate}</Table.Th>
              <Table.Th>{T.colStatus}</Table.Th>
              <Table.Th>{T.colTotal}</Table.Th>
              <Table.Th>{T.colStore}</Table.Th>
              <Table.Th>{T.colRequest}</Table.Th>
              <Table.Th>{T.colBuyer}</Table.Th>
              <Table.Th aria-label={T.colActions} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="record-row" data-code={row.code}>
                <Table.Td>
                  <CodeLink
                    code={row.code}
                    href={links.detail ? requestDetailUrl(row.request.id, row.id) : null}
                  />
                </Table.Td>
                <Table.Td>
                  {formatDate(row.createdAt, country.locale, true)}
                  <Text size="xs" c="dimmed">
                    {T.colValidUntil}: {formatDate(`${row.validUntil}T12:00:00`, country.locale)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RecordStatus status={row.status} label={row.statusLabel} />
                </Table.Td>
                <Table.Td>{formatMoney(row.total, country.locale, country.currency)}</Table.Td>
                <Table.Td>{row.store?.name ?? T.noData}</Table.Td>
                <Table.Td>
                  <Text size="sm">{row.request.code}</Text>
                  <Text size="xs" c="dimmed">
                    {row.request.vehicle} · {T.colPlate}: {row.request.plate ?? T.noData}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <BuyerCell buyer={row.buyer} />
                </Table.Td>
                <Table.Td>
                  <QuotationMenu row={row} links={links} onInfraction={setTarget} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <OnDemand when={target !== null}>
        <InfractionModal
          quotation={target}
          onClose={() => setTarget(null)}
          onSaved={() => setTarget(null)}
        />
      </OnDemand>
    </Paper>
  )
}

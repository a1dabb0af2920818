import { useState } from 'react'
import { Group, Paper, Stack, Table, Text } from '@mantine/core'
import { useNarrow } from '~/lib/use_narrow'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import type { VendorRequestDetailLine } from './types'
import { Counter, Options, PhotoButton, type LineToggle } from './detail_line'
import { DETAIL_TEXTS as T } from './texts'

/** The photo viewer loads on the first photo opened. */
const ImageViewer = lazyNamed(() => import('./image_viewer'), 'ImageViewer')

export interface DetailsTableProps {
  details: VendorRequestDetailLine[]
  /** Per-product request: the 'n / 3' column. */
  quoteByProduct: boolean
  /** The viewer's store may mark parts 'Agotado'. */
  canMark: boolean
  /** Details whose 'Agotado' change is on its way. */
  busy: Set<number>
  onToggle: LineToggle
}

/**
 * The requested parts (doc 3 §2.1): name, amount, photo (opens the image modal), tyre size
 * 'width / profile / RIN', part number, options ('Agotado', 'Solicitud cerrada') and the
 * 'n / 3' counter of per-product requests. A table on wide screens, one card per part at
 * 769 px or narrower.
 */
export function DetailsTable({
  details,
  quoteByProduct,
  canMark,
  busy,
  onToggle,
}: DetailsTableProps) {
  const compact = useNarrow('(max-width: 769px)')
  const [photo, setPhoto] = useState<VendorRequestDetailLine | null>(null)
  const withTyres = details.some((detail) => detail.tyreSize)
  const withReferences = details.some((detail) => detail.reference)
  const withOptions =
    canMark ||
    details.some(
      (detail) =>
        detail.closed || detail.relatedQuotation || detail.notAvailable || detail.staffState
    )

  const modal = (
    <OnDemand when={photo !== null}>
      <ImageViewer
        photo={photo}
        title={photo ? `${T.photoTitle}: ${photo.name}` : T.photoTitle}
        onClose={() => setPhoto(null)}
      />
    </OnDemand>
  )

  if (compact) {
    return (
      <>
        <Stack gap="sm">
          {details.map((detail) => (
            <Paper
              key={detail.id}
              withBorder
              radius="md"
              p="sm"
              data-testid="request-detail"
              data-detail-id={detail.id}
              bg={detail.notAvailable ? 'red.0' : undefined}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {detail.name}
                  </Text>
                  <Text size="sm">
                    {T.columns.amount}: {detail.amount}
                  </Text>
                  {detail.tyreSize && (
                    <Text size="sm">
                      {T.columns.tyre}: {detail.tyreSize}
                    </Text>
                  )}
                  {detail.reference && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {T.columns.reference}: {detail.reference}
                    </Text>
                  )}
                </Stack>
                <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
                  {quoteByProduct && <Counter detail={detail} />}
                  <PhotoButton detail={detail} onOpen={() => setPhoto(detail)} />
                </Stack>
              </Group>
              {withOptions && (
                <Group mt="xs">
                  <Options
                    detail={detail}
                    canMark={canMark}
                    busy={busy.has(detail.id)}
                    onToggle={onToggle}
                  />
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
        {modal}
      </>
    )
  }

  return (
    <>
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.columns.name}</Table.Th>
              <Table.Th>{T.columns.amount}</Table.Th>
              <Table.Th>{T.columns.photo}</Table.Th>
              {withTyres && <Table.Th>{T.columns.tyre}</Table.Th>}
              {withReferences && <Table.Th>{T.columns.reference}</Table.Th>}
              {quoteByProduct && <Table.Th>{T.columns.quotations}</Table.Th>}
              {withOptions && <Table.Th>{T.columns.options}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {details.map((detail) => (
              <Table.Tr
                key={detail.id}
                data-testid="request-detail"
                data-detail-id={detail.id}
                bg={detail.notAvailable ? 'red.0' : undefined}
              >
                <Table.Td>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {detail.name}
                  </Text>
                </Table.Td>
                <Table.Td>{detail.amount}</Table.Td>
                <Table.Td>
                  <PhotoButton detail={detail} onOpen={() => setPhoto(detail)} />
                </Table.Td>
                {withTyres && (
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{detail.tyreSize ?? '--'}</Table.Td>
                )}
                {withReferences && <Table.Td>{detail.reference ?? '--'}</Table.Td>}
                {quoteByProduct && (
                  <Table.Td>
                    <Counter detail={detail} />
                  </Table.Td>
                )}
                {withOptions && (
                  <Table.Td>
                    <Options
                      detail={detail}
                      canMark={canMark}
                      busy={busy.has(detail.id)}
                      onToggle={onToggle}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {modal}
    </>
  )
}

import { useState } from 'react'
import {
  ActionIcon,
  Badge,
  Group,
  Image,
  Modal,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconPhoto } from '@tabler/icons-react'
import { detailCounter } from '@rules/quotations/rules/availability'
import type { VendorRequestDetailLine } from './types'
import { DETAIL_TEXTS as T, photoUrl } from './texts'

export interface DetailsTableProps {
  details: VendorRequestDetailLine[]
  /** Per-product request: the 'n / 3' column. */
  quoteByProduct: boolean
  /** The viewer's store may mark parts 'Agotado'. */
  canMark: boolean
  /** Details whose 'Agotado' change is on its way. */
  busy: Set<number>
  onToggle: (detail: VendorRequestDetailLine, notAvailable: boolean) => void
}

/** Colour of the per-product counter: free, filling up, full. */
function counterColor(count: number) {
  if (count >= 3) return 'red'
  if (count > 0) return 'orange'
  return 'gray'
}

function Counter({ detail }: { detail: VendorRequestDetailLine }) {
  return (
    <Badge
      variant="light"
      color={counterColor(detail.quotationDetailsCount)}
      data-testid="detail-counter"
      miw="max-content"
    >
      {detailCounter({ quotationsCount: detail.quotationDetailsCount })}
    </Badge>
  )
}

function PhotoButton({ detail, onOpen }: { detail: VendorRequestDetailLine; onOpen: () => void }) {
  if (!detail.image) {
    return (
      <Text size="sm" c="dimmed">
        {T.noPhoto}
      </Text>
    )
  }
  return (
    <Tooltip label={T.viewPhoto}>
      <ActionIcon
        variant="light"
        onClick={onOpen}
        aria-label={`${T.viewPhoto}: ${detail.name}`}
        data-testid="detail-photo"
      >
        <IconPhoto size={18} />
      </ActionIcon>
    </Tooltip>
  )
}

/**
 * The options of a line: 'Solicitud cerrada' when it no longer takes quotations
 * (detailShowsClosed), the store's quotation offering it, and the 'Agotado' switch for vendors.
 */
function Options({
  detail,
  canMark,
  busy,
  onToggle,
}: {
  detail: VendorRequestDetailLine
  canMark: boolean
  busy: boolean
  onToggle: DetailsTableProps['onToggle']
}) {
  return (
    <Stack gap={4} align="flex-start">
      {detail.closed && (
        <Text size="sm" fw={600} c="red.8" data-testid="detail-closed">
          {T.lineClosed}
        </Text>
      )}
      {detail.relatedQuotation && (
        <Text size="sm" c="dimmed">
          {T.quotedIn} {detail.relatedQuotation.code}
        </Text>
      )}
      {canMark && !detail.relatedQuotation && (!detail.closed || detail.notAvailable) && (
        <Switch
          color="red"
          label={T.notAvailable}
          checked={detail.notAvailable}
          disabled={busy}
          onChange={(event) => onToggle(detail, event.currentTarget.checked)}
          aria-label={`${T.notAvailable}: ${detail.name}`}
          data-testid="detail-not-available"
        />
      )}
      {!canMark && detail.notAvailable && (
        <Badge color="red" variant="light">
          {T.notAvailable}
        </Badge>
      )}
    </Stack>
  )
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
  const compact = useMediaQuery('(max-width: 769px)') ?? false
  const [photo, setPhoto] = useState<VendorRequestDetailLine | null>(null)
  const withTyres = details.some((detail) => detail.tyreSize)
  const withReferences = details.some((detail) => detail.reference)
  const withOptions =
    canMark ||
    details.some((detail) => detail.closed || detail.relatedQuotation || detail.notAvailable)

  const modal = (
    <Modal
      opened={photo !== null}
      onClose={() => setPhoto(null)}
      title={photo ? `${T.photoTitle}: ${photo.name}` : T.photoTitle}
      size="lg"
      centered
    >
      {photo?.image && (
        <Image src={photoUrl(photo.image)} alt={photo.name} radius="md" fit="contain" mah="70vh" />
      )}
    </Modal>
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

import { ActionIcon, Badge, Stack, Switch, Text } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import { detailCounter } from '@rules/quotations/rules/availability'
import type { VendorRequestDetailLine } from './types'
import { DETAIL_TEXTS as T } from './texts'

/*
 * The cells of one requested part: its 'n / 3' counter, its photo button, and what the vendor
 * does with it ('Agotado'), or why they cannot ('Solicitud cerrada', already quoted).
 */

export type LineToggle = (detail: VendorRequestDetailLine, notAvailable: boolean) => void

/** Colour of the per-product counter: free, filling up, full. */
function counterColor(count: number) {
  if (count >= 3) return 'red'
  if (count > 0) return 'orange'
  return 'gray'
}

export function Counter({ detail }: { detail: VendorRequestDetailLine }) {
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

export function PhotoButton({
  detail,
  onOpen,
}: {
  detail: VendorRequestDetailLine
  onOpen: () => void
}) {
  if (!detail.image) {
    return (
      <Text size="sm" c="dimmed">
        {T.noPhoto}
      </Text>
    )
  }
  return (
    <ActionIcon
      variant="light"
      onClick={onOpen}
      aria-label={`${T.viewPhoto}: ${detail.name}`}
      title={T.viewPhoto}
      data-testid="detail-photo"
    >
      <IconPhoto size={18} />
    </ActionIcon>
  )
}

const STAFF_STATE_COLORS = { closed: 'red', purchased: 'blue', full: 'orange', open: 'green' }

/**
 * The options of a line: 'Solicitud cerrada' when it no longer takes quotations
 * (detailShowsClosed), the store's quotation offering it, and the 'Agotado' switch for vendors;
 * for staff, the part's true state only (Disponible, Comprada, Cupo completo, Solicitud cerrada).
 */
export function Options({
  detail,
  canMark,
  busy,
  onToggle,
}: {
  detail: VendorRequestDetailLine
  canMark: boolean
  busy: boolean
  onToggle: LineToggle
}) {
  if (detail.staffState) {
    return (
      <Badge
        color={STAFF_STATE_COLORS[detail.staffState]}
        variant="light"
        data-testid="detail-staff-state"
      >
        {T.staffLineState[detail.staffState]}
      </Badge>
    )
  }
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

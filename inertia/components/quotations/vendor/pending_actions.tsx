import { Button, Group } from '@mantine/core'
import { Link } from '@inertiajs/react'
import type { VendorRequest } from './types'
import { VENDOR_TEXTS as T } from './texts'

export interface PendingActionProps {
  readOnly: boolean
  requestHref: (id: number) => string
  onDiscard: (request: VendorRequest) => void
  onObserve: (request: VendorRequest) => void
}

/**
 * What a vendor does with a pending request: 'Cotizar' (the detail page), 'Marcar en proceso'
 * and 'Descartar'. Staff only 'Ver'.
 */
export function PendingActions({
  request,
  readOnly,
  requestHref,
  onDiscard,
  onObserve,
  compact,
}: PendingActionProps & { request: VendorRequest; compact?: boolean }) {
  const size = compact ? 'compact-xs' : 'xs'
  const quote = (
    <Button
      component={Link}
      href={requestHref(request.id)}
      size={size}
      aria-label={`${readOnly ? T.view : T.quote} ${request.code}`}
    >
      {readOnly ? T.view : T.quote}
    </Button>
  )
  if (readOnly) return quote
  const process = (
    <Button
      size={size}
      variant="light"
      onClick={() => onObserve(request)}
      aria-label={`${T.markInProcess} ${request.code}`}
    >
      {T.markInProcess}
    </Button>
  )
  return (
    <>
      {compact ? (
        <Group gap={6} wrap="nowrap">
          {quote}
          {process}
        </Group>
      ) : (
        <>
          {quote}
          {process}
        </>
      )}
      <Button
        size={size}
        variant="subtle"
        color="red"
        onClick={() => onDiscard(request)}
        aria-label={`${T.discard} ${request.code}`}
      >
        {T.discard}
      </Button>
    </>
  )
}

import { useCallback, useState } from 'react'
import { Alert, Button, Group, Text } from '@mantine/core'
import { api } from '~/lib/http'
import { usePendingStream, type PendingMessage, type StreamStatus } from '~/lib/use_pending_stream'
import type { usePagedList } from './use_paged_list'
import type { Paged, VendorRequest } from './types'

type PendingList = ReturnType<typeof usePagedList<VendorRequest>>

interface PendingLiveOptions {
  userId: number | null | undefined
  /** The store the vendor acts for: its channel carries the new requests. */
  storeId: number | null
  enabled: boolean
  list: PendingList
  /** The search box's text: while there is one, arrivals are counted rather than shown. */
  search: string
  pageSize: number
  /** The list call for one request (its id), with the Pendientes scopes. */
  rowUrl: (requestId: number) => string
  /** Something arrived or the list was read again (the counters follow). */
  onChange: () => void
}

/**
 * What a vendor watching Pendientes sees arrive (doc 2 §4 "Real-time"): each new request named
 * by the push channel is read through the list API (filter by id + the Pendientes scopes, so
 * nothing the vendor may not see is shown) and put at the top of the first page once; on
 * another page or while searching, it is counted ('Llegó 1 solicitud nueva.'). When the stream
 * reconnects or the tab becomes visible, the list is read again (missed events are not replayed).
 */
export function usePendingLive({
  userId,
  storeId,
  enabled,
  list,
  search,
  pageSize,
  rowUrl,
  onChange,
}: PendingLiveOptions) {
  const [arrivals, setArrivals] = useState(0)

  const onRequest = useCallback(
    (message: PendingMessage) => {
      onChange()
      if (list.page !== 0 || search) {
        setArrivals((count) => count + 1)
        return
      }
      void api<Paged<VendorRequest>>('GET', rowUrl(message.requestId)).then((response) => {
        const row = response.ok ? response.body.data[0] : undefined
        if (!row) return
        list.update((rows, count) =>
          rows.some((existing) => existing.id === row.id)
            ? { rows, count }
            : { rows: [row, ...rows].slice(0, pageSize), count: count + 1 }
        )
      })
    },
    // `list.update` is stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.page, search, rowUrl, onChange, pageSize]
  )

  const onResync = useCallback(() => {
    setArrivals(0)
    list.reload(true)
    onChange()
    // `list.reload` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onChange])

  const stream = usePendingStream({ userId, storeId, enabled, onRequest, onResync })
  return { stream, arrivals, clearArrivals: () => setArrivals(0) }
}

/** The live stream's state for the vendor: lost, or requests waiting on another page. */
export function LiveNotices({
  live,
  stream,
  arrivals,
  onShowLatest,
}: {
  live: boolean
  stream: StreamStatus
  arrivals: number
  onShowLatest: () => void
}) {
  return (
    <>
      {live && stream === 'disconnected' && (
        <Alert color="yellow" variant="light" mb="md">
          Perdimos la conexión en vivo. Las solicitudes nuevas aparecerán al volver a esta pestaña o
          al recargar la página.
        </Alert>
      )}
      {arrivals > 0 && (
        <Alert color="orange" variant="light" mb="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {arrivals === 1
                ? 'Llegó 1 solicitud nueva.'
                : `Llegaron ${arrivals} solicitudes nuevas.`}
            </Text>
            <Button size="xs" variant="light" onClick={onShowLatest}>
              Ver las más recientes
            </Button>
          </Group>
        </Alert>
      )}
    </>
  )
}

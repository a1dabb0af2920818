import { useCallback, useState } from 'react'
import { notifications } from '@mantine/notifications'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import type { MarkNotAvailableAnswer, VendorRequestDetail, VendorRequestDetailLine } from './types'
import { DETAIL_TEXTS as T } from './texts'

export type DiscardTarget = { id: number; code: string; available: boolean }

/**
 * The request of the detail page as the vendor changes it: marking a part 'Agotado' (or not)
 * and reading the request again (`reload`, also after a quotation is sent, saved or closed). Marking the last part discards the request ('Producto no
 * disponible') — `onDiscarded` — or, when the store has advisers, asks who discards it —
 * `onAskDiscard`.
 */
export function useRequestDetail(
  initial: VendorRequestDetail | null,
  handlers: { onDiscarded: () => void; onAskDiscard: (target: DiscardTarget) => void }
) {
  const [request, setRequest] = useState(initial)
  const [busy, setBusy] = useState<Set<number>>(new Set())

  const reload = useCallback(async () => {
    if (!request) return
    const response = await api<{ data: VendorRequestDetail }>(
      'GET',
      urlFor('api.vendorRequestDetail.show', { id: request.id })
    )
    if (response.ok) setRequest(response.body.data)
  }, [request])

  const toggle = async (detail: VendorRequestDetailLine, notAvailable: boolean) => {
    if (!request) return
    setBusy((current) => new Set(current).add(detail.id))
    const route = notAvailable
      ? urlFor('api.requestDetailAvailability.mark', { detailId: detail.id })
      : urlFor('api.requestDetailAvailability.unmark', { detailId: detail.id })
    const response = await api<{ data: MarkNotAvailableAnswer }>(
      notAvailable ? 'POST' : 'DELETE',
      route
    )
    setBusy((current) => {
      const next = new Set(current)
      next.delete(detail.id)
      return next
    })
    if (!response.ok) {
      notifications.show({ color: 'red', message: errorMessage(response) })
      return
    }
    const answer = response.body.data
    setRequest((current) =>
      current
        ? {
            ...current,
            details: current.details.map((line) =>
              line.id === detail.id ? { ...line, notAvailable: answer.notAvailable } : line
            ),
          }
        : current
    )
    if ('discarded' in answer && answer.discarded) {
      notifications.show({
        color: 'green',
        title: T.autoDiscardedTitle,
        message: T.discardedToast(request.code),
      })
      handlers.onDiscarded()
      return
    }
    if ('askDiscard' in answer && answer.askDiscard) {
      notifications.show({ color: 'yellow', message: T.askDiscard })
      handlers.onAskDiscard({ id: request.id, code: request.code, available: request.available })
      return
    }
    notifications.show({ color: 'green', message: response.body.message ?? '' })
    await reload()
  }

  return { request, busy, toggle, reload }
}

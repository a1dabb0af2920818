import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { transmitClient } from '~/lib/transmit'
import {
  COUNTS_MESSAGE_TYPE,
  notificationsChannel,
  type NotificationCounts,
} from '@rules/notifications/rules/topics'
import type QueueNotificationsController from '@rules/notifications/controllers/queue_notifications_controller'
import type { AnswerOf } from '~/types'

/**
 * The notification list and count as GET /api/core/QueueNotification and
 * …/countNotifications answer them (typed from the controller: inertia/types.ts).
 */
type NotificationList = AnswerOf<QueueNotificationsController['index']>
type NotificationCount = AnswerOf<QueueNotificationsController['countNotifications']>

/** A notification (app/notifications/transformers/queue_notification_transformer.ts). */
export type NotificationItem = NotificationList['data'][number]

interface CountsMessage {
  type: string
  counts: NotificationCounts
}

/**
 * The signed-in user's notifications for the header bell: the pending count (loaded on mount,
 * kept live over Transmit on `users/{id}/notifications`, reloaded when the stream reconnects and
 * when the tab becomes visible again, since Transmit does not replay missed events), the latest
 * pending ones (loaded when the list opens, and again on a push while it is open), and the
 * actions: mark one done, mark all done.
 */
export function useNotifications(userId: number | null, listSize = 8) {
  const [count, setCount] = useState(0)
  const [items, setItems] = useState<NotificationItem[]>([])
  const [loading, setLoading] = useState(false)
  const [opened, setOpenedState] = useState(false)
  const openedRef = useRef(false)
  /** When the list was loaded: the "Hace …" of its items are counted from it. */
  const [loadedAt, setLoadedAt] = useState(0)
  /** Bumped to subscribe again on a new client (the previous one gave up reconnecting). */
  const [generation, setGeneration] = useState(0)

  const reloadCount = useCallback(async () => {
    if (!userId) return
    const response = await api<NotificationCount>(
      'GET',
      urlFor('api.queueNotifications.countNotifications')
    )
    if (response.ok) setCount(response.body.data.count)
  }, [userId])

  const loadLatest = useCallback(async () => {
    if (!userId) return
    setLoading(true)
    const query = { scopes: 'pending', page: 0, pageSize: listSize }
    const response = await api<NotificationList>(
      'GET',
      urlFor('api.queueNotifications.index', {}, { qs: query })
    )
    if (response.ok) {
      setItems(response.body.data)
      setCount(response.body.metadata.count)
      setLoadedAt(Date.now())
    }
    setLoading(false)
  }, [userId, listSize])

  /** Opens or closes the list; opening loads it. */
  const setOpened = useCallback(
    (value: boolean) => {
      openedRef.current = value
      setOpenedState(value)
      if (value) void loadLatest()
    },
    [loadLatest]
  )

  useEffect(() => {
    if (!userId) return
    let active = true
    const transmit = transmitClient()
    const subscription = transmit.subscription(notificationsChannel(userId))
    const stop = subscription.onMessage<CountsMessage>((message) => {
      if (message?.type !== COUNTS_MESSAGE_TYPE) return
      setCount(message.counts.total)
      if (openedRef.current) void loadLatest()
    })
    // Anything published before the subscription existed is read back once it does; after
    // that, every `connected` is a reconnection after which missed pushes are read back too.
    let subscribed = false
    void subscription.create().then(() => {
      subscribed = true
      if (active) void reloadCount()
    })
    const onConnected = () => {
      if (subscribed) void reloadCount()
    }
    transmit.on('connected', onConnected)
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return
      if (transmitClient() !== transmit) setGeneration((value) => value + 1)
      void reloadCount()
    }
    document.addEventListener('visibilitychange', onVisible)
    // The count as the page opens, without waiting for the stream.
    const initial = window.setTimeout(() => void reloadCount(), 0)
    return () => {
      active = false
      window.clearTimeout(initial)
      stop()
      transmit.off('connected', onConnected)
      document.removeEventListener('visibilitychange', onVisible)
      // The subscription stays: it is the user's own channel for the life of the tab, and the
      // next page's bell (Inertia visit) picks it up again.
    }
  }, [userId, reloadCount, loadLatest, generation])

  /** Marks one done (the list and the count change at once; the server pushes the truth). */
  const markDone = useCallback(
    async (item: NotificationItem) => {
      setItems((current) => current.filter((other) => other.id !== item.id))
      setCount((current) => Math.max(0, current - 1))
      const response = await api(
        'POST',
        urlFor('api.queueNotifications.markAsDone', { id: item.id })
      )
      if (!response.ok) void reloadCount()
    },
    [reloadCount]
  )

  const markAllDone = useCallback(async () => {
    const response = await api('PATCH', urlFor('api.queueNotifications.markAllAsDone'))
    if (response.ok) {
      setItems([])
      setCount(0)
    }
    return response
  }, [])

  return {
    count,
    items,
    loading,
    loadedAt,
    opened,
    setOpened,
    markDone,
    markAllDone,
    reloadCount,
  }
}

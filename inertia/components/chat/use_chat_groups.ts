import { useCallback, useEffect, useRef, useState } from 'react'
import {
  COUNTS_MESSAGE_TYPE,
  notificationsChannel,
  type NotificationCounts,
} from '@rules/notifications/rules/topics'
import { transmitClient } from '~/lib/transmit'
import { fetchChatGroups } from './chat_api'
import type { ChatGroupsAnswer, ChatUnreadSignal } from './types'

type UserPush = { type: string; counts?: NotificationCounts } | ChatUnreadSignal

/**
 * The stores' question groups of a request for its buyer (doc 3 §2.5, §4.3): 'Vendedor n'
 * each, with its unread count; the badge shows their sum. Read on mount, again when the
 * viewer's unread message count changes (the bell's push on `users/{id}/notifications`), after
 * the stream reconnects and when the tab becomes visible again (Transmit replays nothing).
 * `loaded` turns true with the first answer.
 */
export function useChatGroups(requestId: number, userId: number | null) {
  const [answer, setAnswer] = useState<ChatGroupsAnswer | null>(null)
  const [failed, setFailed] = useState(false)
  const latest = useRef(0)

  const reload = useCallback(async () => {
    const request = ++latest.current
    const response = await fetchChatGroups(requestId)
    if (request !== latest.current) return
    if (response.ok) {
      setAnswer(response.body.data)
      setFailed(false)
    } else {
      setFailed(true)
    }
  }, [requestId])

  useEffect(() => {
    // the groups as the page opens, without waiting for the stream
    const initial = window.setTimeout(() => void reload(), 0)
    return () => window.clearTimeout(initial)
  }, [reload])

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void reload()
    }
    document.addEventListener('visibilitychange', onVisible)
    if (!userId) return () => document.removeEventListener('visibilitychange', onVisible)

    const transmit = transmitClient()
    // the user's own channel, shared with the bell: its subscription stays for the tab's life
    const subscription = transmit.subscription(notificationsChannel(userId))
    let messages: number | null = null
    const stop = subscription.onMessage<UserPush>((push) => {
      if (push?.type === 'chat.unread') {
        const signal = push as ChatUnreadSignal
        if (signal.kind === 'quotationRequest' && signal.transactionId === requestId) void reload()
        return
      }
      const counts = (push as { counts?: NotificationCounts }).counts
      if (push?.type !== COUNTS_MESSAGE_TYPE || !counts || counts.messages === messages) return
      messages = counts.messages
      void reload()
    })
    let subscribed = false
    void subscription.create().then(() => {
      subscribed = true
    })
    const onConnected = () => {
      if (subscribed) void reload()
    }
    transmit.on('connected', onConnected)
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      stop()
      transmit.off('connected', onConnected)
    }
  }, [userId, requestId, reload])

  return { answer, failed, loaded: answer !== null, reload }
}

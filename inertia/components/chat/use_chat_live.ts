import { useEffect, useRef, useState } from 'react'
import type { Subscription, Transmit } from '@adonisjs/transmit-client'
import { CHAT_POLL_MS } from '@rules/chat/rules/chat'
import { transmitClient } from '~/lib/transmit'
import type { ChatPush } from './types'

export type ChatStreamStatus = 'connecting' | 'connected' | 'down'

export interface ChatLiveHandlers {
  /** A message, a read receipt or a deletion pushed on the conversation's channel. */
  onPush: (push: ChatPush) => void
  /**
   * Page 1 must be read again: the channel was (re)subscribed, the tab became visible again, or
   * the fallback poll ticked. Transmit does not replay what was published while it was down.
   */
  onResync: () => void
}

const isPush = (value: unknown): value is ChatPush =>
  typeof value === 'object' &&
  value !== null &&
  ['chat.message', 'chat.read', 'chat.deleted'].includes((value as { type?: string }).type ?? '')

/**
 * The conversation's live channel on the page's shared Transmit client (~/lib/transmit):
 * pushes go to `onPush`; page 1 is read again once subscribed, after every reconnection and
 * when the tab becomes visible; while the stream is down (not yet subscribed, reconnecting, or
 * the subscription refused) and the tab is visible, page 1 is polled every 5 s (doc 1 §4, §9).
 * When the client gave up reconnecting, a visible tab subscribes on a new one. Null channel:
 * nothing (the conversation is not loaded yet).
 */
export function useChatLive(channel: string | null, handlers: ChatLiveHandlers) {
  const [status, setStatus] = useState<ChatStreamStatus>('connecting')
  const [generation, setGeneration] = useState(0)
  const current = useRef(handlers)
  const clientRef = useRef<Transmit | null>(null)
  const statusRef = useRef(status)
  useEffect(() => {
    current.current = handlers
    statusRef.current = status
  })

  useEffect(() => {
    if (!channel) return
    const client = transmitClient()
    clientRef.current = client
    const close = openChannel(client, channel, {
      onPush: (push) => current.current.onPush(push),
      onResync: () => current.current.onResync(),
      onStatus: setStatus,
    })
    return close
  }, [channel, generation])

  useEffect(() => {
    if (!channel) return
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return
      if (transmitClient() !== clientRef.current) {
        // the client gave up reconnecting: subscribe on the new one (which reads page 1 again)
        setStatus('connecting')
        setGeneration((value) => value + 1)
        return
      }
      current.current.onResync()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [channel])

  const down = channel !== null && status !== 'connected'
  useEffect(() => {
    if (!down) return
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') current.current.onResync()
    }, CHAT_POLL_MS)
    return () => window.clearInterval(timer)
  }, [down])

  return channel ? status : 'connecting'
}

/** Subscribes to `channel` on `client` and reports (see useChatLive); returns what undoes it. */
function openChannel(
  client: Transmit,
  channel: string,
  report: {
    onPush: (push: ChatPush) => void
    onResync: () => void
    onStatus: (status: ChatStreamStatus) => void
  }
) {
  let active = true
  const subscription: Subscription = client.subscription(channel)
  const stop = subscription.onMessage<unknown>((message) => {
    if (active && isPush(message)) report.onPush(message)
  })
  /** The first subscription attempt has ended: from then on a `connected` is a reconnection. */
  let tried = false
  const settled = () => {
    tried = true
    if (!active) return
    if (!subscription.isCreated) {
      report.onStatus('down')
      return
    }
    report.onStatus('connected')
    report.onResync()
  }
  void subscription.create().then(settled)

  // After a reconnection the client subscribes again by itself; making sure here lets page 1 be
  // read only once the channel is back, so nothing published meanwhile is missed. A channel the
  // server refused earlier is asked for again.
  const onConnected = () => {
    if (!active || !tried) return
    const again = subscription.isCreated ? subscription.forceCreate() : subscription.create()
    void again.then(settled)
  }
  const onDown = () => {
    if (active) report.onStatus('down')
  }
  client.on('connected', onConnected)
  client.on('reconnecting', onDown)
  client.on('disconnected', onDown)

  return () => {
    active = false
    stop()
    client.off('connected', onConnected)
    client.off('reconnecting', onDown)
    client.off('disconnected', onDown)
    if (subscription.handlerCount === 0) void subscription.delete()
  }
}

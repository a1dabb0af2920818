import { useEffect, useRef, useState } from 'react'
import type { Transmit } from '@adonisjs/transmit-client'
import { transmitClient } from '~/lib/transmit'

/** What the server broadcasts on `vendors/{userId}/pending` (listeners/push_new_request_to_vendors.ts). */
export interface PendingMessage {
  type: 'pendingQuotationRequests'
  requestId: number
  storeId: number
  sentAt: number
}

export type StreamStatus = 'off' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected'

export interface PendingStreamOptions {
  /** The signed-in vendor; nothing is opened without one. */
  userId: number | null | undefined
  enabled: boolean
  /** A new request for this vendor's Pendientes (doc 2 §4 "Real-time"). */
  onRequest: (message: PendingMessage) => void
  /**
   * The list must be read again: the subscription was (re)created after a connection or a
   * reconnection, or the tab became visible again. Transmit does not replay the events missed
   * meanwhile (no Last-Event-ID), so the page reloads its state instead.
   */
  onResync: (reason: 'subscribed' | 'visible') => void
}

/**
 * The push channel of a vendor's Pendientes over Transmit (SSE), on the page's shared client
 * (~/lib/transmit: one EventSource per tab, the XSRF header sent on subscribe and unsubscribe
 * through the client's hooks). Subscribes to `vendors/{userId}/pending` (the server authorises
 * only one's own channel), hands each `pendingQuotationRequests` message to `onRequest`, and
 * asks for a reload (`onResync`) whenever events may have been missed: once the subscription
 * exists, after every reconnection (once the subscription is made again) and when the browser
 * tab becomes visible again. When the client gave up reconnecting, a visible tab subscribes on a
 * new one. Returns the connection status (the page shows it; the browser test waits for it).
 */
export function usePendingStream({ userId, enabled, onRequest, onResync }: PendingStreamOptions) {
  const [status, setStatus] = useState<StreamStatus>('connecting')
  const [generation, setGeneration] = useState(0)
  const handlers = useRef({ onRequest, onResync })
  const statusRef = useRef(status)
  const clientRef = useRef<Transmit | null>(null)
  useEffect(() => {
    handlers.current = { onRequest, onResync }
    statusRef.current = status
  })

  useEffect(() => {
    if (!enabled || !userId) return
    let active = true
    const client = transmitClient()
    clientRef.current = client
    const subscription = client.subscription(`vendors/${userId}/pending`)
    const stop = subscription.onMessage<PendingMessage>((message) => {
      if (message?.type === 'pendingQuotationRequests' && Number.isInteger(message.requestId)) {
        handlers.current.onRequest(message)
      }
    })
    const subscribed = () => {
      if (!active) return
      if (!subscription.isCreated) {
        setStatus('disconnected')
        return
      }
      setStatus('connected')
      handlers.current.onResync('subscribed')
    }
    void subscription.create().then(subscribed)

    // After a reconnection the client subscribes again by itself; making sure here lets the
    // reload run only once the channel is back, so nothing published meanwhile is lost.
    const onConnected = () => {
      if (subscription.isCreated) void subscription.forceCreate().then(subscribed)
    }
    const onReconnecting = () => {
      if (active) setStatus('reconnecting')
    }
    client.on('connected', onConnected)
    client.on('reconnecting', onReconnecting)

    return () => {
      active = false
      stop()
      client.off('connected', onConnected)
      client.off('reconnecting', onReconnecting)
      if (subscription.handlerCount === 0) void subscription.delete()
    }
  }, [enabled, userId, generation])

  useEffect(() => {
    if (!enabled || !userId) return
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return
      if (transmitClient() !== clientRef.current || statusRef.current === 'disconnected') {
        // the client gave up (or the subscription failed): subscribe again, which resyncs
        setStatus('connecting')
        setGeneration((value) => value + 1)
      } else {
        handlers.current.onResync('visible')
      }
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [enabled, userId])

  return enabled && userId ? status : 'off'
}

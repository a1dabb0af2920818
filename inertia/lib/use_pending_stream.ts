import { useEffect, useRef, useState } from 'react'
import type { Transmit } from '@adonisjs/transmit-client'
import {
  isPendingMessage,
  storePendingChannel,
  vendorPendingChannel,
  type PendingMessage,
} from '@rules/quotations/rules/pending_channels'

export type { PendingMessage }

/**
 * The Transmit client's code (~/lib/transmit) is fetched when the stream opens, after the page
 * has shown, instead of with Pendientes' initial code.
 */
type TransmitModule = typeof import('~/lib/transmit')
let transmitModule: TransmitModule | null = null
const loadTransmit = async () => (transmitModule ??= await import('~/lib/transmit'))

export type StreamStatus = 'off' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected'

export interface PendingStreamOptions {
  /** The signed-in vendor; nothing is opened without one. */
  userId: number | null | undefined
  /** The store the vendor acts for (the page's `seller.storeId`); nothing is opened without one. */
  storeId: number | null | undefined
  enabled: boolean
  /** A new request for this vendor's Pendientes (doc 2 §4 "Real-time"). */
  onRequest: (message: PendingMessage) => void
  /**
   * The list must be read again: the subscriptions were (re)created after a connection or a
   * reconnection, or the tab became visible again. Transmit does not replay the events missed
   * meanwhile (no Last-Event-ID), so the page reloads its state instead.
   */
  onResync: (reason: 'subscribed' | 'visible') => void
}

/**
 * The push channels of a vendor's Pendientes over Transmit (SSE), on the page's shared client
 * (~/lib/transmit: one EventSource per tab, the XSRF header sent on subscribe and unsubscribe
 * through the client's hooks). Subscribes to the store's channel `stores/{storeId}/pending`
 * (one message for all the store's people; the server lets only them in) and to the vendor's
 * own `vendors/{userId}/pending` (used when the store's channel may not carry a request, see
 * app/quotations/rules/pending_channels.ts), hands each `pendingQuotationRequests` message to
 * `onRequest`, and asks for a reload (`onResync`) whenever events may have been missed: once
 * both subscriptions exist, after every reconnection (once they are made again) and when the
 * browser tab becomes visible again. When the client gave up reconnecting, a visible tab
 * subscribes on a new one. Returns the connection status (the page shows it; the browser test
 * waits for it).
 */
export function usePendingStream({
  userId,
  storeId,
  enabled,
  onRequest,
  onResync,
}: PendingStreamOptions) {
  const [status, setStatus] = useState<StreamStatus>('connecting')
  const [generation, setGeneration] = useState(0)
  const handlers = useRef({ onRequest, onResync })
  const statusRef = useRef(status)
  const clientRef = useRef<Transmit | null>(null)
  useEffect(() => {
    handlers.current = { onRequest, onResync }
    statusRef.current = status
  })
  const on = Boolean(enabled && userId && storeId)

  useEffect(() => {
    if (!on) return
    let active = true
    let close = () => {}
    void loadTransmit().then(({ transmitClient }) => {
      if (!active) return
      const client = transmitClient()
      clientRef.current = client
      close = openStream(client, [storePendingChannel(storeId!), vendorPendingChannel(userId!)], {
        onRequest: (message) => handlers.current.onRequest(message),
        onResync: () => handlers.current.onResync('subscribed'),
        onStatus: setStatus,
      })
    })
    return () => {
      active = false
      close()
    }
  }, [on, userId, storeId, generation])

  useEffect(() => {
    if (!on) return
    const onVisible = () => {
      // not subscribed yet: the stream is opening, and reads the list once subscribed
      if (document.visibilityState !== 'visible' || !transmitModule) return
      const current = transmitModule.transmitClient()
      if (current !== clientRef.current || statusRef.current === 'disconnected') {
        // the client gave up (or a subscription failed): subscribe again, which resyncs
        setStatus('connecting')
        setGeneration((value) => value + 1)
      } else {
        handlers.current.onResync('visible')
      }
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [on])

  return on ? status : 'off'
}

/**
 * Subscribes to `channels` on `client` and reports (see usePendingStream); returns what undoes
 * it.
 */
function openStream(
  client: Transmit,
  channels: string[],
  report: {
    onRequest: (message: PendingMessage) => void
    onResync: () => void
    onStatus: (status: StreamStatus) => void
  }
) {
  let active = true
  const subscriptions = channels.map((channel) => client.subscription(channel))
  const stops = subscriptions.map((subscription) =>
    subscription.onMessage<PendingMessage>((message) => {
      if (isPendingMessage(message)) report.onRequest(message)
    })
  )
  const subscribed = () => {
    if (!active) return
    if (!subscriptions.every((subscription) => subscription.isCreated)) {
      report.onStatus('disconnected')
      return
    }
    report.onStatus('connected')
    report.onResync()
  }
  void Promise.all(subscriptions.map((subscription) => subscription.create())).then(subscribed)

  // After a reconnection the client subscribes again by itself; making sure here lets the
  // reload run only once the channels are back, so nothing published meanwhile is lost.
  const onConnected = () => {
    if (!subscriptions.every((subscription) => subscription.isCreated)) return
    void Promise.all(subscriptions.map((subscription) => subscription.forceCreate())).then(
      subscribed
    )
  }
  const onReconnecting = () => {
    if (active) report.onStatus('reconnecting')
  }
  client.on('connected', onConnected)
  client.on('reconnecting', onReconnecting)

  return () => {
    active = false
    for (const stop of stops) stop()
    client.off('connected', onConnected)
    client.off('reconnecting', onReconnecting)
    for (const subscription of subscriptions) {
      if (subscription.handlerCount === 0) void subscription.delete()
    }
  }
}

import { useEffect, useRef } from 'react'
import { notificationsChannel } from '@rules/notifications/rules/topics'
import {
  QUOTATION_PUSH_TYPE,
  type QuotationPushMessage,
} from '@rules/notifications/rules/quotation_push'
import { transmitClient } from '~/lib/transmit'

/**
 * Calls `onQuotation` when a vendor sends or changes a quotation on one of the buyer's requests:
 * the server pushes 'quotationReceived' on the buyer's own channel `users/{id}/notifications`
 * (the one the header bell listens to; Transmit shares the subscription). Pushes missed while
 * the stream was down are not replayed, so a reconnection counts as one too. Null: no buyer.
 */
export function useQuotationPushes(userId: number | null, onQuotation: () => void) {
  const handler = useRef(onQuotation)
  useEffect(() => {
    handler.current = onQuotation
  })

  useEffect(() => {
    if (!userId) return
    const transmit = transmitClient()
    const subscription = transmit.subscription(notificationsChannel(userId))
    const stop = subscription.onMessage<QuotationPushMessage>((message) => {
      if (message?.type === QUOTATION_PUSH_TYPE) handler.current()
    })
    let subscribed = false
    void subscription.create().then(() => {
      subscribed = true
    })
    const onConnected = () => {
      if (subscribed) handler.current()
    }
    transmit.on('connected', onConnected)
    return () => {
      stop()
      transmit.off('connected', onConnected)
    }
  }, [userId])
}

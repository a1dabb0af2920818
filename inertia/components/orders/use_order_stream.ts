import { useEffect, useRef } from 'react'
import { isOrderPush, orderChannel } from '@rules/orders/rules/order_status'

/** The Transmit client's code is fetched after the page has shown (not with its first code). */
const loadTransmit = () => import('~/lib/transmit')

/**
 * Follows one order's status live (issue 19): subscribes to its channel `orders/{id}/status`
 * (the server lets in only its buyer and the selling store's people) and calls `onChange` when
 * the store confirms, ships, delivers or cancels it, the buyer cancels it or it is paid — and
 * after a reconnection, since Transmit does not replay what was sent while the stream was down.
 * `enabled` false (staff's read-only page): nothing is opened.
 */
export function useOrderStream(orderId: number, enabled: boolean, onChange: () => void) {
  const handler = useRef(onChange)
  useEffect(() => {
    handler.current = onChange
  })

  useEffect(() => {
    if (!enabled) return
    let active = true
    let close = () => {}
    void loadTransmit().then(({ transmitClient }) => {
      if (!active) return
      const transmit = transmitClient()
      const subscription = transmit.subscription(orderChannel(orderId))
      const stop = subscription.onMessage((message) => {
        if (isOrderPush(message, orderId)) handler.current()
      })
      let subscribed = false
      void subscription.create().then(() => {
        subscribed = true
      })
      const onConnected = () => {
        if (subscribed) handler.current()
      }
      transmit.on('connected', onConnected)
      close = () => {
        stop()
        transmit.off('connected', onConnected)
        void subscription.delete().catch(() => {})
      }
    })
    return () => {
      active = false
      close()
    }
  }, [orderId, enabled])
}

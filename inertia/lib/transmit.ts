import { Transmit } from '@adonisjs/transmit-client'
import { xsrfToken } from '~/lib/http'

/**
 * The page's one Transmit (server-sent events) client, shared by every live feature (header
 * bell, vendor dashboards…): one EventSource per tab whatever the number of channels. Created
 * on first use, in the browser only.
 *
 * Subscribing and unsubscribing are POSTs checked by the CSRF guard: the XSRF header is set on
 * both through the client's hooks. Transmit does not replay what was published while the stream
 * was down: listen to `transmitClient().on('connected', …)` and reload your state there (it also
 * fires on the first connection).
 */
let client: Transmit | null = null

const withXsrf = (request: Request) => {
  const token = xsrfToken()
  if (token) request.headers.set('X-XSRF-TOKEN', token)
}

/**
 * The shared client. One that gave up reconnecting (after a long outage) is dropped: the next
 * call makes a new one, so a feature that finds a different client than the one it subscribed
 * on (e.g. when the tab becomes visible again) subscribes again.
 */
export function transmitClient(): Transmit {
  if (!client) {
    const created: Transmit = new Transmit({
      baseUrl: window.location.origin,
      beforeSubscribe: withXsrf,
      beforeUnsubscribe: withXsrf,
      maxReconnectAttempts: 30,
      onReconnectFailed: () => {
        if (client === created) client = null
      },
    })
    client = created
  }
  return client
}

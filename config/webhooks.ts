import app from '@adonisjs/core/services/app'
import env from '#start/env'

/**
 * Store webhooks (issue 24 item 4, app/integrations). Mutable on purpose: the tests lower the
 * pause threshold and play the production URL rule.
 *
 * - `allowLoopbackHttp`: `http://` to 127.0.0.1, ::1 or localhost is accepted, saved and sent to
 *   (development and tests: a local receiver). Production never, unless WEBHOOKS_ALLOW_LOOPBACK=true
 *   — for the bench only (bench/webhook_fanout.mjs --production): the boot refuses it in
 *   production without ALLOW_LOCAL_DRIVERS=true (app/core/services/production_guard.ts). Only
 *   loopback `http://` is let through; every other private address stays refused.
 * - `refusePrivateHosts`: a host that resolves to a private, loopback or link-local address is
 *   refused, when saving and again when connecting (SSRF). Production.
 */
const webhooksConfig = {
  allowLoopbackHttp: !app.inProduction || env.get('WEBHOOKS_ALLOW_LOOPBACK') === true,
  refusePrivateHosts: app.inProduction,
  /** Failed attempts in a row (across deliveries) that pause an endpoint. */
  pauseAfterFailures: 10,
  /**
   * How long an outbox handler of the webhooks waits for its sends before the event's next
   * handlers (the notifications) run: those hold the event loop on SQLite and would stall the
   * POSTs under way. The sends go on after it in the background.
   */
  holdNextHandlersMs: 1000,
  /** Deliveries sent at once by one process. */
  concurrency: 50,
  /** Each POST's time limit. */
  timeoutMs: 10_000,
  /** Waits before each retry (seconds); after the last one the delivery is 'failed'. */
  backoffSeconds: [30, 120, 600, 1800, 7200, 21600],
}

export default webhooksConfig

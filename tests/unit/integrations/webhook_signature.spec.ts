import { createHmac } from 'node:crypto'
import { test } from '@japa/runner'
import { webhookHeaders, webhookSignature } from '#integrations/rules/webhook_signature'
import { retryDelay } from '#integrations/rules/webhook_rules'

const verifierUrl = new URL(
  '../../../examples/store_integration/webhook_verifier.mjs',
  import.meta.url
)
const { verifyWebhook } = await import(verifierUrl.href)

const SECRET = 'whsec_prueba'
const BODY = JSON.stringify({
  id: 'evt_7',
  type: 'chat.message',
  created_at: '2026-11-29T10:00:00Z',
  data: {},
})

test.group('Webhook signature and the reference verifier', () => {
  test('v1 = hex HMAC-SHA256(secret, "<timestamp>.<body>")', ({ assert }) => {
    const expected = createHmac('sha256', SECRET).update(`1764410000.${BODY}`).digest('hex')
    assert.equal(webhookSignature(SECRET, 1764410000, BODY), expected)
    const headers = webhookHeaders({
      secret: SECRET,
      eventId: 'evt_7',
      rawBody: BODY,
      timestamp: 1764410000,
    })
    assert.equal(headers['Repuestos-Webhook-Signature'], `v1=${expected}`)
    assert.equal(headers['Repuestos-Webhook-Id'], 'evt_7')
    assert.equal(headers['Repuestos-Webhook-Timestamp'], '1764410000')
    assert.equal(headers['User-Agent'], 'Repuestos-Webhooks/1')
  })

  test('the verifier accepts the app’s signature within 5 minutes, either way', ({ assert }) => {
    const headers = webhookHeaders({
      secret: SECRET,
      eventId: 'evt_7',
      rawBody: BODY,
      timestamp: 1764410000,
    })
    const ok = verifyWebhook({ secret: SECRET, headers, rawBody: BODY, now: 1764410300 })
    assert.isTrue(ok.ok)
    assert.equal(ok.event.id, 'evt_7')
    assert.isTrue(
      verifyWebhook({ secret: SECRET, headers, rawBody: Buffer.from(BODY), now: 1764409700 }).ok
    )
    assert.deepEqual(verifyWebhook({ secret: SECRET, headers, rawBody: BODY, now: 1764410301 }), {
      ok: false,
      reason: 'timestamp outside the tolerance',
    })
    assert.isFalse(verifyWebhook({ secret: SECRET, headers, rawBody: BODY, now: 1764409699 }).ok)
    assert.deepEqual(verifyWebhook({ secret: 'otro', headers, rawBody: BODY, now: 1764410000 }), {
      ok: false,
      reason: 'bad signature',
    })
    assert.isFalse(
      verifyWebhook({ secret: SECRET, headers, rawBody: `${BODY} `, now: 1764410000 }).ok
    )
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
    assert.isTrue(
      verifyWebhook({ secret: SECRET, headers: lower, rawBody: BODY, now: 1764410000 }).ok
    )
    const { 'Repuestos-Webhook-Timestamp': dropped, ...noTimestamp } = headers
    assert.deepEqual(
      verifyWebhook({ secret: SECRET, headers: noTimestamp, rawBody: BODY, now: 1764410000 }),
      {
        ok: false,
        reason: 'missing header repuestos-webhook-timestamp',
      }
    )
    const shortSignature = { ...headers, 'Repuestos-Webhook-Signature': 'v1=abcd' }
    assert.isFalse(
      verifyWebhook({ secret: SECRET, headers: shortSignature, rawBody: BODY, now: 1764410000 }).ok
    )
  })

  test('retries wait 30 s, 2 min, 10 min, 30 min, 2 h, 6 h, then stop', ({ assert }) => {
    const backoff = [30, 120, 600, 1800, 7200, 21600]
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7].map((attempts) => retryDelay(attempts, backoff)),
      [30, 120, 600, 1800, 7200, 21600, null]
    )
  })
})

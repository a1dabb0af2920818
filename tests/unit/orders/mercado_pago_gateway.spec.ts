import { test } from '@japa/runner'
import { absoluteUrl } from '#core/country/urls'
import { mercadoPagoWebhookUrl } from '#orders/services/payments/register'
import { createHmac } from 'node:crypto'
import {
  MercadoPagoGateway,
  parseSignatureHeader,
  paymentStatusOf,
  signatureManifest,
  signatureIsFresh,
  signManifest,
} from '#orders/services/payments/mercado_pago_gateway'
import { LocalPaymentGateway, LOCAL_TOKEN_PATTERN } from '#orders/services/payments/local_gateway'
import type { PaymentOrder, WebhookRequest } from '#orders/services/payments/payment_gateway'

const SECRET = 'secreto'

function gateway(fetcher: (url: string, init?: RequestInit) => Promise<Response>) {
  return new MercadoPagoGateway(
    {
      accessToken: 'APP_USR-1',
      webhookSecret: SECRET,
      notificationUrl: 'https://repuestos.example/api/payments/mercadopago/webhook',
    },
    fetcher as typeof fetch
  )
}

function webhook(
  headers: Record<string, string>,
  query: Record<string, unknown>,
  body: unknown = {}
): WebhookRequest {
  return { header: (name) => headers[name.toLowerCase()], query, body }
}

function signed(dataId: string, requestId = 'req-1', ts = String(Date.now())) {
  const v1 = signManifest(signatureManifest({ dataId, requestId, ts }), SECRET)
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId }
}

const ORDER: PaymentOrder = {
  id: 7,
  refVenta: 'RV-000007',
  total: '97000.50',
  shipping: '12000.00',
  currency: 'MXN',
  items: [{ id: 1, title: 'Filtro de aceite - Mann', quantity: 1, unitPrice: '85000.50' }],
  buyer: { name: 'Ana', email: 'ana@example.test' },
  returnUrl: 'https://repuestos.example/repuestosGo/compras/7',
  countryCode: 'MX',
}

test.group('Mercado Pago: webhook signature', () => {
  test('the manifest Mercado Pago signs, and its HMAC-SHA256', ({ assert }) => {
    assert.equal(
      signatureManifest({ dataId: 'ABC123', requestId: 'r-1', ts: '17' }),
      'id:abc123;request-id:r-1;ts:17;'
    )
    assert.equal(signatureManifest({ dataId: null, requestId: null, ts: '17' }), 'ts:17;')
    assert.equal(
      signManifest('id:1;request-id:r;ts:2;', SECRET),
      createHmac('sha256', SECRET).update('id:1;request-id:r;ts:2;').digest('hex')
    )
    assert.deepEqual(parseSignatureHeader('ts=1704908010,v1=abc'), { ts: '1704908010', v1: 'abc' })
    assert.isNull(parseSignatureHeader('v1=abc'))
    assert.isNull(parseSignatureHeader(undefined))
  })

  test('a wrong, missing or replayed-for-another-payment signature is refused (null)', async ({
    assert,
  }) => {
    const mp = gateway(async () => Response.json({}))
    assert.isNull(await mp.parseWebhook(webhook({}, { 'data.id': '1', 'type': 'payment' })))
    const other = signed('2')
    assert.isNull(await mp.parseWebhook(webhook(other, { 'data.id': '1', 'type': 'payment' })))
    const now = String(Date.now())
    const forged = {
      'x-signature': `ts=${now},v1=${signManifest(`id:1;request-id:req-1;ts:${now};`, 'otra')}`,
      'x-request-id': 'req-1',
    }
    assert.isNull(await mp.parseWebhook(webhook(forged, { 'data.id': '1', 'type': 'payment' })))
    const noSecret = new MercadoPagoGateway({
      accessToken: 'x',
      webhookSecret: '',
      notificationUrl: 'https://x',
    })
    assert.isNull(await noSecret.parseWebhook(webhook(signed('1'), { 'data.id': '1' })))
  })

  test('a signature older or later than 5 minutes is refused, however well signed', async ({
    assert,
  }) => {
    const minute = 60_000
    const now = Date.UTC(2026, 10, 27, 12, 0, 0)
    // milliseconds (what Mercado Pago sends) and seconds (its documentation's example)
    for (const [ts, fresh] of [
      [String(now), true],
      [String(now - 5 * minute), true],
      [String(now + 5 * minute), true],
      [String(now - 5 * minute - 1), false],
      [String(now + 5 * minute + 1), false],
      [String(now / 1000 - 300), true],
      [String(now / 1000 - 301), false],
      [String(now / 1000 + 301), false],
      [String(now - 400 * 24 * 60 * minute), false],
      ['', false],
      ['1.5e12', false],
      ['-1', false],
    ] as const) {
      assert.equal(signatureIsFresh(ts, now), fresh, ts)
    }

    let asked = 0
    const mp = gateway(async () => {
      asked++
      return Response.json({ id: 42, status: 'approved', external_reference: 'RV-000007' })
    })
    const old = String(Date.now() - 400 * 24 * 60 * minute)
    const query = { 'data.id': '42', 'type': 'payment' }
    assert.isNull(await mp.parseWebhook(webhook(signed('42', 'req-1', old), query)))
    const later = String(Math.floor((Date.now() + 6 * minute) / 1000))
    assert.isNull(await mp.parseWebhook(webhook(signed('42', 'req-1', later), query)))
    assert.equal(asked, 0)
    assert.equal((await mp.parseWebhook(webhook(signed('42'), query)))?.kind, 'payment')
    assert.equal(asked, 1)
  })

  test('a signed payment notice is read from Mercado Pago itself', async ({ assert }) => {
    const asked: string[] = []
    const mp = gateway(async (url, init) => {
      asked.push(`${init?.method ?? 'GET'} ${url} ${(init?.headers as any)?.Authorization}`)
      return Response.json({
        id: 42,
        status: 'approved',
        external_reference: 'RV-000007',
        transaction_amount: 97000.5,
      })
    })
    const notice = await mp.parseWebhook(
      webhook(signed('42'), { 'data.id': '42', 'type': 'payment' }, { type: 'payment' })
    )
    assert.deepEqual(notice, {
      kind: 'payment',
      externalId: 'RV-000007',
      status: 'approved',
      paymentId: '42',
      amount: '97000.50',
    })
    assert.deepEqual(asked, ['GET https://api.mercadopago.com/v1/payments/42 Bearer APP_USR-1'])
  })

  test('other topics and unknown payments are ignored; Mercado Pago down throws', async ({
    assert,
  }) => {
    const notFound = gateway(async () => new Response('{}', { status: 404 }))
    assert.deepEqual(
      await notFound.parseWebhook(webhook(signed('9'), { 'data.id': '9', 'type': 'payment' })),
      { kind: 'ignored' }
    )
    assert.deepEqual(
      await notFound.parseWebhook(
        webhook(signed('9'), { 'data.id': '9', 'type': 'merchant_order' })
      ),
      { kind: 'ignored' }
    )
    const down = gateway(async () => new Response('{}', { status: 500 }))
    await assert.rejects(() =>
      down.parseWebhook(webhook(signed('9'), { 'data.id': '9', 'type': 'payment' }))
    )
  })

  test('statuses as ours', ({ assert }) => {
    assert.equal(paymentStatusOf('approved'), 'approved')
    assert.equal(paymentStatusOf('in_process'), 'pending')
    assert.equal(paymentStatusOf('rejected'), 'declined')
    assert.equal(paymentStatusOf('charged_back'), 'refunded')
    assert.equal(paymentStatusOf('whatever'), 'error')
  })
})

test.group('Mercado Pago: preferences', () => {
  test('the lines, the shipping and the reference in the country currency', ({ assert }) => {
    const body = gateway(async () => Response.json({})).preferenceBody(ORDER)
    assert.deepEqual(body.items, [
      {
        id: '1',
        title: 'Filtro de aceite - Mann',
        quantity: 1,
        unit_price: 85000.5,
        currency_id: 'MXN',
      },
      { id: 'envio', title: 'Envío', quantity: 1, unit_price: 12000, currency_id: 'MXN' },
    ])
    assert.equal(body.external_reference, 'RV-000007')
    assert.equal(
      body.notification_url,
      'https://repuestos.example/api/payments/mercadopago/webhook'
    )
    assert.deepEqual(body.back_urls, {
      success: ORDER.returnUrl,
      failure: ORDER.returnUrl,
      pending: ORDER.returnUrl,
    })
    const free = gateway(async () => Response.json({})).preferenceBody({
      ...ORDER,
      shipping: '0.00',
    })
    assert.lengthOf(free.items, 1)
  })

  test('the link is the preference init_point; a refusal throws', async ({ assert }) => {
    const ok = gateway(async () => Response.json({ id: 'p-1', init_point: 'https://mp/p-1' }))
    assert.deepEqual(await ok.createPreference(ORDER), {
      link: 'https://mp/p-1',
      externalId: 'p-1',
    })
    const refused = gateway(async () => new Response('{}', { status: 400 }))
    await assert.rejects(() => refused.createPreference(ORDER))
  })

  test('the local gateway links to its own page with a random token', async ({ assert }) => {
    const local = new LocalPaymentGateway('http://localhost:3333/')
    const first = await local.createPreference(ORDER)
    const second = await local.createPreference(ORDER)
    assert.match(first.link, /^http:\/\/localhost:3333\/pagos\/local\/[A-Za-z0-9_-]{32}$/)
    assert.match(first.externalId, LOCAL_TOKEN_PATTERN)
    assert.notEqual(first.externalId, second.externalId)
    assert.isNull(await local.parseWebhook())
  })

  test("the order's country site: the webhook, the return page and the local page", async ({
    assert,
  }) => {
    const mx = { ...ORDER, returnUrl: absoluteUrl('MX', '/repuestosGo/compras/7') }
    const perCountry = new MercadoPagoGateway(
      { accessToken: 'APP_USR-1', webhookSecret: SECRET, notificationUrl: mercadoPagoWebhookUrl },
      (async () => Response.json({})) as typeof fetch
    )
    const body = perCountry.preferenceBody(mx)
    const webhookUrl = mercadoPagoWebhookUrl('MX')
    assert.match(new URL(webhookUrl).hostname, /^mx\./)
    if (webhookUrl.startsWith('https://')) assert.equal(body.notification_url, webhookUrl)
    assert.equal(body.back_urls.success, mx.returnUrl)
    assert.match(new URL(mx.returnUrl).hostname, /^mx\./)

    const local = new LocalPaymentGateway((countryCode) => absoluteUrl(countryCode, ''))
    const { link } = await local.createPreference(mx)
    assert.match(new URL(link).hostname, /^mx\./)
    const colombian = await local.createPreference({ ...mx, countryCode: 'CO' })
    assert.notMatch(new URL(colombian.link).hostname, /^mx\./)
  })
})

import { test } from '@japa/runner'
import net from 'node:net'
import type { Assert } from '@japa/assert'
import db from '@adonisjs/lucid/services/db'
import { freshDatabase } from '#tests/helpers/database'
import { serverUrl } from '#tests/helpers/sse'
import { DETAIL_PAGE } from '#tests/helpers/vendor_detail'
import { BUYER_PAGE } from '../quotations/buyer_detail_helpers.js'
import { CHECKOUT, checkoutWorld, orderBody, post } from '../orders/checkout_helpers.js'
import { ORDER_PATHS } from '../orders/orders_helpers.js'

/**
 * Text one person writes and another person's page shows travels in the page's JSON
 * (`<script data-page="app" type="application/json">`, app/core/services/page_json.ts). Written
 * as `<!--<script>`, it must not open a comment or a script there: the app's root element stays
 * right after the JSON, and the JSON gives back the text as written.
 */
const evil = (field: string) => `<!--<script>alert("${field}")</script>&amp; \u2028\u2029 ${field}`

/**
 * The page's JSON of a first visit, checked whole; its props, parsed. A page rendered on the
 * server (config/inertia.ts) has its HTML in the root, where React writes `<!-- -->` between
 * texts: before the root, no comment opens.
 */
function pageOf(assert: Assert, html: string) {
  const match =
    /<script data-page="app" type="application\/json">([^<]*)<\/script><div (data-server-rendered="true" )?id="app">/.exec(
      html
    )
  assert.isNotNull(match, 'the page JSON is followed by the app root, untouched')
  const root = match!.index + match![0].length
  assert.notInclude(html.slice(0, root), '<!--', 'no HTML comment opens in the page')
  if (!match![2]) assert.equal(html.slice(root, root + 6), '</div>', 'an empty root')
  assert.notInclude(html, '<!--<', 'no text of a prop opens a comment in the rendered page')
  assert.lengthOf(html.match(/<script/g) ?? [], (html.match(/<\/script>/g) ?? []).length)
  for (const raw of ['\u2028', '\u2029']) assert.notInclude(match![1], raw)
  return JSON.parse(match![1]) as { component: string; props: Record<string, unknown> }
}

/** Whether `text` appears, as written, among the props. */
function assertShows(assert: Assert, props: unknown, text: string, where: string) {
  assert.include(JSON.stringify(props), JSON.stringify(text).slice(1, -1), where)
}

test.group('Page data escaping: what one person writes on another person\u2019s page', (group) => {
  freshDatabase(group)

  test('the buyer\u2019s request page: a vendor\u2019s observations, product, brand and store name', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld({ quotation: { observations: evil('observaciones') } })
    await world.items[0].merge({ name: evil('producto'), brand: evil('marca') }).save()
    await db
      .from('stores')
      .where('id', world.seller.store.id)
      .update({ name: evil('tienda') })

    const response = await client.get(BUYER_PAGE(world.request.id)).loginAs(world.buyer)
    response.assertStatus(200)
    const page = pageOf(assert, response.text())
    assert.equal(page.component, 'quotations/buyer_detail')
    for (const field of ['observaciones', 'producto', 'marca', 'tienda']) {
      assertShows(assert, page.props, evil(field), field)
    }
  })

  test('the vendor\u2019s request page: the buyer\u2019s part name and request texts', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    await world.request.details[0].merge({ name: evil('repuesto') }).save()
    await db
      .from('quotation_requests')
      .where('id', world.request.id)
      .update({ vehicle_model: evil('modelo') })
    await world.seller.store.related('brands').attach([world.request.brandId])

    const response = await client.get(DETAIL_PAGE(world.request.id)).loginAs(world.seller.owner)
    response.assertStatus(200)
    const page = pageOf(assert, response.text())
    assertShows(assert, page.props, evil('repuesto'), 'part name')
    assertShows(assert, page.props, evil('modelo'), 'vehicle model')
  })

  test('the store\u2019s sale page: the buyer\u2019s comment, name and address; the buyer\u2019s purchase page: the tracking note', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    await world.buyer
      .merge({ fullName: `Ana ${evil('nombre')}`, address: evil('dirección') })
      .save()
    const created = await post(
      client,
      world.buyer,
      CHECKOUT.createNewOrder,
      orderBody(world, { comment: evil('comentario') })
    )
    created.assertStatus(201)
    const orderId = created.body().id as number

    const sale = await client.get(ORDER_PATHS.salePage(orderId)).loginAs(world.seller.owner)
    sale.assertStatus(200)
    const salePage = pageOf(assert, sale.text())
    assertShows(assert, salePage.props, evil('comentario'), 'order comment')
    assertShows(assert, salePage.props, `Ana ${evil('nombre')}`, 'buyer name')
    assertShows(assert, salePage.props, evil('dirección'), 'buyer address')
    const sales = await client.get(ORDER_PATHS.salesPage).loginAs(world.seller.owner)
    assertShows(assert, pageOf(assert, sales.text()).props, evil('nombre'), 'sales list')

    for (const body of [
      { status: 'confirmed', from: 'pending' },
      { status: 'shipped', tracking_note: evil('guía') },
    ]) {
      const moved = await client
        .patch(ORDER_PATHS.saleStatus(orderId))
        .json(body)
        .loginAs(world.seller.owner)
        .withCsrfToken()
        .accept('json')
      moved.assertStatus(200)
    }
    const purchase = await client.get(ORDER_PATHS.purchasePage(orderId)).loginAs(world.buyer)
    purchase.assertStatus(200)
    assertShows(assert, pageOf(assert, purchase.text()).props, evil('guía'), 'tracking note')
    await db
      .from('stores')
      .where('id', world.seller.store.id)
      .update({ name: evil('tienda') })
    const purchases = await client.get(ORDER_PATHS.purchasesPage).loginAs(world.buyer)
    assertShows(assert, pageOf(assert, purchases.text()).props, evil('tienda'), 'store in the list')
  })

  test('the 404 page echoes a path written with <!--<script>', async ({ assert }) => {
    const path = '/<!--<script>alert(1)</script>'
    const { port, hostname } = new URL(serverUrl('/'))
    const html = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`)
      })
      let answer = ''
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')))
      socket.on('end', () => resolve(answer))
      socket.on('error', reject)
    })
    assert.match(html, /^HTTP\/1\.1 404/)
    const page = pageOf(assert, html.slice(html.indexOf('\r\n\r\n') + 4))
    assert.equal(page.component, 'errors/not_found')
    assert.include(JSON.stringify(page), '<!--<script>')
    assert.include(html, 'data-server-rendered="true"', 'the 404 page is rendered on the server')
  })
})

import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import ExcelJS from 'exceljs'
import sharp from 'sharp'
import app from '@adonisjs/core/services/app'
import ProductImage from '#stores/models/product_image'
import StoreAdviser from '#stores/models/store_adviser'
import type User from '#users/models/user'
import { ProductImageFactory } from '#database/factories/product_image_factory'
import { PRODUCT_IMAGE_MESSAGES as M } from '#stores/rules/product_image_rules'
import { REPORT_COLUMNS } from '#stores/services/product_images_report'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeBuyer, queriesDuring } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import { photoOf } from '#tests/helpers/product_images'
import { uploadAs } from '#tests/helpers/uploads'

/**
 * 'Fotos de productos' (doc 1 §1, §2 "Product image form", §7 /api/catalogo/images store images
 * and report as Excel): the page of a store's people, the paged list with its search, and the
 * Excel report read back with exceljs. Creating, editing and deleting are in
 * product_images.spec.ts.
 */
const LIST = '/api/catalogo/images/storeImages'
const REPORT = '/api/catalogo/images/excelReport'
const MINE = '/api/catalogo/images/myUploads'
const page = (url: string) => `/tienda/${url}/fotos`

const list = (client: ApiClient, user: User, qs: Record<string, unknown> = {}) =>
  client.get(LIST).qs(qs).loginAs(user).accept('json')

async function seed(storeId: number) {
  await ProductImageFactory.merge([
    { storeId, imageId: 'FA-1234', name: 'Filtro de aceite', equivalences: 'WIX51348,PH2' },
    { storeId, imageId: 'PB-77', name: 'Pastillas de freno delanteras' },
    { storeId, imageId: 'BJ_100%', name: 'Bujía iridio' },
  ]).createMany(3)
}

/** The report of `user` (`search`): the body kept as bytes (superagent would decode it as text). */
function report(client: ApiClient, user: User, qs: Record<string, unknown> = {}) {
  const request = client.get(REPORT).qs(qs).loginAs(user)
  request.request.parse((res, done) => {
    const chunks: Buffer[] = []
    res.on('data', (chunk: Buffer) => chunks.push(chunk))
    res.on('end', () => done(null, Buffer.concat(chunks)))
  })
  return request
}

/** The report's rows as arrays of cell texts, the header first. */
async function readReport(body: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(body as unknown as ArrayBuffer)
  const sheet = workbook.getWorksheet('Fotos de productos')
  const rows: string[][] = []
  if (!sheet) return rows
  sheet.eachRow((row) => {
    rows.push(Array.from((row.values as unknown[]).slice(1), (value) => String(value ?? '')))
  })
  return rows
}

test.group('Product images: the page', (group) => {
  freshDatabase(group)

  test('the owner and an active adviser open it', async ({ client, assert }) => {
    const { store, owner, advisers } = await makeGoStore({ advisers: 1 })
    for (const user of [owner, advisers[0].account]) {
      const response = await client.get(page(store.urlPath)).loginAs(user).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('stores/product_images')
      assert.deepEqual(response.inertiaProps.store, {
        id: store.id,
        name: store.name,
        urlPath: store.urlPath,
      })
    }
  })

  test('anybody else 404: another store, an inactive adviser, a buyer, staff', async ({
    client,
  }) => {
    const { store, advisers } = await makeGoStore({ advisers: 1 })
    const other = await makeGoStore()
    await StoreAdviser.query().where('id', advisers[0].id).update({ is_active: false })
    for (const user of [other.owner, advisers[0].account, await makeBuyer(), await makeAdmin()]) {
      const response = await client.get(page(store.urlPath)).loginAs(user).accept('json')
      response.assertStatus(404)
    }
    const unknown = await client.get(page('no-existe')).loginAs(other.owner).accept('json')
    unknown.assertStatus(404)
  })

  test('a guest goes to sign in', async ({ client }) => {
    const { store } = await makeGoStore()
    const response = await client.get(page(store.urlPath)).redirects(0)
    response.assertStatus(302)
  })
})

test.group('Product images: the store list', (group) => {
  freshDatabase(group)

  test("the store's photos, newest first, never another store's", async ({ client, assert }) => {
    const { store, owner, advisers } = await makeGoStore({ advisers: 1 })
    await seed(store.id)
    await ProductImageFactory.merge({ imageId: 'AJENA-1' }).create()
    for (const user of [owner, advisers[0].account]) {
      const response = await list(client, user)
      response.assertStatus(200)
      const body = response.body()
      assert.deepEqual(
        body.data.map((image: { image_id: string }) => image.image_id),
        ['BJ_100%', 'PB-77', 'FA-1234']
      )
      assert.deepEqual(body.metadata, { count: 3, page: 1, pageSize: 20 })
      assert.isTrue(body.data[0].editable)
      assert.lengthOf(body.data[0].imagesURLs, 1)
    }
  })

  test('search by part number, substitute or name; wildcards are plain text', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    await seed(store.id)
    const found = async (search: string) =>
      (await list(client, owner, { search })).body().data.map((i: any) => i.image_id)
    assert.deepEqual(await found('fa-12'), ['FA-1234'])
    assert.deepEqual(await found('ph2'), ['FA-1234'])
    assert.deepEqual(await found('PASTILLAS'), ['PB-77'])
    assert.deepEqual(await found('freno del'), ['PB-77'])
    assert.deepEqual(await found('bj_1'), ['BJ_100%'])
    assert.deepEqual(await found('%'), [])
    assert.deepEqual(await found('_'), [])
    assert.deepEqual(await found('nada'), [])
    assert.lengthOf(await found('  '), 3)
  })

  test('pages: page and pageSize; bad values 422', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    await ProductImageFactory.merge({ storeId: store.id }).createMany(5)
    const second = await list(client, owner, { page: 2, pageSize: 2 })
    second.assertStatus(200)
    assert.lengthOf(second.body().data, 2)
    assert.deepEqual(second.body().metadata, { count: 5, page: 2, pageSize: 2 })
    const last = await list(client, owner, { page: 3, pageSize: 2 })
    assert.lengthOf(last.body().data, 1)
    for (const qs of [{ page: 0 }, { pageSize: 101 }, { page: 'x' }]) {
      const response = await list(client, owner, qs)
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ message: M.pageInvalid }] })
    }
    const long = await list(client, owner, { search: 'a'.repeat(65) })
    long.assertStatus(422)
    long.assertBodyContains({ errors: [{ field: 'search', message: M.searchMax }] })
  })

  test('the number of queries does not grow with the photos', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    await ProductImageFactory.merge({ storeId: store.id }).createMany(2)
    const few = await queriesDuring(() => list(client, owner))
    await ProductImageFactory.merge({ storeId: store.id }).createMany(30)
    const many = await queriesDuring(async () => {
      const response = await list(client, owner)
      assert.lengthOf(response.body().data, 20)
    })
    assert.equal(many.length, few.length)
  })

  test('a buyer or staff without a store 403; a guest 401', async ({ client }) => {
    for (const user of [await makeBuyer(), await makeAdmin()]) {
      const response = await list(client, user)
      response.assertStatus(403)
      response.assertBodyContains({ message: M.vendorsOnly })
    }
    const guest = await client.get(LIST).accept('json')
    guest.assertStatus(401)
  })
})

test.group('Product images: the Excel report', (group) => {
  freshDatabase(group)

  test("an .xlsx of the store's photos with Spanish headers", async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    await seed(store.id)
    await ProductImageFactory.merge({ imageId: 'AJENA-1' }).create()
    await ProductImage.query().where('image_id', 'PB-77').update({ belongs_to_catalog: true })
    const response = await report(client, owner)
    response.assertStatus(200)
    response.assertHeader(
      'content-type',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    )
    assert.match(
      response.header('content-disposition') ?? '',
      /^attachment; filename="fotos-de-productos-\d{4}-\d{2}-\d{2}\.xlsx"$/
    )
    const rows = await readReport(response.body())
    assert.deepEqual(
      rows[0],
      REPORT_COLUMNS.map((column) => column.header)
    )
    assert.deepEqual(rows[0].slice(0, 3), [
      'Número de parte principal',
      'Nombre del producto',
      'Números de parte sustitutos',
    ])
    assert.deepEqual(
      rows.slice(1).map((row) => row.slice(0, 4).concat(row[5])),
      [
        ['BJ_100%', 'Bujía iridio', '', '1', 'No'],
        ['PB-77', 'Pastillas de freno delanteras', '', '1', 'Sí'],
        ['FA-1234', 'Filtro de aceite', 'WIX51348,PH2', '1', 'No'],
      ]
    )
    assert.match(rows[1][4], /^http:\/\/[^/]+\/uploads\/products\/pn-\d+-1\.webp$/)
    assert.match(rows[1][6], /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  })

  test('the search narrows it; more rows than one chunk all arrive', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    await seed(store.id)
    const searched = await report(client, owner, { search: 'freno' })
    assert.deepEqual(
      (await readReport(searched.body())).slice(1).map((row) => row[0]),
      ['PB-77']
    )
    await ProductImageFactory.merge({ storeId: store.id }).createMany(520)
    const all = await report(client, owner)
    const rows = await readReport(all.body())
    assert.lengthOf(rows, 1 + 523)
    assert.equal(new Set(rows.slice(1).map((row) => row[0])).size, 523)
  }).timeout(60_000)

  test('a buyer 403; a guest 401', async ({ client }) => {
    const buyer = await client
      .get(REPORT)
      .loginAs(await makeBuyer())
      .accept('json')
    buyer.assertStatus(403)
    const guest = await client.get(REPORT).accept('json')
    guest.assertStatus(401)
  })
})

test.group('Product images: the limits exactly', (group) => {
  freshDatabase(group)

  /** A photo of `width` × `height` uploaded by `user`: its key. */
  async function upload(client: ApiClient, user: User, width: number, height: number) {
    const file = app.tmpPath(`photos-limit-${width}x${height}.png`)
    await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
      .png()
      .toFile(file)
    return photoOf(client, user, file)
  }

  test('16 characters, 4096 of substitutes, 5 photos of 500 × 500 are accepted', async ({
    client,
    assert,
  }) => {
    const { owner } = await makeGoStore()
    const photos = []
    for (let index = 0; index < 5; index++) photos.push(await upload(client, owner, 500, 500))
    const equivalences = 'WIX51348 '.repeat(455) + 'P'
    assert.lengthOf(equivalences, 4096)
    const response = await client
      .post('/api/catalogo/images')
      .json({
        image_id: 'A'.repeat(16),
        name: 'Filtro',
        equivalences,
        image_1: photos[0],
        image_2: photos[1],
        image_3: photos[2],
        image_4: photos[3],
        image_5: photos[4],
      })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    const saved = await ProductImage.findOrFail(response.body().data.id)
    assert.deepEqual(saved.images, photos)
    assert.lengthOf(saved.imageId, 16)
  })

  test('499 px on one side is refused', async ({ client }) => {
    const { owner } = await makeGoStore()
    const response = await client
      .post('/api/catalogo/images')
      .json({ image_id: 'B1', name: 'Filtro', image_1: await upload(client, owner, 500, 499) })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [{ field: 'image_1', message: M.imageTooSmall(500, 499) }],
    })
  })
})

test.group('Product images: my earlier photos', (group) => {
  freshDatabase(group)

  test("the user's own product uploads, newest first; never another's", async ({
    client,
    assert,
  }) => {
    const { owner, advisers } = await makeGoStore({ advisers: 1 })
    const file = app.tmpPath('photos-mine.png')
    await sharp({ create: { width: 500, height: 500, channels: 3, background: '#ffffff' } })
      .png()
      .toFile(file)
    const send = (user: User, purpose: string) => uploadAs(client, user, purpose, file)
    const first = await send(owner, 'product_image')
    const second = await send(owner, 'product_image')
    await send(owner, 'detail')
    await send(advisers[0].account, 'product_image')
    const response = await client.get(MINE).loginAs(owner).accept('json')
    response.assertStatus(200)
    assert.deepEqual(
      response.body().data.map((photo: { key: string }) => photo.key),
      [second, first]
    )
    assert.equal(response.body().data[0].url, `/uploads/${second}`)
    assert.deepEqual(response.body().metadata, { count: 2, page: 1, pageSize: 12 })
  })

  test('a buyer 403; a guest 401', async ({ client }) => {
    const buyer = await client
      .get(MINE)
      .loginAs(await makeBuyer())
      .accept('json')
    buyer.assertStatus(403)
    const guest = await client.get(MINE).accept('json')
    guest.assertStatus(401)
  })
})

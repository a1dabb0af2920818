import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import ProductImage from '#stores/models/product_image'
import type User from '#users/models/user'
import { ProductImageFactory } from '#database/factories/product_image_factory'
import { StoreFactory } from '#database/factories/store_factory'
import { PRODUCT_IMAGE_MESSAGES as M } from '#stores/rules/product_image_rules'
import { freshDatabase, countOf } from '#tests/helpers/database'
import { makeAdmin, makeBuyer } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import { uploadAs } from '#tests/helpers/uploads'
import { makeFixtures, photoOf, SMALL } from '#tests/helpers/product_images'

/**
 * A store's product photos (doc 1 §2, §3, §4, §5, §8; doc 3 §5 "Image creation", §7): the
 * routes api.productImages.* with each refusal, the 500 × 500 minimum measured on the server,
 * upload keys of the same user only, and the lookup by reference and equivalence.
 */
const API = '/api/catalogo/images'
const LOOKUP = `${API}/productRegistrationImage`
const create = (client: ApiClient, user: User, body: Record<string, unknown>) =>
  client.post(API).json(body).loginAs(user).withCsrfToken().accept('json')
const update = (client: ApiClient, user: User, id: number, body: Record<string, unknown>) =>
  client.patch(`${API}/${id}`).json(body).loginAs(user).withCsrfToken().accept('json')
const remove = (client: ApiClient, user: User, id: number) =>
  client.delete(`${API}/${id}`).loginAs(user).withCsrfToken().accept('json')
const lookup = (client: ApiClient, user: User, references: string) =>
  client.get(LOOKUP).qs({ references }).loginAs(user).accept('json')

test.group('Product images: create', (group) => {
  freshDatabase(group)
  group.setup(makeFixtures)

  test('a vendor registers a photo for their store', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const photo = await photoOf(client, owner)
    const response = await create(client, owner, {
      image_id: ' fa-1234 ',
      name: 'Filtro de aceite',
      equivalences: 'wix51348, ph2 ,, ph2 m1',
      image_1: photo,
    })
    response.assertStatus(201)
    response.assertBodyContains({ message: '¡Foto guardada satisfactoriamente!', replayed: false })
    const data = response.body().data
    assert.equal(data.store_id, store.id)
    assert.equal(data.image_id, 'FA-1234')
    assert.equal(data.equivalences, 'WIX51348,PH2,M1')
    assert.equal(data.image_1, photo)
    assert.isNull(data.image_2)
    assert.deepEqual(data.imagesURLs, [`/uploads/${photo}`])
    assert.isTrue(data.editable)
    assert.isFalse(data.belongs_to_catalog)
    const saved = await ProductImage.findOrFail(data.id)
    assert.equal(saved.image1, photo)
    assert.isTrue(photo.startsWith('product-images/'))
  })

  test('an adviser registers it for the store they advise; gaps close up', async ({
    client,
    assert,
  }) => {
    const { store, advisers } = await makeGoStore({ advisers: 1 })
    const adviser = advisers[0].account
    const [first, second] = [await photoOf(client, adviser), await photoOf(client, adviser)]
    const response = await create(client, adviser, {
      image_id: 'PB-77',
      name: 'Pastillas de freno',
      image_1: first,
      image_3: second,
    })
    response.assertStatus(201)
    const saved = await ProductImage.findOrFail(response.body().data.id)
    assert.equal(saved.storeId, store.id)
    assert.deepEqual(saved.images, [first, second])
    assert.equal(saved.image2, second)
  })

  test('the same form sent again answers the first record; another one 422', async ({
    client,
    assert,
  }) => {
    const { owner } = await makeGoStore()
    const body = { image_id: 'AMX-1', name: 'Amortiguador', image_1: await photoOf(client, owner) }
    const first = await create(client, owner, body)
    first.assertStatus(201)
    const again = await create(client, owner, body)
    again.assertStatus(200)
    assert.equal(again.body().data.id, first.body().data.id)
    assert.isTrue(again.body().replayed)
    const other = await create(client, owner, { ...body, image_id: 'amx-1', name: 'Otro' })
    other.assertStatus(422)
    other.assertBodyContains({ errors: [{ field: 'image_id', message: M.imageIdTaken('AMX-1') }] })
    assert.equal(await countOf(ProductImage), 1)
  })

  test('name, main part number and a first photo are required', async ({ client, assert }) => {
    const { owner } = await makeGoStore()
    const response = await create(client, owner, { image_id: '', name: ' ', equivalences: '' })
    response.assertStatus(422)
    const errors = response.body().errors.map((error: any) => [error.field, error.message])
    assert.includeDeepMembers(errors, [
      ['image_id', M.imageIdRequired],
      ['name', M.nameRequired],
      ['image_1', M.imageRequired],
    ])
  })

  test('the part number is at most 16; substitutes letters, digits, commas, spaces', async ({
    client,
  }) => {
    const { owner } = await makeGoStore()
    const image = await photoOf(client, owner)
    const long = await create(client, owner, {
      image_id: 'A'.repeat(17),
      name: 'Filtro',
      image_1: image,
    })
    long.assertStatus(422)
    long.assertBodyContains({ errors: [{ field: 'image_id', message: M.imageIdMax }] })
    const symbols = await create(client, owner, {
      image_id: 'A1',
      name: 'Filtro',
      equivalences: 'PH-2; WIX',
      image_1: image,
    })
    symbols.assertStatus(422)
    symbols.assertBodyContains({
      errors: [{ field: 'equivalences', message: M.equivalencesFormat }],
    })
    const tooMany = await create(client, owner, {
      image_id: 'A1',
      name: 'Filtro',
      equivalences: 'A'.repeat(4097),
      image_1: image,
    })
    tooMany.assertStatus(422)
    tooMany.assertBodyContains({ errors: [{ field: 'equivalences', message: M.equivalencesMax }] })
  })

  test('a photo under 500 × 500 px is refused by the server', async ({ client, assert }) => {
    const { owner } = await makeGoStore()
    const small = await photoOf(client, owner, SMALL)
    const response = await create(client, owner, {
      image_id: 'SM-1',
      name: 'Bujía',
      image_1: await photoOf(client, owner),
      image_2: small,
    })
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [{ field: 'image_2', message: M.imageTooSmall(400, 300) }],
    })
    assert.equal(await countOf(ProductImage), 0)
  })

  test('a photo that is {label} is refused', async ({ client, assert }) => {
    const { owner } = await makeGoStore()
    const stranger = await makeBuyer()
    for (const image of [
      await uploadAs(client, stranger),
      'https://rastreo.example/pixel.png',
      'product-images/00000000-0000-4000-8000-000000000000.webp',
    ]) {
      const response = await create(client, owner, {
        image_id: 'X1',
        name: 'Filtro',
        image_1: image,
      })
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'image_1', message: M.imageInvalid }] })
    }
    assert.equal(await countOf(ProductImage), 0)
  }).with([{ label: "another user's key, a URL or a key nobody received" }])

  test('no GO module needed; a store owner who is not a vendor 403', async ({ client }) => {
    const { owner } = await makeGoStore({ goModule: false })
    const allowed = await create(client, owner, {
      image_id: 'NG-1',
      name: 'Filtro',
      image_1: await photoOf(client, owner),
    })
    allowed.assertStatus(201)
    const notVendor = await makeBuyer()
    await StoreFactory.merge({ userId: notVendor.id }).apply('goModule').create()
    const refused = await create(client, notVendor, {
      image_id: 'NG-2',
      name: 'Filtro',
      image_1: await photoOf(client, notVendor),
    })
    refused.assertStatus(403)
    refused.assertBodyContains({ message: M.vendorsOnly })
  })

  test('a buyer or staff without a store 403; a guest 401', async ({ client, assert }) => {
    for (const user of [await makeBuyer(), await makeAdmin()]) {
      const response = await create(client, user, {
        image_id: 'X1',
        name: 'Filtro',
        image_1: await photoOf(client, user),
      })
      response.assertStatus(403)
      response.assertBodyContains({ message: M.vendorsOnly })
    }
    const guest = await client.post(API).json({ image_id: 'X1' }).withCsrfToken().accept('json')
    guest.assertStatus(401)
    assert.equal(await countOf(ProductImage), 0)
  })
})

test.group('Product images: lookup by reference', (group) => {
  freshDatabase(group)
  group.setup(makeFixtures)

  test('finds the store images by part number or equivalence, never another store', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const other = await makeGoStore()
    const byId = await ProductImageFactory.merge({ storeId: store.id, imageId: 'FA-1234' }).create()
    const bySubstitute = await ProductImageFactory.merge({
      storeId: store.id,
      imageId: 'OTRO-1',
      equivalences: 'WIX51348,PH2',
    }).create()
    await ProductImageFactory.merge({ storeId: store.id, imageId: 'PH22' }).create()
    await ProductImageFactory.merge({ storeId: other.store.id, imageId: 'FA-1234' }).create()

    const response = await lookup(client, owner, 'fa-1234, ph2')
    response.assertStatus(200)
    assert.deepEqual(
      response.body().data.map((image: any) => image.id),
      [byId.id, bySubstitute.id]
    )
    assert.deepEqual(response.body().data[0].imagesURLs, [byId.image1])
    assert.isTrue(response.body().data[0].editable)

    const middle = await lookup(client, owner, 'WIX51348')
    assert.deepEqual(
      middle.body().data.map((image: any) => image.id),
      [bySubstitute.id]
    )
    const none = await lookup(client, owner, 'NADA')
    assert.deepEqual(none.body().data, [])
  })

  test('an adviser sees the store images; catalogue ones are read-only', async ({
    client,
    assert,
  }) => {
    const { store, advisers } = await makeGoStore({ advisers: 1 })
    await ProductImageFactory.apply('catalog')
      .merge({ storeId: store.id, imageId: 'CAT-1' })
      .create()
    const response = await lookup(client, advisers[0].account, 'CAT-1')
    response.assertStatus(200)
    assert.lengthOf(response.body().data, 1)
    assert.isTrue(response.body().data[0].belongs_to_catalog)
    assert.isFalse(response.body().data[0].editable)
  })

  test('a reference longer than a part number finds nothing; more than 3 is 422', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    await ProductImageFactory.merge({ storeId: store.id, imageId: 'A'.repeat(16) }).create()
    const long = await lookup(client, owner, 'A'.repeat(17))
    long.assertStatus(200)
    assert.deepEqual(long.body().data, [])
    const empty = await lookup(client, owner, '')
    assert.deepEqual(empty.body().data, [])
    const four = await lookup(client, owner, 'A,B,C,D')
    four.assertStatus(422)
    four.assertBodyContains({ errors: [{ field: 'references', message: M.referencesMax }] })
  })

  test('a buyer 403; a guest 401', async ({ client }) => {
    const buyer = await makeBuyer()
    const response = await lookup(client, buyer, 'FA-1')
    response.assertStatus(403)
    const guest = await client.get(LOOKUP).qs({ references: 'FA-1' }).accept('json')
    guest.assertStatus(401)
  })
})

test.group('Product images: edit and delete', (group) => {
  freshDatabase(group)
  group.setup(makeFixtures)

  test('the vendor edits their image, keeping the photos it has', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const image = await ProductImageFactory.merge({ storeId: store.id, imageId: 'FA-1' }).create()
    const added = await photoOf(client, owner)
    const response = await update(client, owner, image.id, {
      name: 'Filtro de aire',
      equivalences: 'k1 k2',
      image_1: image.image1,
      image_2: added,
    })
    response.assertStatus(200)
    response.assertBodyContains({ message: M.saved, deleted: false })
    await image.refresh()
    assert.equal(image.name, 'Filtro de aire')
    assert.equal(image.equivalences, 'K1,K2')
    assert.deepEqual(image.images, [response.body().data.image_1, added])
    assert.equal(image.imageId, 'FA-1')
  })

  test('only the fields sent change; a taken part number is 422', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const image = await ProductImageFactory.merge({ storeId: store.id, imageId: 'FA-1' }).create()
    await ProductImageFactory.merge({ storeId: store.id, imageId: 'FA-2' }).create()
    const rename = await update(client, owner, image.id, { name: 'Solo el nombre' })
    rename.assertStatus(200)
    const blank = await update(client, owner, image.id, { name: '', image_id: '' })
    blank.assertStatus(422)
    blank.assertBodyContains({
      errors: [
        { field: 'image_id', message: M.imageIdRequired },
        { field: 'name', message: M.nameRequired },
      ],
    })
    await image.refresh()
    assert.lengthOf(image.images, 1)
    const taken = await update(client, owner, image.id, { image_id: 'fa-2' })
    taken.assertStatus(422)
    taken.assertBodyContains({ errors: [{ field: 'image_id', message: M.imageIdTaken('FA-2') }] })
    const tooSmall = await update(client, owner, image.id, {
      image_2: await photoOf(client, owner, SMALL),
    })
    tooSmall.assertStatus(422)
    tooSmall.assertBodyContains({
      errors: [{ field: 'image_2', message: M.imageTooSmall(400, 300) }],
    })
    const foreign = await update(client, owner, image.id, {
      image_2: await uploadAs(client, await makeBuyer()),
    })
    foreign.assertStatus(422)
    foreign.assertBodyContains({ errors: [{ field: 'image_2', message: M.imageInvalid }] })
  })

  test('saving with no first photo deletes the registration', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const image = await ProductImageFactory.merge({
      storeId: store.id,
      name: 'Radiador',
    }).create()
    const response = await update(client, owner, image.id, { name: 'Radiador', image_1: '' })
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      message: 'Eliminado',
      detail: 'Se eliminó el registro de fotos de Radiador.',
      deleted: true,
      data: null,
    })
    assert.isNull(await ProductImage.find(image.id))
  })

  test("another store's image is 404 for its vendors and for a buyer", async ({
    client,
    assert,
  }) => {
    const { store } = await makeGoStore()
    const other = await makeGoStore({ advisers: 1 })
    const image = await ProductImageFactory.merge({ storeId: store.id }).create()
    for (const user of [other.owner, other.advisers[0].account, await makeBuyer()]) {
      ;(await update(client, user, image.id, { name: 'Ajeno' })).assertStatus(404)
      ;(await remove(client, user, image.id)).assertStatus(404)
    }
    ;(await update(client, other.owner, 999999, { name: 'Nada' })).assertStatus(404)
    await image.refresh()
    assert.notEqual(image.name, 'Ajeno')
  })

  test('a catalogue image is read-only for the vendor, editable by an admin', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const image = await ProductImageFactory.apply('catalog').merge({ storeId: store.id }).create()
    const vendorEdit = await update(client, owner, image.id, { name: 'Cambio' })
    vendorEdit.assertStatus(403)
    vendorEdit.assertBodyContains({ message: M.catalogReadOnly })
    ;(await remove(client, owner, image.id)).assertStatus(403)
    const admin = await makeAdmin()
    const adminEdit = await update(client, admin, image.id, { name: 'Nombre del catálogo' })
    adminEdit.assertStatus(200)
    assert.isTrue(adminEdit.body().data.editable)
    await image.refresh()
    assert.equal(image.name, 'Nombre del catálogo')
    ;(await remove(client, admin, image.id)).assertStatus(200)
    assert.isNull(await ProductImage.find(image.id))
  })

  test('the vendor deletes their own image', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const image = await ProductImageFactory.merge({ storeId: store.id, name: 'Bomba' }).create()
    const response = await remove(client, owner, image.id)
    response.assertStatus(200)
    response.assertBodyContains({
      message: 'Eliminado',
      detail: 'Se eliminó el registro de fotos de Bomba.',
      deleted: true,
    })
    assert.isNull(await ProductImage.find(image.id))
  })
})

import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import ProductImage from '#stores/models/product_image'
import type User from '#users/models/user'
import { ProductImageFactory } from '#database/factories/product_image_factory'
import { PRODUCT_IMAGE_MESSAGES as M } from '#stores/rules/product_image_rules'
import { freshDatabase, countOf } from '#tests/helpers/database'
import { makeAdmin, makeBuyer } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import { uploadAs } from '#tests/helpers/uploads'
import { makeFixtures, photoOf, SMALL } from '#tests/helpers/product_images'

/**
 * POST /api/catalogo/images/many (api.productImages.many): several product photos of a store
 * at once (doc 1 §7 "many", read as a bulk create), each item the single create's form and
 * messages, all in one transaction.
 */
const MANY = '/api/catalogo/images/many'

const createMany = (client: ApiClient, user: User, images: unknown) =>
  client.post(MANY).json({ images }).loginAs(user).withCsrfToken().accept('json')

/** `count` forms with part numbers P-0, P-1 … and the photo `photo`. */
const forms = (count: number, photo: string) =>
  Array.from({ length: count }, (_, index) => ({
    image_id: `p-${index}`,
    name: `Producto ${index}`,
    image_1: photo,
  }))

const fieldsOf = (body: any) => body.errors.map((error: any) => [error.field, error.message])

test.group('Product images: many', (group) => {
  freshDatabase(group)
  group.setup(makeFixtures)

  test('the vendor registers several photos in one call', async ({ client, assert }) => {
    const { store, owner } = await makeGoStore()
    const [first, second] = [await photoOf(client, owner), await photoOf(client, owner)]
    const response = await createMany(client, owner, [
      { image_id: 'fa-1', name: 'Filtro de aceite', equivalences: 'wix1, ph2', image_1: first },
      { image_id: 'PB-2', name: 'Pastillas de freno', image_1: second, image_3: first },
      { image_id: 'AM-3', name: 'Amortiguador', image_1: second },
    ])
    response.assertStatus(201)
    response.assertBodyContains({ message: '3 fotos de productos creadas', replayed: 0 })
    const data = response.body().data
    assert.deepEqual(
      data.map((image: any) => [image.image_id, image.store_id, image.editable]),
      [
        ['FA-1', store.id, true],
        ['PB-2', store.id, true],
        ['AM-3', store.id, true],
      ]
    )
    assert.equal(data[0].equivalences, 'WIX1,PH2')
    assert.deepEqual(data[1].imagesURLs, [`/uploads/${second}`, `/uploads/${first}`])
    assert.equal(await countOf(ProductImage), 3)
  })

  test('one bad item is a 422 naming it, and nothing is created', async ({ client, assert }) => {
    const { owner } = await makeGoStore()
    const photo = await photoOf(client, owner)
    const small = await photoOf(client, owner, SMALL)
    const images = forms(5, photo)
    images[3] = { ...images[3], name: ' ' }
    images[4] = { ...images[4], image_2: small } as (typeof images)[number]
    const response = await createMany(client, owner, images)
    response.assertStatus(422)
    assert.sameDeepMembers(fieldsOf(response.body()), [
      ['images.3.name', M.nameRequired],
      ['images.4.image_2', M.imageTooSmall(400, 300)],
    ])
    assert.equal(await countOf(ProductImage), 0)
  })

  test('a part number the store has, or repeated in the batch, refuses the whole batch', async ({
    client,
    assert,
  }) => {
    const { store, owner } = await makeGoStore()
    const photo = await photoOf(client, owner)
    await ProductImageFactory.merge({ storeId: store.id, imageId: 'P-2', name: 'Otro' }).create()
    const taken = await createMany(client, owner, forms(3, photo))
    taken.assertStatus(422)
    assert.deepEqual(fieldsOf(taken.body()), [['images.2.image_id', M.imageIdTaken('P-2')]])
    assert.equal(await countOf(ProductImage), 1)

    const repeated = await createMany(client, owner, [
      ...forms(2, photo),
      { image_id: ' p-0 ', name: 'Repetido', image_1: photo },
    ])
    repeated.assertStatus(422)
    assert.deepEqual(fieldsOf(repeated.body()), [['images.2.image_id', M.imageIdRepeated('P-0')]])
    assert.equal(await countOf(ProductImage), 1)
  })

  test('the same batch sent again answers the records it made', async ({ client, assert }) => {
    const { owner } = await makeGoStore()
    const images = forms(2, await photoOf(client, owner))
    const first = await createMany(client, owner, images)
    first.assertStatus(201)
    const again = await createMany(client, owner, images)
    again.assertStatus(200)
    again.assertBodyContains({ message: '0 fotos de productos creadas', replayed: 2 })
    assert.deepEqual(
      again.body().data.map((image: any) => image.id),
      first.body().data.map((image: any) => image.id)
    )
    const one = await createMany(client, owner, [
      ...images,
      ...forms(3, images[0].image_1).slice(2),
    ])
    one.assertStatus(201)
    one.assertBodyContains({ message: '1 foto de producto creada', replayed: 2 })
    assert.equal(await countOf(ProductImage), 3)
  })

  test('{label} is a 422 on images')
    .with([
      { label: '51 items', images: (photo: string) => forms(51, photo) },
      { label: 'an empty list', images: (_photo: string): unknown => [] },
      { label: 'no list', images: (_photo: string): unknown => 'nada' },
    ])
    .run(async ({ client, assert }, { images }) => {
      const { owner } = await makeGoStore()
      const photo = await photoOf(client, owner)
      const response = await createMany(client, owner, images(photo))
      response.assertStatus(422)
      assert.deepEqual(fieldsOf(response.body()), [['images', M.manyCount]])
      assert.equal(await countOf(ProductImage), 0)
    })

  test('50 items are accepted', async ({ client, assert }) => {
    const { owner } = await makeGoStore()
    const response = await createMany(client, owner, forms(50, await photoOf(client, owner)))
    response.assertStatus(201)
    response.assertBodyContains({ message: '50 fotos de productos creadas' })
    assert.equal(await countOf(ProductImage), 50)
  })

  test("a photo that is another user's upload key is refused as in the single create", async ({
    client,
    assert,
  }) => {
    const { owner } = await makeGoStore()
    const stranger = await makeBuyer()
    const images = forms(2, await photoOf(client, owner))
    images[1] = { ...images[1], image_1: await uploadAs(client, stranger) }
    const response = await createMany(client, owner, images)
    response.assertStatus(422)
    assert.deepEqual(fieldsOf(response.body()), [['images.1.image_1', M.imageInvalid]])
    assert.equal(await countOf(ProductImage), 0)
  })

  test('an adviser registers them for the store they advise', async ({ client, assert }) => {
    const { store, advisers } = await makeGoStore({ advisers: 1 })
    const adviser = advisers[0].account
    const response = await createMany(client, adviser, forms(2, await photoOf(client, adviser)))
    response.assertStatus(201)
    const saved = await ProductImage.query().where('store_id', store.id)
    assert.lengthOf(saved, 2)
  })

  test('a buyer or staff without a store 403; a guest 401', async ({ client, assert }) => {
    for (const user of [await makeBuyer(), await makeAdmin()]) {
      const response = await createMany(client, user, forms(2, await photoOf(client, user)))
      response.assertStatus(403)
      response.assertBodyContains({ message: M.vendorsOnly })
    }
    const guest = await client.post(MANY).json({ images: [] }).withCsrfToken().accept('json')
    guest.assertStatus(401)
    assert.equal(await countOf(ProductImage), 0)
  })
})

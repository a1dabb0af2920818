import { test } from '@japa/runner'
import { absoluteUrl } from '#core/country/urls'
import OutboxMessage from '#core/models/outbox_message'
import BrandGroupRequest from '#quotations/models/brand_group_request'
import User from '#users/models/user'
import { freshDatabase, countOf } from '#tests/helpers/database'
import { makeAdmin, makeModuleManager } from '#tests/helpers/requests'
import {
  BRANDS_API,
  detailFixtures,
  makeMailedAdmin,
  makeVendorStore,
} from '#tests/helpers/vendor_detail'
import { makeBrand } from '#tests/helpers/garage'
import { UserFactory } from '#database/factories/user_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'

test.group(
  'Brand/group request (PATCH …/quotationRequest/sendNotifyToAdminAboutBrands)',
  (group) => {
    freshDatabase(group)

    test('a vendor without the brand asks for it: stored for the store, e-mailed to the admins', async ({
      client,
      assert,
    }) => {
      const { request } = await detailFixtures()
      const mazdaOnly = await makeVendorStore({
        brands: [await makeBrand('Mazda')],
        owner: { fullName: 'Marta Tienda' },
      })
      await makeMailedAdmin('admin.uno@repuestos.test')
      await makeMailedAdmin('admin.dos@repuestos.test')
      await UserFactory.apply('admin', 'deactivated')
        .merge({ email: 'inactivo@repuestos.test' })
        .create()
      await makeModuleManager()

      const response = await client
        .patch(BRANDS_API)
        .json({
          requirement: '  Por favor habiliten la marca Chevrolet y el grupo de frenos  ',
          quotation_request_id: request.id,
        })
        .loginAs(mazdaOnly.owner)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(200)
      response.assertBodyContains({
        message: 'Solicitud enviada exitosamente',
        data: {
          store_id: mazdaOnly.store.id,
          quotation_request_id: request.id,
          requirement: 'Por favor habiliten la marca Chevrolet y el grupo de frenos',
        },
      })

      const row = await BrandGroupRequest.firstOrFail()
      assert.equal(row.storeId, mazdaOnly.store.id)
      assert.equal(row.userId, mazdaOnly.owner.id)
      assert.equal(row.quotationRequestId, request.id)

      const mails = await OutboxMessage.query().where('channel', 'email').orderBy('recipient')
      assert.deepEqual(
        mails.map((mail) => mail.recipient),
        ['admin.dos@repuestos.test', 'admin.uno@repuestos.test'],
        'every active admin, not module managers'
      )
      assert.equal(
        mails[0].subject,
        `Solicitud de habilitación de marcas o grupos: ${mazdaOnly.store.name}`
      )
      assert.include(mails[0].body, 'Por favor habiliten la marca Chevrolet y el grupo de frenos')
      assert.include(mails[0].body, `${request.code} (marca Chevrolet)`)
      assert.include(mails[0].body, 'Marta Tienda')
      // greeted by name, with the absolute link to the store on its country site
      assert.match(mails[0].body, /^Hola \S.*:/)
      assert.include(
        mails[0].body,
        absoluteUrl(mazdaOnly.store.countryCode, `/tienda/${mazdaOnly.store.urlPath}`)
      )
    })

    test('an adviser may ask too, without naming a request', async ({ client, assert }) => {
      const { store } = await makeVendorStore()
      const adviser = await StoreAdviserFactory.merge({ storeId: store.id })
        .apply('withUser')
        .create()
      await makeMailedAdmin('admin@repuestos.test')
      const response = await client
        .patch(BRANDS_API)
        .json({ requirement: 'Grupo de suspensión' })
        .loginAs(await User.findOrFail(adviser.userId))
        .withCsrfToken()
        .accept('json')
      response.assertStatus(200)
      const row = await BrandGroupRequest.firstOrFail()
      assert.equal(row.storeId, store.id)
      assert.isNull(row.quotationRequestId)
      assert.equal(await countOf(OutboxMessage), 1)
    })

    test('the requirement is required and at most 1024 characters', async ({ client, assert }) => {
      const { owner } = await makeVendorStore()
      await makeMailedAdmin('admin@repuestos.test')
      for (const body of [
        {},
        { requirement: '' },
        { requirement: '    ' },
        { requirement: null },
      ]) {
        const response = await client
          .patch(BRANDS_API)
          .json(body)
          .loginAs(owner)
          .withCsrfToken()
          .accept('json')
        response.assertStatus(422)
        response.assertBodyContains({
          message: 'Completa el campo requerido',
          errors: [{ field: 'requirement', message: 'Completa el campo requerido' }],
        })
      }
      const tooLong = await client
        .patch(BRANDS_API)
        .json({ requirement: 'a'.repeat(1025) })
        .loginAs(owner)
        .withCsrfToken()
        .accept('json')
      tooLong.assertStatus(422)
      tooLong.assertBodyContains({
        errors: [
          { field: 'requirement', message: 'La solicitud no puede superar los 1024 caracteres' },
        ],
      })
      const longest = await client
        .patch(BRANDS_API)
        .json({ requirement: 'a'.repeat(1024) })
        .loginAs(owner)
        .withCsrfToken()
        .accept('json')
      longest.assertStatus(200)
      assert.equal(await countOf(BrandGroupRequest), 1)
      assert.equal(await countOf(OutboxMessage), 1)
    })

    test('a request the vendor may not see cannot be named', async ({ client, assert }) => {
      const { request, brand } = await detailFixtures()
      const mexican = await makeVendorStore({ brands: [brand], countryCode: 'MX' })
      for (const id of [request.id, 999999]) {
        const response = await client
          .patch(BRANDS_API)
          .json({ requirement: 'Chevrolet', quotation_request_id: id })
          .loginAs(mexican.owner)
          .withCsrfToken()
          .accept('json')
        response.assertStatus(422)
        response.assertBodyContains({
          errors: [
            { field: 'quotation_request_id', message: 'La solicitud de cotización no existe' },
          ],
        })
      }
      assert.equal(await countOf(BrandGroupRequest), 0)
    })

    test('vendors only: buyers and staff 403, guests 401', async ({ client, assert }) => {
      for (const user of [
        await UserFactory.create(),
        await makeAdmin(),
        await makeModuleManager(),
      ]) {
        const response = await client
          .patch(BRANDS_API)
          .json({ requirement: 'Chevrolet' })
          .loginAs(user)
          .withCsrfToken()
          .accept('json')
        response.assertStatus(403)
        assert.equal(
          response.body().message,
          'Solo las tiendas pueden solicitar la habilitación de marcas o grupos'
        )
      }
      const guest = await client
        .patch(BRANDS_API)
        .json({ requirement: 'Chevrolet' })
        .withCsrfToken()
        .accept('json')
      guest.assertStatus(401)
      assert.equal(await countOf(BrandGroupRequest), 0)
      assert.equal(await countOf(OutboxMessage), 0)
    })
  }
)

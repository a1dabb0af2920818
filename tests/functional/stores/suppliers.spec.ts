import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Supplier from '#stores/models/supplier'
import { freshDatabase, countOf } from '#tests/helpers/database'
import { makeBuyer, makeLinkedSupplier, SUPPLIERS_API } from '#tests/helpers/requests'
import { SupplierFactory } from '#database/factories/supplier_factory'
import { mergeDuplicateSuppliers } from '#stores/actions/merge_duplicate_suppliers'

const linksOf = async (userId: number) =>
  (await db.from('buyer_suppliers').where('user_id', userId).select('supplier_id')).map((row) =>
    Number(row.supplier_id)
  )

test.group('Suppliers: list (loadProveedores)', (group) => {
  freshDatabase(group)

  test('a buyer lists their own active suppliers ordered by name', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const other = await makeBuyer()
    const zeta = await makeLinkedSupplier(buyer, {
      razonSocial: 'Zeta Repuestos S.A.S.',
      nit: '900111222-3',
      mobile: '3001112233',
      email: 'zeta@example.test',
    })
    const alfa = await makeLinkedSupplier(buyer, { razonSocial: 'alfa Frenos Ltda.' })
    const medio = await makeLinkedSupplier(buyer, { razonSocial: 'Motores del Valle' })
    await makeLinkedSupplier(buyer, { razonSocial: 'Antigua S.A.', deletedAt: DateTime.now() })
    await makeLinkedSupplier(other, { razonSocial: 'Ajeno S.A.' })

    const response = await client.get(SUPPLIERS_API).loginAs(buyer).accept('json')
    response.assertStatus(200)
    assert.deepEqual(
      response.body().data.map((row: any) => row.id),
      [alfa.id, medio.id, zeta.id]
    )
    assert.deepEqual(response.body().data[2], {
      id: zeta.id,
      razon_social: 'Zeta Repuestos S.A.S.',
      nit: '900111222-3',
      mobile: '3001112233',
      email: 'zeta@example.test',
    })
    assert.deepEqual(response.body().metadata, { count: 3, page: 1, pageSize: 200 })
  })

  test('pages count from 1', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    for (const name of ['A', 'B', 'C']) await makeLinkedSupplier(buyer, { razonSocial: name })
    const second = await client
      .get(SUPPLIERS_API)
      .qs({ page: 2, pageSize: 2 })
      .loginAs(buyer)
      .accept('json')
    assert.deepEqual(
      second.body().data.map((row: any) => row.razon_social),
      ['C']
    )
    assert.equal(second.body().metadata.count, 3)
    const zero = await client.get(SUPPLIERS_API).qs({ page: 0 }).loginAs(buyer).accept('json')
    zero.assertStatus(422)
    zero.assertBodyContains({
      errors: [{ field: 'page', message: 'La página debe ser un número entero mayor o igual a 1' }],
    })
  })

  test('a guest gets 401', async ({ client }) => {
    const response = await client.get(SUPPLIERS_API).accept('json')
    response.assertStatus(401)
    response.assertBodyContains({ message: 'Debes iniciar sesión para continuar' })
  })
})

test.group('Suppliers: create and link', (group) => {
  freshDatabase(group)

  test('a buyer creates a supplier and it is linked to them', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const response = await client
      .post(SUPPLIERS_API)
      .json({
        razon_social: '  Repuestos La 80 S.A.S. ',
        nit: '900.123.456-7',
        mobile: '+57 300 555 1234',
        email: 'Ventas@La80.test',
      })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    response.assertBodyContains({
      message: 'Proveedor creado y vinculado',
      data: {
        razon_social: 'Repuestos La 80 S.A.S.',
        nit: '900123456-7',
        mobile: '3005551234',
        email: 'ventas@la80.test',
      },
    })
    assert.deepEqual(await linksOf(buyer.id), [response.body().data.id])
  })

  test('only the razón social is required; empty fields count as not given', async ({
    client,
    assert,
  }) => {
    const buyer = await makeBuyer()
    const response = await client
      .post(SUPPLIERS_API)
      .json({ razon_social: 'Taller Amigo', nit: '', mobile: '', email: '' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    response.assertBodyContains({
      data: { razon_social: 'Taller Amigo', nit: null, mobile: null, email: null },
    })
    assert.equal(await countOf(Supplier), 1)
  })

  test('an existing supplier with the same NIT is linked, not duplicated', async ({
    client,
    assert,
  }) => {
    const first = await makeBuyer()
    const existing = await makeLinkedSupplier(first, {
      razonSocial: 'Distribuidora del Valle',
      nit: '900456789-1',
    })
    const buyer = await makeBuyer()
    const response = await client
      .post(SUPPLIERS_API)
      .json({ razon_social: 'Otro nombre', nit: '900 456 789-1' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      message: 'Proveedor vinculado',
      data: { id: existing.id, razon_social: 'Distribuidora del Valle' },
    })
    assert.equal(await countOf(Supplier), 1)
    assert.deepEqual(await linksOf(buyer.id), [existing.id])
    assert.deepEqual(await linksOf(first.id), [existing.id])

    const again = await client
      .post(SUPPLIERS_API)
      .json({ razon_social: 'Otro nombre', nit: '900456789-1' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    again.assertStatus(200)
    again.assertBodyContains({ message: 'Este proveedor ya está vinculado a tu cuenta' })
    assert.deepEqual(await linksOf(buyer.id), [existing.id])
  })

  test('20 buyers linking one new NIT at once make one supplier, linked to all', async ({
    client,
    assert,
  }) => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeBuyer()))
    const responses = await Promise.all(
      buyers.map((buyer) =>
        client
          .post(SUPPLIERS_API)
          .json({ razon_social: 'Repuestos La Carrera', nit: '901234567-8' })
          .loginAs(buyer)
          .withCsrfToken()
          .accept('json')
      )
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 1, String(statuses))
    assert.equal(statuses.filter((status) => status === 200).length, 19, String(statuses))
    for (const response of responses.filter((r) => r.status() === 200)) {
      assert.equal(response.body().message, 'Proveedor vinculado')
    }
    assert.equal(await countOf(Supplier), 1)
    const supplier = await Supplier.firstOrFail()
    for (const buyer of buyers) assert.deepEqual(await linksOf(buyer.id), [supplier.id])
  }).timeout(60_000)

  test('one buyer sending the same new NIT 10 times at once gets one supplier', async ({
    client,
    assert,
  }) => {
    const buyer = await makeBuyer()
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        client
          .post(SUPPLIERS_API)
          .json({ razon_social: 'Repuestos La Carrera', nit: '901234567-8' })
          .loginAs(buyer)
          .withCsrfToken()
          .accept('json')
      )
    )
    const statuses = responses.map((response) => response.status())
    assert.deepEqual([...new Set(statuses)].sort(), [200, 201], `never a 500: ${statuses}`)
    for (const response of responses.filter((r) => r.status() === 200)) {
      assert.equal(response.body().message, 'Este proveedor ya está vinculado a tu cuenta')
    }
    assert.equal(await countOf(Supplier), 1)
    assert.lengthOf(await linksOf(buyer.id), 1)
  }).timeout(60_000)

  test('the migration merges suppliers that already share a NIT into the oldest', async ({
    assert,
  }) => {
    const [a, b] = [await makeBuyer(), await makeBuyer()]
    const oldest = await makeLinkedSupplier(a, { nit: '800999111-2' })
    // duplicates written before the unique index existed (the index is bypassed by clearing it)
    const twin = await makeLinkedSupplier(b, { nit: '800999112-2' })
    await db.from('suppliers').where('id', twin.id).update({ nit: '800999111-2', active_nit: null })
    await db.table('buyer_suppliers').insert({ user_id: a.id, supplier_id: twin.id })
    const merged = await mergeDuplicateSuppliers(db)
    assert.equal(merged, 1)
    assert.equal(await countOf(Supplier), 1)
    assert.deepEqual(await linksOf(a.id), [oldest.id])
    assert.deepEqual(await linksOf(b.id), [oldest.id])
  })

  test('a soft-deleted supplier with the same NIT is not brought back', async ({
    client,
    assert,
  }) => {
    const deleted = await SupplierFactory.apply('deleted').merge({ nit: '800100200-1' }).create()
    const buyer = await makeBuyer()
    const response = await client
      .post(SUPPLIERS_API)
      .json({ razon_social: 'Nueva S.A.S.', nit: '800100200-1' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    assert.notEqual(response.body().data.id, deleted.id)
  })

  test('invalid data answers 422 with Spanish field messages and creates nothing', async ({
    client,
    assert,
  }) => {
    const buyer = await makeBuyer()
    const response = await client
      .post(SUPPLIERS_API)
      .json({ razon_social: '   ', nit: 'x'.repeat(33), mobile: '12345', email: 'no-es-email' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    const messages = Object.fromEntries(
      response.body().errors.map((error: any) => [error.field, error.message])
    )
    assert.deepEqual(messages, {
      razon_social: 'Ingresa la razón social del proveedor',
      nit: 'El NIT debe tener máximo 32 caracteres',
      mobile: 'Teléfono inválido',
      email: 'El email no es válido',
    })
    assert.equal(await countOf(Supplier), 0)

    const long = await client
      .post(SUPPLIERS_API)
      .json({ razon_social: 'a'.repeat(257) })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    long.assertStatus(422)
    long.assertBodyContains({
      errors: [
        { field: 'razon_social', message: 'La razón social debe tener máximo 256 caracteres' },
      ],
    })
  })

  test('a Mexican number is valid on the Mexican host', async ({ client }) => {
    const buyer = await makeBuyer()
    const response = await client
      .post(SUPPLIERS_API)
      .header('host', 'mx.repuestos.test')
      .json({ razon_social: 'Refacciones CDMX', mobile: '+52 55 1234 5678' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    response.assertBodyContains({ data: { mobile: '5512345678' } })
  })

  test('the tax id is the RFC on the Mexican host (Ñ and & included), the NIT in Colombia', async ({
    client,
  }) => {
    const buyer = await makeBuyer()
    const post = (host: string, nit: string) =>
      client
        .post(SUPPLIERS_API)
        .header('host', host)
        .json({ razon_social: 'Refacciones Peña', nit })
        .loginAs(buyer)
        .withCsrfToken()
        .accept('json')
    const mx = await post('mx.repuestos.test', 'RFC#1')
    mx.assertStatus(422)
    mx.assertBodyContains({
      errors: [
        {
          field: 'nit',
          message: 'El RFC solo puede tener números, letras (con Ñ y &), puntos y guiones',
        },
      ],
    })
    const co = await post('repuestos.test', 'NIT#1')
    co.assertStatus(422)
    co.assertBodyContains({
      errors: [
        { field: 'nit', message: 'El NIT solo puede tener números, letras, puntos y guiones' },
      ],
    })
    const rfc = await post('mx.repuestos.test', 'PEÑ&850612AB3')
    rfc.assertStatus(201)
    rfc.assertBodyContains({ data: { nit: 'PEÑ&850612AB3' } })
  })

  test('a guest gets 401 and nothing is created', async ({ client, assert }) => {
    const response = await client
      .post(SUPPLIERS_API)
      .json({ razon_social: 'Fantasma S.A.' })
      .withCsrfToken()
      .accept('json')
    response.assertStatus(401)
    assert.equal(await countOf(Supplier), 0)
  })
})

test.group('Suppliers: unlink', (group) => {
  freshDatabase(group)

  test('a buyer unlinks their supplier; the supplier stays for others', async ({
    client,
    assert,
  }) => {
    const buyer = await makeBuyer()
    const other = await makeBuyer()
    const supplier = await makeLinkedSupplier(buyer)
    await supplier.related('buyers').attach([other.id])
    const response = await client
      .delete(`${SUPPLIERS_API}/${supplier.id}`)
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({ message: 'Proveedor desvinculado' })
    assert.deepEqual(await linksOf(buyer.id), [])
    assert.deepEqual(await linksOf(other.id), [supplier.id])
    assert.equal(await countOf(Supplier), 1)
  })

  test("another buyer's supplier answers 404 and stays linked", async ({ client, assert }) => {
    const owner = await makeBuyer()
    const supplier = await makeLinkedSupplier(owner)
    const response = await client
      .delete(`${SUPPLIERS_API}/${supplier.id}`)
      .loginAs(await makeBuyer())
      .withCsrfToken()
      .accept('json')
    response.assertStatus(404)
    response.assertBodyContains({
      message: 'El proveedor no existe o no está vinculado a tu cuenta',
    })
    assert.deepEqual(await linksOf(owner.id), [supplier.id])
  })

  test('an unknown supplier answers 404', async ({ client }) => {
    const response = await client
      .delete(`${SUPPLIERS_API}/424242`)
      .loginAs(await makeBuyer())
      .withCsrfToken()
      .accept('json')
    response.assertStatus(404)
  })

  test('a guest gets 401', async ({ client, assert }) => {
    const owner = await makeBuyer()
    const supplier = await makeLinkedSupplier(owner)
    const response = await client
      .delete(`${SUPPLIERS_API}/${supplier.id}`)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(401)
    assert.deepEqual(await linksOf(owner.id), [supplier.id])
  })
})

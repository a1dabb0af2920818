import { test } from '@japa/runner'
import VehicleBrand from '#catalog/models/vehicle_brand'
import { freshDatabase } from '#tests/helpers/database'

test.group('Vehicle brands and catalogue', (group) => {
  freshDatabase(group)

  test('brand autocomplete by name, accents ignored', async ({ client, assert }) => {
    await VehicleBrand.createMany([
      { name: 'Citroën', slug: 'citroen', popular: false, isActive: true },
      { name: 'Chevrolet', slug: 'chevrolet', popular: true, isActive: true },
      { name: 'Daewoo', slug: 'daewoo', popular: false, isActive: false },
    ])
    const all = await client.get('/api/catalogo/vehicleBrands').accept('json')
    all.assertStatus(200)
    assert.deepEqual(
      all.body().data.map((b: any) => b.name),
      ['Chevrolet', 'Citroën']
    )
    assert.equal(all.body().metadata.count, 2)
    const search = await client.get('/api/catalogo/vehicleBrands?search=citroen').accept('json')
    assert.deepEqual(
      search.body().data.map((b: any) => b.name),
      ['Citroën']
    )
    const tooMany = await client.get('/api/catalogo/vehicleBrands?pageSize=500').accept('json')
    tooMany.assertStatus(422)
  })

  test('is a VIN in the catalogue', async ({ client }) => {
    const found = await client
      .get('/api/catalogo/catalogV2/verifyVinInCatalogForActiveUser?vin=jtdbr32e730123456')
      .accept('json')
    found.assertBody({ data: { hasCatalog: true, catalogId: 'toyota' } })
    const missing = await client
      .get('/api/catalogo/catalogV2/verifyVinInCatalogForActiveUser?vin=ZZZ99999999999999')
      .accept('json')
    missing.assertBody({ data: { hasCatalog: false, catalogId: null } })
    const short = await client
      .get('/api/catalogo/catalogV2/verifyVinInCatalogForActiveUser?vin=123')
      .accept('json')
    short.assertStatus(422)
    short.assertBodyContains({
      errors: [{ field: 'vin', message: 'El VIN debe ser de 17 caracteres' }],
    })
  })
})

test.group('Photo uploads', (group) => {
  freshDatabase(group)

  test('an image is stored recompressed as WebP and served', async ({ client, assert }) => {
    const response = await client
      .post('/api/uploads/image')
      .file('file', 'tests/fixtures/photo.png')
      .field('purpose', 'detail')
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    const { path, url } = response.body().data
    assert.match(path, /^quotation-details\/[0-9a-f-]+\.webp$/)
    assert.equal(url, `/uploads/${path}`)
    const served = await client.get(url)
    served.assertStatus(200)
    assert.equal(served.header('content-type'), 'image/webp')
  })

  test('a file that is not an image is refused in Spanish', async ({ client }) => {
    const response = await client
      .post('/api/uploads/image')
      .file('file', 'tests/fixtures/notes.txt')
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [{ field: 'file', message: 'Tipo de archivo no permitido' }],
    })
  })

  test('no file, no upload', async ({ client }) => {
    const response = await client.post('/api/uploads/image').withCsrfToken().accept('json')
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'file', message: 'Selecciona una imagen' }] })
  })
})

import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import LocalizationZone from '#core/models/localization_zone'
import { queriesDuring } from '#tests/helpers/requests'

const ZONES = '/api/localization/zones'
const MX = 'mx.localhost'

/** The 16 alcaldías of Ciudad de México. */
const ALCALDIAS = [
  'Álvaro Obregón',
  'Azcapotzalco',
  'Benito Juárez',
  'Coyoacán',
  'Cuajimalpa de Morelos',
  'Cuauhtémoc',
  'Gustavo A. Madero',
  'Iztacalco',
  'Iztapalapa',
  'La Magdalena Contreras',
  'Miguel Hidalgo',
  'Milpa Alta',
  'Tláhuac',
  'Tlalpan',
  'Venustiano Carranza',
  'Xochimilco',
]

type ZoneItem = { id: number; name: string; full_name: string }

function search(client: any, text: string, host = MX) {
  return client.get(ZONES).qs({ search: text }).header('host', host).accept('json')
}

async function found(client: any, text: string, host = MX) {
  const response = await search(client, text, host)
  response.assertStatus(200)
  return response.body() as { data: ZoneItem[]; metadata: { count: number } }
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')

/**
 * The Mexican city list as the seed loads it (database/data/mexico.ts through the seeder) and the
 * city search over it: accents and case ignored, the city named exactly first, 'CDMX'. Seeded
 * once for the group (read-only tests).
 */
test.group('Mexican cities: the seeded list and the city search', (group) => {
  group.setup(async () => {
    const empty = await testUtils.db().truncate()
    await testUtils.db().seed()
    return () => empty()
  })

  test('Ciudad de México holds its 16 alcaldías', async ({ assert }) => {
    const alcaldias = await LocalizationZone.query()
      .where('country_code', 'MX')
      .where('type', 'city')
      .whereHas('parent', (state) => state.where('name', 'Ciudad de México'))
      .whereNot('name', 'Ciudad de México')
    assert.sameMembers(
      alcaldias.map((zone) => zone.name),
      ALCALDIAS
    )
  })

  test('the search answers every alcaldía by its name, accents and case aside', async ({
    client,
    assert,
  }) => {
    for (const name of ALCALDIAS) {
      const { data } = await found(client, withoutAccents(name).toUpperCase())
      // first the cities of that very name (Cuauhtémoc is a city of Chihuahua as well)
      const exact = data.filter((zone) => zone.name === name)
      assert.isNotEmpty(exact, name)
      assert.deepEqual(data.slice(0, exact.length), exact, name)
      assert.include(
        exact.map((zone) => zone.full_name),
        `${name}, Ciudad de México`
      )
    }
  })

  test("the city is found as 'Ciudad de México' and as 'CDMX', first", async ({
    client,
    assert,
  }) => {
    for (const text of ['Ciudad de México', 'ciudad de mexico', 'CDMX', 'cdmx']) {
      const { data, metadata } = await found(client, text)
      assert.equal(data[0]?.full_name, 'Ciudad de México', text)
      assert.equal(metadata.count, 17, text)
    }
    const colombia = await found(client, 'cdmx', 'localhost')
    assert.deepEqual(colombia.data, [])
  })

  test("'Leon' answers León, Guanajuato first, then the names that start with it", async ({
    client,
    assert,
    cleanup,
  }) => {
    const quintanaRoo = await LocalizationZone.query()
      .where('country_code', 'MX')
      .where('type', 'department')
      .where('name', 'Quintana Roo')
      .firstOrFail()
    const leona = await LocalizationZone.create({
      countryCode: 'MX',
      type: 'city',
      code: '23999',
      name: 'Leona Vicario',
      fullName: 'Leona Vicario, Quintana Roo',
      parentId: quintanaRoo.id,
      isCapital: false,
    })
    cleanup(() => leona.delete())

    for (const text of ['Leon', 'león', 'LEÓN']) {
      const { data } = await found(client, text)
      const names = data.map((zone) => zone.full_name)
      assert.deepEqual(names.slice(0, 2), ['León, Guanajuato', 'Leona Vicario, Quintana Roo'], text)
      // then the rest: the capital of Nuevo León before its other cities
      assert.equal(names[2], 'Monterrey, Nuevo León', text)
      assert.include(names, 'Huajuapan de León, Oaxaca', text)
    }
  })

  test('the search costs the same queries whatever it searches', async ({ client, assert }) => {
    const counts = []
    for (const text of ['leon', 'cdmx', 'a', '']) {
      const statements = await queriesDuring(() => search(client, text))
      counts.push(statements.filter((sql) => sql.includes('localization_zones')).length)
    }
    assert.deepEqual(counts, [2, 2, 2, 2])
  })
})

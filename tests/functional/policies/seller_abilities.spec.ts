import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { bouncerFor, ROLES, type Role } from '#tests/helpers/policies'
import { makeGoStore } from '#tests/helpers/vendors'

/**
 * The abilities that are not about one record (app/core/policies/abilities.ts,
 * SellerPolicy, SellerAreaPolicy), for every role of doc 2 §6 and doc 3 §6: each one allowed
 * to some and refused to the others.
 */
const ABILITIES = [
  'actAsAdmin',
  'useGarage',
  'useVendorWording',
  'seeRuntLink',
  'actAsVendor',
  'viewSellerTabs',
  'viewReports',
  'readLists',
  'viewOpportunityCounters',
  'viewIndicators',
  'triage',
  'askForBrands',
  'pickSeller',
] as const
type Ability = (typeof ABILITIES)[number]

/** Who gets what: the abilities each role is allowed; every other one is refused. */
const ALLOWED: Record<Role, Ability[]> = {
  buyer: ['useGarage'],
  admin: ['actAsAdmin', 'useGarage', 'readLists', 'pickSeller'],
  moduleManager: ['actAsAdmin', 'useGarage', 'viewSellerTabs', 'readLists', 'pickSeller'],
  goVendor: [...ABILITIES].filter((ability) => ability !== 'actAsAdmin'),
  goAdviser: [...ABILITIES].filter((ability) => ability !== 'actAsAdmin'),
  vendorWithoutModule: [
    'useGarage',
    'useVendorWording',
    'seeRuntLink',
    'askForBrands',
    'pickSeller',
  ],
  adviserWithoutModule: [
    'useGarage',
    'useVendorWording',
    'seeRuntLink',
    'viewSellerTabs',
    'viewReports',
    'askForBrands',
    'pickSeller',
  ],
  ownerNotVendor: ['useGarage', 'askForBrands', 'pickSeller'],
  adminWithStore: [
    'actAsAdmin',
    'useGarage',
    'useVendorWording',
    'seeRuntLink',
    'viewSellerTabs',
    'readLists',
    'pickSeller',
  ],
}

const CORE: Ability[] = ['actAsAdmin', 'useGarage', 'useVendorWording', 'seeRuntLink']

async function allows(bouncer: Awaited<ReturnType<typeof bouncerFor>>, ability: Ability) {
  if (CORE.includes(ability)) return bouncer.allows(ability as never)
  if (ability === 'actAsVendor') return bouncer.with('SellerPolicy').allows('actAsVendor')
  return bouncer.with('SellerAreaPolicy').allows(ability as never)
}

test.group('Abilities without a record, by role (doc 2 §6, doc 3 §6)', (group) => {
  freshDatabase(group)

  test('{role}')
    .with(Object.keys(ALLOWED).map((role) => ({ role: role as Role })))
    .run(async ({ assert }, { role }) => {
      const bouncer = await bouncerFor(await ROLES[role]())
      for (const ability of ABILITIES) {
        const expected = ALLOWED[role].includes(ability)
        assert.equal(await allows(bouncer, ability), expected, `${role} ${ability}`)
      }
    })

  test('a guest gets none', async ({ assert }) => {
    const bouncer = await bouncerFor(null)
    for (const ability of ABILITIES) {
      assert.isFalse(await allows(bouncer, ability), ability)
    }
  })
})

test.group('Seller area refusals say why (SellerAreaPolicy)', (group) => {
  freshDatabase(group)

  test('lists: a buyer is no vendor, a store without the module needs it, another store is not yours', async ({
    assert,
  }) => {
    const notVendor = await (
      await bouncerFor(await ROLES.buyer())
    )
      .with('SellerAreaPolicy')
      .execute('readLists')
    assert.deepInclude(notVendor, {
      authorized: false,
      status: 403,
      message:
        'Solo los vendedores y asesores de una tienda con el módulo Repuestos GO pueden consultar esta información',
    })

    const inactive = await (
      await bouncerFor(await ROLES.vendorWithoutModule())
    )
      .with('SellerAreaPolicy')
      .execute('readLists')
    assert.deepInclude(inactive, {
      authorized: false,
      status: 403,
      message:
        'Tu cuenta tiene inactivo el módulo de Repuestos GO. Solicita la activación desde el siguiente formulario.',
    })

    const { owner, store } = await makeGoStore()
    const other = await makeGoStore()
    const seller = (await bouncerFor(owner)).with('SellerAreaPolicy')
    assert.isTrue(await seller.allows('readLists', store.id))
    assert.deepInclude(await seller.execute('readLists', other.store.id), {
      authorized: false,
      status: 403,
      message: 'No tienes permiso para consultar la información de esta tienda',
    })
    // staff read any store's lists, read-only
    const staff = (await bouncerFor(await ROLES.moduleManager())).with('SellerAreaPolicy')
    assert.isTrue(await staff.allows('readLists', other.store.id))
  })

  test('staff: no opportunity counters, no indicators, no triage, no brand requests', async ({
    assert,
  }) => {
    for (const make of [ROLES.admin, ROLES.moduleManager]) {
      const seller = (await bouncerFor(await make())).with('SellerAreaPolicy')
      assert.deepInclude(await seller.execute('viewOpportunityCounters'), {
        status: 403,
        message: 'Los administradores no ven los contadores de oportunidades de venta',
      })
      assert.deepInclude(await seller.execute('viewIndicators'), {
        status: 403,
        message: 'Los administradores no ven los contadores de oportunidades de venta',
      })
      assert.deepInclude(await seller.execute('triage'), {
        status: 403,
        message:
          'Los administradores ven las solicitudes en modo de solo lectura: no pueden descartarlas ni marcarlas en proceso',
      })
      assert.deepInclude(await seller.execute('askForBrands'), {
        status: 403,
        message: 'Solo las tiendas pueden solicitar la habilitación de marcas o grupos',
      })
    }
  })

  test('a vendor triages, counts and reads the indicators of their own store only', async ({
    assert,
  }) => {
    const { owner, store } = await makeGoStore()
    const other = await makeGoStore()
    const seller = (await bouncerFor(owner)).with('SellerAreaPolicy')
    for (const ability of ['triage', 'viewOpportunityCounters', 'viewIndicators'] as const) {
      assert.isTrue(await seller.allows(ability, store.id), ability)
      assert.deepInclude(await seller.execute(ability, other.store.id), {
        authorized: false,
        status: 403,
      })
    }
  })
})

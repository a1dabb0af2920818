import factory from '@adonisjs/lucid/factories'
import BillingData from '#orders/models/billing_data'
import { UserFactory } from '#database/factories/user_factory'
import {
  findOrCreateCity,
  LocalizationZoneFactory,
} from '#database/factories/localization_zone_factory'
import { mobileFor, needsParent, RUN, sequence } from '#database/factories/helpers'

/** Additional billing records of a company (new buyer and first city unless merged). */
export const BillingDataFactory = factory
  .define(BillingData, () => {
    const n = sequence()
    return {
      fullname: `Transportes Prueba ${n} S.A.S.`,
      identification: `900${String(n).padStart(6, '0')}`,
      address: `Carrera ${10 + (n % 60)} # ${n % 40}-20`,
      email: `facturacion${n}.r${RUN}@example.test`,
      mobile: mobileFor(n),
    }
  })
  .relation('user', () => UserFactory)
  .relation('city', () => LocalizationZoneFactory)
  .before('create', async (builder, billing, ctx) => {
    if (needsParent(builder, billing, 'userId', 'user')) {
      billing.userId = (await UserFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, billing, 'cityId', 'city')) {
      billing.cityId = (await findOrCreateCity(ctx)).id
    }
  })
  .build()

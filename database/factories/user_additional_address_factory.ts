import factory from '@adonisjs/lucid/factories'
import UserAdditionalAddress from '#orders/models/user_additional_address'
import { UserFactory } from '#database/factories/user_factory'
import {
  findOrCreateCity,
  LocalizationZoneFactory,
} from '#database/factories/localization_zone_factory'
import { mobileFor, needsParent, personName, sequence } from '#database/factories/helpers'

/** Additional delivery addresses (new buyer and first city unless merged). */
export const UserAdditionalAddressFactory = factory
  .define(UserAdditionalAddress, () => {
    const n = sequence()
    return {
      fullname: personName(n),
      identification: String(1000000000 + n),
      address: `Calle ${10 + (n % 90)} # ${n % 50}-${10 + (n % 80)}`,
      mobile: mobileFor(n),
    }
  })
  .relation('user', () => UserFactory)
  .relation('city', () => LocalizationZoneFactory)
  .before('create', async (builder, address, ctx) => {
    if (needsParent(builder, address, 'userId', 'user')) {
      address.userId = (await UserFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, address, 'cityId', 'city')) {
      address.cityId = (await findOrCreateCity(ctx)).id
    }
  })
  .build()

import factory from '@adonisjs/lucid/factories'
import StoreAdviser from '#stores/models/store_adviser'
import { StoreFactory } from '#database/factories/store_factory'
import { UserFactory } from '#database/factories/user_factory'
import { needsParent, personName, sequence } from '#database/factories/helpers'

/**
 * Store advisers: a name only by default (a new store unless `storeId` is merged).
 * State `withUser`: the adviser also gets a vendor user account (storeByAdviser).
 */
export const StoreAdviserFactory = factory
  .define(StoreAdviser, () => {
    const n = sequence()
    return { name: `Asesor ${personName(n)}`, isActive: true }
  })
  .state('withUser', async (adviser, ctx) => {
    if (!adviser.userId) {
      const user = await UserFactory.useCtx(ctx)
        .apply('vendor')
        .merge({ fullName: adviser.name.replace(/^Asesor /, '') })
        .create()
      adviser.userId = user.id
    }
  })
  .state('inactive', (adviser) => {
    adviser.isActive = false
  })
  .relation('store', () => StoreFactory)
  .relation('user', () => UserFactory)
  .before('create', async (builder, adviser, ctx) => {
    if (needsParent(builder, adviser, 'storeId', 'store')) {
      adviser.storeId = (await StoreFactory.useCtx(ctx).create()).id
    }
  })
  .build()

import app from '@adonisjs/core/services/app'
import { Bouncer } from '@adonisjs/bouncer'
import User from '#users/models/user'
import * as abilities from '#core/policies/abilities'
import { policies } from '#start/policies'
import { StoreFactory } from '#database/factories/store_factory'
import { makeAdmin, makeBuyer, makeModuleManager } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'

/**
 * A Bouncer for `user` with every ability and policy, as a request gets one
 * (app/core/middleware/initialize_bouncer_middleware.ts). The user is read again from the
 * database, as each request does: what a policy remembers about a user lives one request.
 */
export async function bouncerFor(user: User | null) {
  const fresh = user ? await User.findOrFail(user.id) : null
  return new Bouncer(fresh, abilities, policies).setContainerResolver(
    app.container.createResolver()
  )
}

/** The roles of doc 2 §6 and doc 3 §6, each made fresh. */
export const ROLES = {
  buyer: () => makeBuyer(),
  admin: makeAdmin,
  moduleManager: makeModuleManager,
  /** The owner (a vendor) of a store with the GO module. */
  goVendor: async () => (await makeGoStore()).owner,
  /** An adviser with a login of a store with the GO module (storeByAdviser). */
  goAdviser: async () => (await makeGoStore({ advisers: 1 })).advisers[0].account,
  /** The owner (a vendor) of a store without the GO module. */
  vendorWithoutModule: async () => (await makeGoStore({ goModule: false })).owner,
  /** An adviser of a store without the GO module. */
  adviserWithoutModule: async () =>
    (await makeGoStore({ goModule: false, advisers: 1 })).advisers[0].account,
  /** A buyer (not isVendor) who owns a store with the GO module. */
  ownerNotVendor: async () => {
    const owner = await makeBuyer()
    await StoreFactory.merge({ userId: owner.id }).apply('goModule').create()
    return owner
  },
  /** An admin who also owns a store with the GO module: staff first. */
  adminWithStore: async () => {
    const admin = await makeAdmin()
    await admin.merge({ isVendor: true }).save()
    await StoreFactory.merge({ userId: admin.id }).apply('goModule').create()
    return admin
  },
} as const

export type Role = keyof typeof ROLES

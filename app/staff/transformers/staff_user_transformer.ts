import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#users/models/user'
import { COUNTRIES, type CountryCode } from '#core/country/country'
import { flagSetOf } from '#staff/rules/users'
import type { StaffUsersContext } from '#staff/queries/staff_users_query'

/**
 * A row of the staff section's Usuarios (`/staff/usuarios`): who the person is (name, e-mail,
 * mobile, country, since when), what they are on the platform (buyer, a store's vendor, a
 * store's adviser), what is verified, their staff flags and whether they are blocked (since
 * when, why, by whom). `isSelf` marks the admin's own row (no 'Bloquear' there).
 */
export default class StaffUserTransformer extends BaseTransformer<User> {
  constructor(
    resource: User,
    protected context: StaffUsersContext
  ) {
    super(resource)
  }

  toObject() {
    const person = this.resource
    const role = this.context.roles.get(person.id) ?? { role: 'buyer' as const, store: null }
    return {
      id: person.id,
      fullName: person.fullName,
      email: person.email,
      mobile: person.mobile,
      countryCode: person.countryCode,
      country: COUNTRIES[person.countryCode as CountryCode]?.name ?? person.countryCode,
      createdAt: person.createdAt.toISO()!,
      emailVerified: person.emailVerified,
      mobileVerified: person.mobileVerified,
      role: role.role,
      store: role.store,
      flags: flagSetOf(person),
      blocked: person.deactivatedAt
        ? {
            since: person.deactivatedAt.toISO()!,
            reason: person.deactivatedReason,
            by: person.deactivatedBy
              ? (this.context.blockers.get(person.deactivatedBy) ?? null)
              : null,
          }
        : null,
      isSelf: person.id === this.context.viewerId,
    }
  }
}

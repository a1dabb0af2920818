import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { BusinessError } from '#core/errors'
import type { CountryCode } from '#core/country/country'
import User from '#users/models/user'
import VerifyAuthenticationCode from '#users/actions/verify_authentication_code'

export interface AssignInput {
  mobile: string
  code: string
  countryCode: CountryCode
  ip: string
  full_name: string
  email: string
  city_id: number
  /** The signed-in user changing their number, if any. */
  currentUser: User | null
}

/**
 * validateCodeAndAssignUser (doc 2 §4 "Phone verification"): the code proves the number is the
 * person's; then the user is created or updated and marked verified, and the caller opens the
 * session. A guest whose number already has an account becomes that account (same proof as a
 * WhatsApp login); a signed-in user moves their account to the new number, unless another
 * account owns it.
 */
@inject()
export default class VerifyNumberAndAssignUser {
  constructor(private verifyCode: VerifyAuthenticationCode) {}

  async handle(input: AssignInput) {
    await this.verifyCode.handle({
      mobile: input.mobile,
      countryCode: input.countryCode,
      code: input.code,
      ip: input.ip,
      purpose: 'verify',
    })

    return db.transaction(async (trx) => {
      const owner = await User.query({ client: trx })
        .where('country_code', input.countryCode)
        .where('mobile', input.mobile)
        .first()

      if (input.currentUser && owner && owner.id !== input.currentUser.id) {
        throw new BusinessError(
          'Ya existe una cuenta con este número de WhatsApp',
          422,
          {},
          'mobile'
        )
      }
      const user = input.currentUser
        ? await User.findOrFail(input.currentUser.id, { client: trx })
        : (owner ?? new User().useTransaction(trx))
      if (user.isDeactivated)
        throw new BusinessError('Tu cuenta está desactivada. Comunícate con soporte.', 403)

      const emailOwner = await User.query({ client: trx }).where('email', input.email).first()
      const emailFree = !emailOwner || emailOwner.id === user.id

      if (!user.$isPersisted) {
        if (!emailFree) {
          throw new BusinessError(
            'Ya existe una cuenta con este email. Ingresa con tu cuenta para continuar.',
            422,
            {},
            'email'
          )
        }
        user.merge({ userKind: 'buyer', conditionsAccepted: true, email: input.email })
      } else if (emailFree && user.email !== input.email) {
        user.email = input.email
        user.emailVerified = false
      }
      user.merge({
        fullName: input.full_name,
        cityId: input.city_id,
        countryCode: input.countryCode,
        mobile: input.mobile,
        mobileVerified: true,
        lastLoginAt: DateTime.now(),
      })
      await user.useTransaction(trx).save()
      return user
    })
  }
}

import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { BusinessError } from '#core/errors'
import type { CountryCode } from '#core/country/country'
import User from '#users/models/user'
import SendAccountEmail from '#users/actions/send_account_email'

export interface RegisterInput {
  full_name: string
  email: string
  mobile: string
  city_id: number
  password: string
  countryCode: CountryCode
}

/**
 * Creates a buyer account (terms accepted) and e-mails the verification link. The WhatsApp
 * number is verified the first time its owner logs in with a code.
 */
@inject()
export default class RegisterUser {
  constructor(private accountEmail: SendAccountEmail) {}

  async handle(input: RegisterInput) {
    const user = await db.transaction(async (trx) => {
      const taken = await User.query({ client: trx }).where('mobile', input.mobile).first()
      if (taken) {
        throw new BusinessError(
          'Ya existe una cuenta con este número de WhatsApp',
          422,
          {},
          'mobile'
        )
      }
      return User.create(
        {
          fullName: input.full_name,
          email: input.email,
          mobile: input.mobile,
          countryCode: input.countryCode,
          cityId: input.city_id,
          password: input.password,
          userKind: 'buyer',
          conditionsAccepted: true,
        },
        { client: trx }
      )
    })
    await this.accountEmail.verification(user)
    return user
  }
}

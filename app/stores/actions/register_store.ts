import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { BusinessError } from '#core/errors'
import type { CountryCode } from '#core/country/country'
import User from '#users/models/user'
import VerifyAuthenticationCode from '#users/actions/verify_authentication_code'
import SendAccountEmail from '#users/actions/send_account_email'
import Store from '#stores/models/store'
import { STORE_SIGNUP_MESSAGES as M } from '#stores/rules/store_signup_messages'
import { URL_PATH_MESSAGES } from '#stores/rules/url_path'

export interface RegisterStoreInput {
  name: string
  tax_id: string
  city_id: number
  mobile: string
  code: string
  url_path: string
  countryCode: CountryCode
  ip: string
  /** The signed-in person registering their store, or null for a guest. */
  currentUser: User | null
  /** A guest's new account (validated by guestAccountValidator). */
  account: { full_name: string; email: string; password: string } | null
}

/**
 * Registers a store ('Registrate como Proveedor', issue 20 item 2). In order, so that the
 * one-time WhatsApp code is spent only when nothing else can refuse:
 * 1. a signed-in person who already owns a store is refused (403); a guest whose WhatsApp
 *    number already has an account is sent to sign in first (422 on `mobile`);
 * 2. the code sent to the store's WhatsApp (purpose 'verify', the wizard's own verification,
 *    with its tries and limits) proves the number;
 * 3. in one transaction the guest's account is created (the number verified, terms accepted),
 *    the owner becomes a vendor (`is_vendor`) and the store is created pending: `is_active`
 *    true, `go_module_active` false (see the 3320 migration for the states);
 * 4. when the owner's e-mail is not verified yet, the existing verification link is e-mailed
 *    (SendAccountEmail, as /users/page/register does). The store's e-mail is the owner's.
 */
@inject()
export default class RegisterStore {
  constructor(
    private verifyCode: VerifyAuthenticationCode,
    private accountEmail: SendAccountEmail
  ) {}

  async handle(input: RegisterStoreInput) {
    if (input.currentUser) {
      const owned = await Store.query()
        .withScopes((s) => s.ownedBy(input.currentUser!.id))
        .first()
      if (owned) throw new BusinessError(M.alreadyOwner, 403)
    } else {
      const numberOwner = await User.query()
        .where('country_code', input.countryCode)
        .where('mobile', input.mobile)
        .first()
      if (numberOwner) throw new BusinessError(M.numberHasAccount, 422, {}, 'mobile')
    }

    await this.verifyCode.handle({
      mobile: input.mobile,
      countryCode: input.countryCode,
      code: input.code,
      ip: input.ip,
      purpose: 'verify',
    })

    const { owner, store } = await db.transaction(async (trx) => {
      const person = input.currentUser
        ? await User.query({ client: trx })
            .where('id', input.currentUser.id)
            .forUpdate()
            .firstOrFail()
        : new User().useTransaction(trx)
      if (input.currentUser) {
        const owned = await Store.query({ client: trx }).where('user_id', person.id).first()
        if (owned) throw new BusinessError(M.alreadyOwner, 403)
      } else {
        person.merge({
          fullName: input.account!.full_name,
          email: input.account!.email,
          password: input.account!.password,
          countryCode: input.countryCode,
          mobile: input.mobile,
          mobileVerified: true,
          cityId: input.city_id,
          userKind: 'buyer',
          conditionsAccepted: true,
          lastLoginAt: DateTime.now(),
        })
      }
      person.isVendor = true
      await person.useTransaction(trx).save()

      const taken = await Store.query({ client: trx }).where('url_path', input.url_path).first()
      if (taken) throw new BusinessError(URL_PATH_MESSAGES.taken, 422, {}, 'url_path')
      const created = await Store.create(
        {
          userId: person.id,
          name: input.name,
          urlPath: input.url_path,
          taxId: input.tax_id,
          cityId: input.city_id,
          countryCode: input.countryCode,
          mobileNumber: input.mobile,
          email: person.email,
          goModuleActive: false,
          isActive: true,
        },
        { client: trx }
      )
      return { owner: person, store: created }
    })

    if (!owner.emailVerified) await this.accountEmail.verification(owner)
    return { owner, store }
  }
}

import { inject } from '@adonisjs/core'
import productConfig from '#config/product'
import { absoluteUrl } from '#core/country/urls'
import { EmailSender } from '#core/services/messaging/contracts'
import type { EmailContent } from '#core/services/messaging/email_content'
import { urlWithPrefix } from '#core/services/routes_helper'
import type User from '#users/models/user'
import EmailTokens from '#users/actions/email_tokens'
import { sendLayoutEmail } from '#users/services/notice_mail'
import { passwordRecoveryEmail, verificationEmail } from '#users/rules/account_notice'

/**
 * The two account e-mails: e-mail verification and password recovery, each with a
 * single-use link on the person's country site (a Mexican account's link opens mx.). Essential
 * notices: always sent (the person asked for them), drawn by the one e-mail layout.
 */
@inject()
export default class SendAccountEmail {
  constructor(
    private email: EmailSender,
    private tokens: EmailTokens
  ) {}

  async verification(user: User) {
    if (!user.email) return
    const token = await this.tokens.issue(user, 'verify_email')
    await this.send(user, verificationEmail(this.summary(user, `/users/page/verifyEmail/${token}`)))
  }

  async passwordRecovery(user: User) {
    if (!user.email) return
    const token = await this.tokens.issue(user, 'reset_password')
    await this.send(
      user,
      passwordRecoveryEmail(this.summary(user, `/users/page/resetPassword/${token}`))
    )
  }

  private summary(user: User, path: string) {
    return {
      name: user.fullName,
      link: absoluteUrl(user.countryCode, urlWithPrefix(path)),
      productName: productConfig.name,
    }
  }

  private async send(user: User, content: EmailContent) {
    await sendLayoutEmail(this.email, user, content)
  }
}

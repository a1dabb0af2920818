import { inject } from '@adonisjs/core'
import productConfig from '#config/product'
import { appUrl } from '#config/app'
import { EmailSender } from '#core/services/messaging/contracts'
import { urlWithPrefix } from '#core/services/routes_helper'
import type User from '#users/models/user'
import EmailTokens from '#users/actions/email_tokens'
import { sendLayoutEmail } from '#users/services/notice_mail'

/**
 * The two account e-mails: e-mail verification and password recovery, each with a
 * single-use link. Essential (always sent), drawn by the one e-mail layout (sendLayoutEmail).
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
    const link = `${appUrl}${urlWithPrefix(`/users/page/verifyEmail/${token}`)}`
    await sendLayoutEmail(this.email, user, {
      subject: `Verifica tu email en ${productConfig.name}`,
      text: `Hola ${user.fullName}:\n\nConfirma tu email abriendo este enlace (vence en 7 días):\n${link}\n\nSi no creaste una cuenta, ignora este mensaje.`,
    })
  }

  async passwordRecovery(user: User) {
    if (!user.email) return
    const token = await this.tokens.issue(user, 'reset_password')
    const link = `${appUrl}${urlWithPrefix(`/users/page/resetPassword/${token}`)}`
    await sendLayoutEmail(this.email, user, {
      subject: `Restablece tu contraseña de ${productConfig.name}`,
      text: `Hola ${user.fullName}:\n\nPara elegir una nueva contraseña abre este enlace (vence en 1 hora):\n${link}\n\nSi no lo solicitaste, ignora este mensaje: tu contraseña sigue igual.`,
    })
  }
}

import env from '#start/env'
import type { ApplicationService } from '@adonisjs/core/types'
import { EmailSender, WhatsAppSender } from '#core/services/messaging/contracts'

/**
 * Binds each outside service to the driver named by the environment. The local drivers are
 * the default, so a fresh clone and the tests never call the outside world.
 */
export async function registerOutsideServices(app: ApplicationService) {
  const outbox = await import('#core/services/messaging/outbox_drivers')
  const http = await import('#core/services/messaging/http_drivers')
  const { PartsCatalog, LocalPartsCatalog, HttpPartsCatalog } =
    await import('#catalog/services/parts_catalog')
  const { PlateLookup, LocalPlateLookup, HttpPlateLookup } =
    await import('#garage/services/plate_lookup')
  const { CaptchaVerifier, LocalCaptchaVerifier, RecaptchaVerifier } =
    await import('#garage/services/captcha')

  app.container.singleton(WhatsAppSender, () => {
    if (env.get('WHATSAPP_DRIVER') === 'cloud_api') {
      return new http.CloudApiWhatsAppSender({
        apiUrl: env.get('WHATSAPP_API_URL', 'https://graph.facebook.com/v21.0'),
        phoneNumberId: env.get('WHATSAPP_PHONE_NUMBER_ID', ''),
        accessToken: env.get('WHATSAPP_ACCESS_TOKEN', ''),
      })
    }
    return new outbox.OutboxWhatsAppSender()
  })

  app.container.singleton(PartsCatalog, () => {
    if (env.get('CATALOG_DRIVER') === 'http') {
      return new HttpPartsCatalog({
        url: env.get('CATALOG_URL', ''),
        token: env.get('CATALOG_TOKEN', ''),
      })
    }
    return new LocalPartsCatalog()
  })

  app.container.singleton(PlateLookup, () => {
    if (env.get('PLATE_LOOKUP_DRIVER') === 'http') {
      return new HttpPlateLookup({
        url: env.get('PLATE_LOOKUP_URL', ''),
        token: env.get('PLATE_LOOKUP_TOKEN', ''),
      })
    }
    return new LocalPlateLookup()
  })

  app.container.singleton(CaptchaVerifier, () => {
    if (env.get('CAPTCHA_DRIVER') === 'recaptcha') {
      return new RecaptchaVerifier(env.get('RECAPTCHA_SECRET_KEY', ''))
    }
    return new LocalCaptchaVerifier()
  })

  app.container.singleton(EmailSender, () => {
    if (env.get('MAIL_DRIVER') === 'smtp') {
      return new http.SmtpEmailSender()
    }
    return new outbox.OutboxEmailSender()
  })
}

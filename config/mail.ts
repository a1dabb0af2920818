import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'

/**
 * The SMTP transport used by the real e-mail driver (MAIL_DRIVER=smtp). The default
 * driver (outbox) never reaches this config: messages land in the dev outbox instead.
 */
const mailConfig = defineConfig({
  default: 'smtp',
  from: {
    address: env.get('MAIL_FROM_ADDRESS', 'no-reply@repuestos.local'),
    name: env.get('MAIL_FROM_NAME', 'Repuestos'),
  },
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', '127.0.0.1'),
      port: env.get('SMTP_PORT', 587),
      auth: env.get('SMTP_USERNAME')
        ? {
            type: 'login',
            user: env.get('SMTP_USERNAME')!,
            pass: env.get('SMTP_PASSWORD', ''),
          }
        : undefined,
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}

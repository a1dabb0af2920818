import factory from '@adonisjs/lucid/factories'
import OutboxMessage from '#core/models/outbox_message'
import { mobileFor, sequence } from '#database/factories/helpers'

/** Outbox messages: a WhatsApp message by default; state `email`. */
export const OutboxMessageFactory = factory
  .define(OutboxMessage, () => {
    const n = sequence()
    return {
      channel: 'whatsapp' as const,
      recipient: mobileFor(n),
      subject: null,
      body: `Mensaje de prueba ${n}`,
      html: null,
    }
  })
  .state('email', (message) => {
    message.channel = 'email'
    message.recipient = `destinatario${message.body.replace(/\D/g, '')}@example.test`
    message.subject = 'Mensaje de prueba'
  })
  .build()

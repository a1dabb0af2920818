import type { HttpContext } from '@adonisjs/core/http'
import OutboxMessage from '#core/models/outbox_message'

/**
 * /dev/outbox: the WhatsApp messages and e-mails the local drivers kept, newest first, so a
 * person can log in with a code on a fresh clone. Never served in production.
 */
export default class OutboxController {
  async index({ inertia, request }: HttpContext) {
    const page = Math.max(1, Number(request.input('page', 1)) || 1)
    const channel = request.input('channel')
    const query = OutboxMessage.query().orderBy('id', 'desc')
    if (channel === 'whatsapp' || channel === 'email') query.where('channel', channel)
    const result = await query.paginate(page, 20)
    return inertia.render('dev/outbox', {
      messages: result.all().map((m) => ({
        id: m.id,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        body: m.body,
        hasHtml: m.html !== null,
        createdAt: m.createdAt.toISO()!,
      })),
      page,
      total: result.total,
      pageSize: 20,
      channel: channel === 'whatsapp' || channel === 'email' ? channel : null,
    })
  }

  /**
   * One e-mail's HTML part as a mailbox would show it (the link 'Ver correo' of the list). Sent
   * with a CSP that runs no script and loads nothing but images, so the page is only a picture
   * of the e-mail; 404 when the message has no HTML part.
   */
  async html({ params, response }: HttpContext) {
    const message = await OutboxMessage.find(Number(params.id))
    if (!message?.html) return response.notFound('Este mensaje no tiene versión HTML')
    response.header(
      'Content-Security-Policy',
      "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; sandbox"
    )
    response.header('Content-Type', 'text/html; charset=utf-8')
    return message.html
  }

  /** The latest message to a recipient, as JSON (used by the browser tests). */
  async latest({ request, response }: HttpContext) {
    const recipient = String(request.input('recipient', ''))
    const message = await OutboxMessage.query()
      .where('recipient', recipient)
      .orderBy('id', 'desc')
      .first()
    if (!message) return response.notFound({ message: 'Not found' })
    return {
      data: {
        id: message.id,
        channel: message.channel,
        body: message.body,
        subject: message.subject,
      },
    }
  }
}

import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import { Job } from '@adonisjs/queue'
import { EmailSender, WhatsAppSender } from '#core/services/messaging/contracts'
import { deliverOnce, type Channel, type Recipient } from '#notifications/jobs/message_job_options'
import type { EmailContent, MessageKind } from '#core/services/messaging/email_content'

/** What every message job's payload carries: the person told and the delivery's key. */
export interface MessageJobPayload {
  userId: number
  /** The delivery's key (outbox event and recipient): each channel is claimed once per key. */
  dedupeKey?: string
}

/**
 * The base of every job that tells one person something by WhatsApp (verified numbers only)
 * and by e-mail (SendNewRequestToVendor, SendQuotationToBuyer, SendOrderToStore,
 * SendOrderStatusNotice, SendInfractionToStore). A job only reads what it tells and calls
 * `deliver`; this class holds the rest, the same for all of them:
 * - the two senders, injected (`@inject()` here: a subclass declares no constructor and inherits
 *   the injections — @adonisjs/fold's `containerInjections` are inherited);
 * - `sent` and `failures` of the run (for the logs and the tests);
 * - deliverOnce: each channel claimed once per `payload.dedupeKey`, one channel failing does not
 *   stop the other, each failure logged;
 * - when something failed and nothing went out in the run, an error thrown so the queue retries
 *   it (messageJobOptions: 3 retries with an exponential backoff).
 * Not a default export, so the queue's job discovery (app/<module>/jobs) does not register it.
 */
@inject()
export abstract class MessageJob<Payload extends MessageJobPayload> extends Job<Payload> {
  constructor(
    protected whatsapp: WhatsAppSender,
    protected email: EmailSender
  ) {
    super()
  }

  /** What was sent, and what failed (for the logs and the tests). */
  sent: Channel[] = []
  failures: { channel: Channel; error: unknown }[] = []

  /**
   * Sends the two messages to `user`. `log` names what a failed channel is logged with (its
   * context, without the error and channel, and its message); `noneSent` is the error thrown for
   * a retry when nothing went out.
   */
  protected async deliver(
    user: Recipient,
    messages: {
      whatsapp: () => string
      email: () => EmailContent
      /** The notice's kind: the person's preferences for it decide the channels. */
      kind?: MessageKind
      /** Channels the caller turns off (false), e.g. a store's settings for its new requests. */
      channels?: { email?: boolean; whatsapp?: boolean }
      log: [context: Record<string, unknown>, message: string]
      noneSent: string
    }
  ) {
    const [context, message] = messages.log
    await deliverOnce({
      user,
      whatsapp: this.whatsapp,
      email: this.email,
      whatsappBody: messages.whatsapp,
      emailMessage: messages.email,
      kind: messages.kind,
      channels: messages.channels,
      dedupeKey: this.payload.dedupeKey,
      sent: this.sent,
      failures: this.failures,
      onError: (channel, error) => logger.error({ err: error, ...context, channel }, message),
    })
    if (this.failures.length > 0 && this.sent.length === 0) throw new Error(messages.noneSent)
  }
}

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import type { CountryCode } from '#core/country/country'
import type { EmailSender, WhatsAppSender } from '#core/services/messaging/contracts'
import type { EmailContent, MessageKind } from '#core/services/messaging/email_content'
import { emailText } from '#core/services/messaging/email_layout'
import { internationalMobile } from '#users/rules/mobile'

/**
 * The queue options of every job that sends WhatsApp messages and e-mails: 3 retries with an
 * exponential backoff (1 min, 2 min, 4 min, at most 10), 60 s a run, failed jobs kept 7 days.
 */
export function messageJobOptions(name: string): JobOptions {
  return {
    name,
    queue: 'default',
    maxRetries: 3,
    retry: { backoff: exponentialBackoff({ baseDelay: '1m', maxDelay: '10m', multiplier: 2 }) },
    timeout: '60s',
    removeOnFail: { age: '7d' },
  }
}

export type Channel = 'whatsapp' | 'email'

/**
 * Claims one send (key, channel): true for the first claimer only (the unique index decides,
 * also between two workers). A send that then fails releases its claim so a retry may send it.
 */
export async function claimDelivery(dedupeKey: string, channel: Channel) {
  try {
    await db.table('notification_deliveries').insert({
      dedupe_key: dedupeKey,
      channel,
      created_at: DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
    })
    return true
  } catch (error) {
    if (/unique|duplicate/i.test(String((error as Error)?.message))) return false
    throw error
  }
}

export async function releaseDelivery(dedupeKey: string, channel: Channel) {
  await db
    .from('notification_deliveries')
    .where('dedupe_key', dedupeKey)
    .where('channel', channel)
    .delete()
}

/** The user a message job writes to. */
export interface Recipient {
  mobile: string | null
  mobileVerified: boolean
  email: string | null
  countryCode: string
}

/**
 * Sends one WhatsApp message (to a verified number) and one e-mail (to an address), each channel
 * claimed once per delivery key (a job run twice never sends twice; without a key, always sent).
 * A failed send releases its claim and is recorded with `onError`; the caller throws for a retry
 * when nothing went out.
 */
export async function deliverOnce(options: {
  user: Recipient
  whatsapp: WhatsAppSender
  email: EmailSender
  whatsappBody: () => string
  /** The e-mail: an EmailContent (drawn by the one layout). */
  emailMessage: () => EmailContent
  /** What kind of notice this is (the person's notification preferences apply to it). */
  kind?: MessageKind
  dedupeKey: string | null | undefined
  sent: Channel[]
  failures: { channel: Channel; error: unknown }[]
  onError: (channel: Channel, error: unknown) => void
}) {
  const { user, dedupeKey } = options
  const attempts: [Channel, () => Promise<unknown>][] = []
  if (user.mobile && user.mobileVerified) {
    const to = internationalMobile(user.mobile, user.countryCode as CountryCode)
    attempts.push(['whatsapp', () => options.whatsapp.send({ to, body: options.whatsappBody() })])
  }
  if (user.email) {
    const message = options.emailMessage()
    const subject = message.subject
    const text = emailText(message)
    attempts.push(['email', () => options.email.send({ to: user.email!, subject, text })])
  }
  for (const [channel, send] of attempts) {
    if (dedupeKey && !(await claimDelivery(dedupeKey, channel))) continue
    try {
      await send()
      options.sent.push(channel)
    } catch (error) {
      if (dedupeKey) await releaseDelivery(dedupeKey, channel)
      options.failures.push({ channel, error })
      options.onError(channel, error)
    }
  }
}

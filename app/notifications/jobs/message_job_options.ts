import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import type { CountryCode } from '#core/country/country'
import type { EmailSender, WhatsAppSender } from '#core/services/messaging/contracts'
import type { EmailContent, MessageKind } from '#core/services/messaging/email_content'
import { internationalMobile } from '#users/rules/mobile'
import { channelOn, type NotificationPreferences } from '#users/rules/notification_preferences'
import { composeEmail } from '#users/services/notice_mail'

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

/**
 * The user a message job writes to. `id` (a person with an account) gives the e-mail its
 * settings and unsubscribe links and makes the person's preferences apply; an invitee has none.
 */
export interface Recipient {
  id?: number | null
  mobile: string | null
  mobileVerified: boolean
  email: string | null
  countryCode: string
  /** The person's choices (User.notificationPreferences); read by id when not given. */
  notificationPreferences?: NotificationPreferences | null
}

/** The preferences of a recipient: its own, or its user's row (none for an invitee). */
async function preferencesOf(user: Recipient): Promise<NotificationPreferences | null> {
  if (user.notificationPreferences !== undefined) return user.notificationPreferences
  if (!user.id) return null
  const row = await db.from('users').where('id', user.id).select('notification_preferences').first()
  const stored = row?.notification_preferences
  return typeof stored === 'string' ? JSON.parse(stored) : (stored ?? null)
}

/**
 * Which channels a notice may use: those the caller allows (`channels`, e.g. a store's own
 * settings for its new requests) and, for a choosable kind, those the person left on. An
 * 'essential' notice (or one without a kind) follows only `channels`.
 */
export async function allowedChannels(
  user: Recipient,
  kind: MessageKind | undefined,
  channels: { email?: boolean; whatsapp?: boolean } = {}
): Promise<Record<Channel, boolean>> {
  const allowed = { whatsapp: channels.whatsapp !== false, email: channels.email !== false }
  if (!kind || kind === 'essential') return allowed
  const preferences = await preferencesOf(user)
  return {
    whatsapp: allowed.whatsapp && channelOn(preferences, kind, 'whatsapp'),
    email: allowed.email && channelOn(preferences, kind, 'email'),
  }
}

/**
 * Sends one WhatsApp message (to a verified number) and one e-mail (to an address), each channel
 * claimed once per delivery key (a job run twice never sends twice; without a key, always sent).
 * A channel the person turned off for the notice's `kind`, or one the caller's `channels` turn
 * off, is skipped ('essential' always goes). The e-mail is drawn by the one layout
 * (composeEmail: HTML and text parts, settings and unsubscribe links, List-Unsubscribe headers).
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
  /** Channels the caller turns off (false), e.g. a store's settings for its new requests. */
  channels?: { email?: boolean; whatsapp?: boolean }
  dedupeKey: string | null | undefined
  sent: Channel[]
  failures: { channel: Channel; error: unknown }[]
  onError: (channel: Channel, error: unknown) => void
}) {
  const { user, dedupeKey } = options
  const attempts: [Channel, () => Promise<unknown>][] = []
  const allowed = await allowedChannels(user, options.kind, options.channels)
  if (allowed.whatsapp && user.mobile && user.mobileVerified) {
    const to = internationalMobile(user.mobile, user.countryCode as CountryCode)
    attempts.push(['whatsapp', () => options.whatsapp.send({ to, body: options.whatsappBody() })])
  }
  if (allowed.email && user.email) {
    const message = composeEmail(
      { id: user.id, email: user.email, countryCode: user.countryCode },
      options.emailMessage(),
      options.kind
    )
    attempts.push(['email', () => options.email.send(message)])
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

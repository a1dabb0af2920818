import { COUNTRIES, type CountryCode } from '#core/country/country'

/**
 * A person's chat suspended by staff (issue 23, the moderation queue's 'Suspender chat N días';
 * `users.chat_suspended_until`). While it lasts, ChatPolicy.send and SendChatMessage refuse
 * their messages with 403 and this text, which the chat panel shows in place of the form's
 * reason (ChatConversationView's `disabledReason`). It applies to the people the contact-data
 * check applies to — buyers and stores writing in their conversations —, never to moderators.
 * Pure.
 */

/** The suspension's end when it is still running at `now`, else null. */
export function activeChatSuspension(
  until: { toMillis(): number } | Date | null | undefined,
  now: number = Date.now()
): Date | null {
  if (!until) return null
  const end = until instanceof Date ? until : new Date(until.toMillis())
  return end.getTime() > now ? end : null
}

/** '15 de marzo de 2026 a las 10:30' in the person's country (its time zone, 24-hour clock). */
export function suspensionDate(until: Date, countryCode: string) {
  const country = COUNTRIES[countryCode as CountryCode] ?? COUNTRIES.CO
  return new Intl.DateTimeFormat(country.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: country.timeZone,
  }).format(until)
}

/** 'Tu chat está suspendido hasta el 15 de marzo de 2026 a las 10:30.' */
export function chatSuspendedMessage(until: Date, countryCode: string) {
  return `Tu chat está suspendido hasta el ${suspensionDate(until, countryCode)}.`
}

/** The refusal of a send by `user`, or null when their chat is not suspended. */
export function chatSuspensionRefusal(
  user: { chatSuspendedUntil?: { toMillis(): number } | null; countryCode: string },
  now: number = Date.now()
): string | null {
  const end = activeChatSuspension(user.chatSuspendedUntil, now)
  return end ? chatSuspendedMessage(end, user.countryCode) : null
}

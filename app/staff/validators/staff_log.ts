import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { DateTime } from 'luxon'
import { BusinessError } from '#core/errors'
import { STAFF_LOG_MESSAGES as M } from '#staff/rules/staff_messages'

/**
 * `/staff/registro`'s query string: `page` (from 1), `actor` (a user id), `action` (an action
 * key, e.g. store.activate), `subject` (a record type, e.g. store), `from` / `to` (days
 * YYYY-MM-DD in the host country's clock, both included) and `q` (text in the record's label,
 * accents and case ignored). Empty fields are no filter; anything else wrong is a Spanish 422 on
 * its field.
 */
export const staffLogValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).optional(),
  actor: vine.number().withoutDecimals().min(1).optional(),
  action: vine
    .string()
    .trim()
    .maxLength(64)
    .regex(/^[a-z0-9_.]+$/i)
    .optional(),
  subject: vine
    .string()
    .trim()
    .maxLength(32)
    .regex(/^[a-z0-9_]+$/i)
    .optional(),
  from: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  q: vine.string().trim().maxLength(100).optional(),
})
staffLogValidator.messagesProvider = new SimpleMessagesProvider({
  'page.number': M.page,
  'page.withoutDecimals': M.page,
  'page.min': M.page,
  'actor.number': M.actor,
  'actor.withoutDecimals': M.actor,
  'actor.min': M.actor,
  'action.string': M.action,
  'action.maxLength': M.action,
  'action.regex': M.action,
  'subject.string': M.subject,
  'subject.maxLength': M.subject,
  'subject.regex': M.subject,
  'from.string': M.day,
  'from.regex': M.day,
  'to.string': M.day,
  'to.regex': M.day,
  'q.string': M.text,
  'q.maxLength': M.text,
})

export interface StaffLogFilter {
  actor?: number
  action?: string
  subject?: string
  /** UTC bounds of the days asked for: from (included), before (excluded). */
  since?: string
  before?: string
  q?: string
}

const sql = (at: DateTime) => at.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')

/** The query string without its empty fields (a form sends `action=` for "every action"). */
export function withoutEmpty(qs: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(qs).filter(([, value]) => value !== '' && value !== null && value !== undefined)
  )
}

/**
 * The validated input as the query filters: the days become the UTC instants of their
 * midnights in `timeZone` (a day that does not exist, or `from` after `to`, is a 422).
 */
export function staffLogFilter(
  input: {
    actor?: number
    action?: string
    subject?: string
    from?: string
    to?: string
    q?: string
  },
  timeZone: string
): StaffLogFilter {
  const day = (text: string, field: string) => {
    const at = DateTime.fromISO(text, { zone: timeZone })
    if (!at.isValid) throw new BusinessError(M.day, 422, {}, field)
    return at.startOf('day')
  }
  const from = input.from ? day(input.from, 'from') : null
  const to = input.to ? day(input.to, 'to') : null
  if (from && to && from > to) throw new BusinessError(M.range, 422, {}, 'from')
  return {
    actor: input.actor,
    action: input.action || undefined,
    subject: input.subject || undefined,
    since: from ? sql(from) : undefined,
    before: to ? sql(to.plus({ days: 1 })) : undefined,
    q: input.q || undefined,
  }
}

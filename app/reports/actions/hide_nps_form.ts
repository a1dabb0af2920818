import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '#users/models/user'
import { NPS_FORM_HIDE_MINUTES } from '#reports/rules/nps_messages'

const sqlTime = (date: DateTime) => date.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')

/** When a stored `users.nps_form_hidden_until` ends (null: not hidden). */
export function hiddenUntilOf(value: unknown): DateTime | null {
  if (value === null || value === undefined) return null
  const date =
    value instanceof Date
      ? DateTime.fromJSDate(value)
      : DateTime.fromSQL(String(value), { zone: 'utc' })
  return date.isValid ? date.toUTC() : null
}

/**
 * 'Recordarme más tarde' of the rating modal (POST /api/businessIntelligence/NPSRating/
 * hideNpsFormModal1h): 'Mis compras' does not open the modal by itself for one hour (the
 * delivered order's own page still offers the rating). Stored per user
 * (`users.nps_form_hidden_until`), so it holds on every device; asking again moves it.
 */
export default class HideNpsForm {
  async handle(user: User) {
    const until = DateTime.now().plus({ minutes: NPS_FORM_HIDE_MINUTES }).toUTC().startOf('second')
    await db
      .from('users')
      .where('id', user.id)
      .update({ nps_form_hidden_until: sqlTime(until) })
    return until
  }

  /** Until when the user hid the modal, if that is still ahead. */
  async hiddenUntil(user: User) {
    const row = await db.from('users').where('id', user.id).select('nps_form_hidden_until').first()
    const until = hiddenUntilOf(row?.nps_form_hidden_until)
    return until && until > DateTime.now() ? until : null
  }
}

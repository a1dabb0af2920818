import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import StoreAdviser from '#stores/models/store_adviser'
import StoreAdviserInvitation from '#stores/models/store_adviser_invitation'
import { seatsTaken } from '#stores/services/adviser_invitations'

/**
 * The Asesores section's lists of one store, 20 a page from page 0:
 * - its advisers, active first then by name, with their account's contact and the dates of the
 *   invitation they accepted (none for advisers made before invitations existed);
 * - its open invitations (neither accepted nor cancelled: pending, or expired and re-sendable),
 *   newest first;
 * - the places taken of the 200 (active advisers + pending invitations).
 */
export default class StoreAdvisersListQuery {
  async advisers(storeId: number, page: number, pageSize: number) {
    const invitation = (column: string, alias: string) =>
      db
        .from('store_adviser_invitations as i')
        .whereColumn('i.store_adviser_id', 'store_advisers.id')
        .max(`i.${column}`)
        .as(alias)
    const result = await StoreAdviser.query()
      .where('store_id', storeId)
      .select(
        'store_advisers.*',
        invitation('sent_at', 'invited_at'),
        invitation('accepted_at', 'accepted_at')
      )
      .preload('user', (user) => user.select('id', 'email', 'mobile'))
      .orderBy('is_active', 'desc')
      .orderBy('name', 'asc')
      .orderBy('id', 'asc')
      .paginate(page + 1, pageSize)
    return { rows: result.all(), count: result.total }
  }

  async openInvitations(storeId: number, page: number, pageSize: number) {
    const result = await StoreAdviserInvitation.query()
      .where('store_id', storeId)
      .whereNull('accepted_at')
      .whereNull('cancelled_at')
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(page + 1, pageSize)
    return { rows: result.all(), count: result.total }
  }

  seats(storeId: number) {
    return seatsTaken(db, storeId)
  }
}

/** A date column read raw (`$extras`): SQLite answers text in UTC, MySQL a Date. */
export function rawDate(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return DateTime.fromJSDate(value).toUTC().toISO()
  return DateTime.fromSQL(String(value), { zone: 'utc' }).toISO()
}

import db from '@adonisjs/lucid/services/db'
import { isoOfSqlTime } from '#chat/queries/sql_time'
import { vendorGroupLabel } from '#chat/rules/chat'

export interface ChatGroup {
  storeId: number
  /** The store's name, for staff only ('Vendedor n' is all the buyer knows). */
  storeName: string | null
  groupUserId: number | null
  label: string
  noRead: number
  lastMessageAt: string | null
}

/**
 * The chat groups of a request (doc 3 §2.5, §4.3; "Chat message group: group_user_id, no_read"):
 * one per store that asked the buyer before quoting, in the order they first asked ('Vendedor
 * 1', 'Vendedor 2'…), with the buyer's unread count. Stores that already quoted the request are
 * left out (their chat is on their quotation). One query.
 */
export default class ChatGroupsQuery {
  async forRequest(requestId: number, buyerId: number, withNames = false): Promise<ChatGroup[]> {
    const rows = await db
      .from('chat_messages as m')
      .join('stores as s', 's.id', 'm.store_id')
      .where('m.quotation_request_id', requestId)
      .whereNull('m.deleted_at')
      .whereNotNull('m.store_id')
      .whereNotExists((quoted) =>
        quoted
          .from('quotations as q')
          .where('q.quotation_request_id', requestId)
          .whereColumn('q.store_id', 'm.store_id')
      )
      .groupBy('m.store_id', 's.name')
      .select('m.store_id', 's.name as store_name')
      .min('m.id as first_id')
      .max('m.group_user_id as group_user_id')
      .max('m.created_at as last_at')
      .select(
        db.raw(
          'SUM(CASE WHEN m.receiver_user_id = ? AND m.is_read = ? THEN 1 ELSE 0 END) as no_read',
          [buyerId, false]
        )
      )
      .orderBy('first_id', 'asc')
    return rows.map((row, index) => ({
      storeId: Number(row.store_id),
      storeName: withNames ? String(row.store_name) : null,
      groupUserId: row.group_user_id === null ? null : Number(row.group_user_id),
      label: vendorGroupLabel(index + 1),
      noRead: Number(row.no_read ?? 0),
      lastMessageAt: isoOfSqlTime(row.last_at),
    }))
  }

  /**
   * The buyer's 'Vendedor n' for one store of a request (its place among the stores that asked
   * and have not quoted), or null when it is not one of the groups.
   */
  async labelOf(requestId: number, storeId: number) {
    const groups = await this.forRequest(requestId, 0)
    return groups.find((group) => group.storeId === storeId)?.label ?? null
  }
}

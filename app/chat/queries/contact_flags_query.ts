import db from '@adonisjs/lucid/services/db'
import { isoOfSqlTime } from '#chat/queries/sql_time'

export interface ContactFlagRow {
  id: number
  outcome: 'blocked' | 'confirmed' | 'image_review'
  reasons: string[]
  text: string | null
  kind: string
  transactionId: number
  storeId: number | null
  chatMessageId: number | null
  user: { id: number; name: string }
  createdAt: string
}

/**
 * The contact-data record for moderation (chat_contact_flags): every send the detector stopped,
 * every one sent anyway with 'No son datos de contacto', every image from a checked user;
 * newest first, a page at a time, optionally one user's or one outcome's. Two queries (the
 * count, the page with the users' names joined) whatever the page size.
 */
export default class ContactFlagsQuery {
  async page(options: {
    page: number
    pageSize: number
    userId?: number
    outcome?: ContactFlagRow['outcome']
  }) {
    const base = db.from('chat_contact_flags as f').where((query) => {
      if (options.userId) query.where('f.user_id', options.userId)
      if (options.outcome) query.where('f.outcome', options.outcome)
    })
    const [counted, rows] = await Promise.all([
      base.clone().count('* as total').first(),
      base
        .clone()
        .join('users as u', 'u.id', 'f.user_id')
        .select('f.*', 'u.full_name as user_name')
        .orderBy('f.id', 'desc')
        .offset(options.page * options.pageSize)
        .limit(options.pageSize),
    ])
    return {
      total: Number(counted?.total ?? 0),
      rows: rows.map((row): ContactFlagRow => ({
        id: Number(row.id),
        outcome: row.outcome,
        reasons: JSON.parse(row.reasons),
        text: row.text,
        kind: row.kind,
        transactionId: Number(row.transaction_id),
        storeId: row.store_id === null ? null : Number(row.store_id),
        chatMessageId: row.chat_message_id === null ? null : Number(row.chat_message_id),
        user: { id: Number(row.user_id), name: row.user_name },
        createdAt: isoOfSqlTime(row.created_at)!,
      })),
    }
  }
}

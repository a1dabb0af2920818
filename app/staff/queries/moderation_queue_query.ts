import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { isoOfSqlTime } from '#chat/queries/sql_time'
import ConversationQuery, {
  conversationPage,
  TRANSACTION_COLUMN,
} from '#chat/queries/conversation_query'
import type User from '#users/models/user'
import type { ChatKind } from '#chat/rules/chat'
import {
  CONTEXT_MESSAGES,
  MODERATION_PAGE_SIZE,
  type ModerationOutcome,
  type ModerationState,
  type WriterRole,
} from '#staff/rules/moderation'

/** One item of the moderation queue: a row of the contact-data record, with who and where. */
export interface ModerationRow {
  id: number
  outcome: ModerationOutcome
  reasons: string[]
  text: string | null
  createdAt: string
  kind: ChatKind
  transactionId: number
  /** The request's or quotation's code, the order's reference. */
  code: string | null
  /** The request of a request or quotation conversation (its staff page). */
  requestId: number | null
  writer: { id: number; name: string; role: WriterRole; isOwner: boolean }
  store: { id: number; name: string; urlPath: string }
  buyerId: number | null
  messageId: number | null
  messageDeleted: boolean
  /** The delivered message's attachments (an image to review). */
  attachments: { type: string; name: string }[]
  review: {
    at: string
    by: string | null
    resolution: string
    detail: Record<string, unknown> | null
  } | null
}

/** A message of the conversation around an item, as staff read it (deleted ones included). */
export interface ModerationContextMessage {
  id: number
  text: string | null
  createdAt: string
  senderName: string
  senderRole: 'buyer' | 'store' | 'admin'
  deleted: boolean
  attachments: { type: string; name: string }[]
  /** The item's own message (delivered), or its stopped attempt (`stopped`: never delivered). */
  flagged: boolean
  stopped: boolean
}

type Query = DatabaseQueryBuilderContract<any>

function parseJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined || value === '') return fallback
  if (typeof value !== 'string') return value as T
  try {
    return JSON.parse(value) as T
  } catch {
    return fallback
  }
}

function attachmentsOf(value: unknown) {
  const files = parseJson<{ type: string; name: string }[] | null>(value, null) ?? []
  return files.map((file) => ({ type: file.type, name: file.name }))
}

/**
 * The queue's read (issue 23, /staff/moderacion): chat_contact_flags with the writer, the
 * conversation's store and buyer (through the request, the quotation's request or the order),
 * the code of the transaction, the delivered message and the reviewer — all joined, so a page
 * is two queries (the count and the rows) whatever its size. Only items of stores of the
 * host's country. Open items ('pendientes') oldest first — the longest waiting first —;
 * resolved ones ('resueltos') newest resolution first (index chat_contact_flags_queue_idx).
 */
export default class ModerationQueueQuery {
  private base(countryCode: string): Query {
    return db
      .from('chat_contact_flags as f')
      .join('stores as s', 's.id', 'f.store_id')
      .where('s.country_code', countryCode)
  }

  private withDetails(query: Query): Query {
    return query
      .join('users as u', 'u.id', 'f.user_id')
      .leftJoin('quotation_requests as rq', (join) =>
        join.on('rq.id', '=', 'f.transaction_id').andOnVal('f.kind', '=', 'quotationRequest')
      )
      .leftJoin('quotations as q', (join) =>
        join.on('q.id', '=', 'f.transaction_id').andOnVal('f.kind', '=', 'quotation')
      )
      .leftJoin('quotation_requests as qr', 'qr.id', 'q.quotation_request_id')
      .leftJoin('cart_shopping_headers as h', (join) =>
        join.on('h.id', '=', 'f.transaction_id').andOnVal('f.kind', '=', 'order')
      )
      .leftJoin('chat_messages as m', 'm.id', 'f.chat_message_id')
      .leftJoin('users as r', 'r.id', 'f.reviewed_by')
      .select(
        'f.id',
        'f.outcome',
        'f.reasons',
        'f.text',
        'f.created_at',
        'f.kind',
        'f.transaction_id',
        'f.user_id',
        'f.chat_message_id',
        'f.reviewed_at',
        'f.resolution',
        'f.resolution_detail',
        'u.full_name as writer_name',
        's.id as store_id',
        's.name as store_name',
        's.url_path as store_url_path',
        's.user_id as store_owner_id',
        'rq.id as request_id',
        'rq.code as request_code',
        'rq.user_id as request_buyer_id',
        'q.code as quotation_code',
        'qr.id as quotation_request_id',
        'qr.user_id as quotation_buyer_id',
        'h.ref_venta as order_code',
        'h.user_id as order_buyer_id',
        'm.deleted_at as message_deleted_at',
        'm.attached_file as message_files',
        'r.full_name as reviewer_name'
      )
  }

  private row(raw: Record<string, any>): ModerationRow {
    const buyerId = raw.request_buyer_id ?? raw.quotation_buyer_id ?? raw.order_buyer_id ?? null
    const writerId = Number(raw.user_id)
    const role: WriterRole = buyerId !== null && Number(buyerId) === writerId ? 'buyer' : 'store'
    const messageId = raw.chat_message_id === null ? null : Number(raw.chat_message_id)
    return {
      id: Number(raw.id),
      outcome: raw.outcome,
      reasons: parseJson<string[]>(raw.reasons, []),
      text: raw.text,
      createdAt: isoOfSqlTime(raw.created_at)!,
      kind: raw.kind,
      transactionId: Number(raw.transaction_id),
      code: raw.request_code ?? raw.quotation_code ?? raw.order_code ?? null,
      requestId:
        raw.request_id !== null
          ? Number(raw.request_id)
          : raw.quotation_request_id !== null
            ? Number(raw.quotation_request_id)
            : null,
      writer: {
        id: writerId,
        name: raw.writer_name,
        role,
        isOwner: Number(raw.store_owner_id) === writerId,
      },
      store: { id: Number(raw.store_id), name: raw.store_name, urlPath: raw.store_url_path },
      buyerId: buyerId === null ? null : Number(buyerId),
      messageId,
      messageDeleted: messageId !== null && Boolean(raw.message_deleted_at),
      attachments: attachmentsOf(raw.message_files),
      review: raw.reviewed_at
        ? {
            at: isoOfSqlTime(raw.reviewed_at)!,
            by: raw.reviewer_name ?? null,
            resolution: raw.resolution,
            detail: parseJson<Record<string, unknown> | null>(raw.resolution_detail, null),
          }
        : null,
    }
  }

  /** One page of the queue (pages from 1). */
  async list(options: {
    countryCode: string
    state: ModerationState
    outcome?: ModerationOutcome
    page: number
    pageSize?: number
  }) {
    const pageSize = options.pageSize ?? MODERATION_PAGE_SIZE
    const filtered = () => {
      const query = this.base(options.countryCode)
      if (options.state === 'pendientes') query.whereNull('f.reviewed_at')
      else query.whereNotNull('f.reviewed_at')
      if (options.outcome) query.where('f.outcome', options.outcome)
      return query
    }
    const rows = this.withDetails(filtered())
    if (options.state === 'pendientes') rows.orderBy('f.id', 'asc')
    else rows.orderBy('f.reviewed_at', 'desc').orderBy('f.id', 'desc')
    const [counted, raws] = await Promise.all([
      filtered().count('* as total').first(),
      rows.offset((options.page - 1) * pageSize).limit(pageSize),
    ])
    return {
      rows: raws.map((raw: Record<string, any>) => this.row(raw)),
      count: Number(counted?.total ?? 0),
      page: options.page,
      pageSize,
    }
  }

  /** One item of the host's country, or null. */
  async find(id: number, countryCode: string): Promise<ModerationRow | null> {
    const raw = await this.withDetails(this.base(countryCode).where('f.id', id)).first()
    return raw ? this.row(raw) : null
  }

  /**
   * The conversation around an item, oldest first: up to CONTEXT_MESSAGES messages before and
   * after the delivered message (which is in the middle, `flagged`), or, for a send that was
   * stopped, before and after the moment it was stopped, with the stopped text in its place
   * (`stopped`, id 0: it was never delivered). Deleted messages are kept (marked): staff read the
   * record as it happened. The conversation is the item's transaction and store (a quotation's
   * chat without the questions its store asked on the request before quoting: those are items of
   * the request's conversation). Two queries.
   */
  async context(item: ModerationRow): Promise<ModerationContextMessage[]> {
    const conversation = () =>
      db
        .from('chat_messages as c')
        .join('users as w', 'w.id', 'c.sender_user_id')
        .where(`c.${TRANSACTION_COLUMN[item.kind]}`, item.transactionId)
        .where('c.store_id', item.store.id)
        .select(
          'c.id',
          'c.message',
          'c.created_at',
          'c.sender_user_id',
          'c.sender_is_admin',
          'c.deleted_at',
          'c.attached_file',
          'w.full_name as sender_name'
        )
    const before = conversation()
    const after = conversation()
    if (item.messageId !== null) {
      before.where('c.id', '<=', item.messageId)
      after.where('c.id', '>', item.messageId)
    } else {
      const stopped = item.createdAt.replace('T', ' ').slice(0, 19)
      before.where('c.created_at', '<=', stopped)
      after.where('c.created_at', '>', stopped)
    }
    const [older, newer] = await Promise.all([
      before.orderBy('c.id', 'desc').limit(CONTEXT_MESSAGES + (item.messageId !== null ? 1 : 0)),
      after.orderBy('c.id', 'asc').limit(CONTEXT_MESSAGES),
    ])
    const read = (raw: Record<string, any>): ModerationContextMessage => ({
      id: Number(raw.id),
      text: raw.message,
      createdAt: isoOfSqlTime(raw.created_at)!,
      senderName: raw.sender_name,
      senderRole: raw.sender_is_admin
        ? 'admin'
        : item.buyerId !== null && Number(raw.sender_user_id) === item.buyerId
          ? 'buyer'
          : 'store',
      deleted: Boolean(raw.deleted_at),
      attachments: attachmentsOf(raw.attached_file),
      flagged: Number(raw.id) === item.messageId,
      stopped: false,
    })
    const stopped: ModerationContextMessage[] =
      item.messageId === null
        ? [
            {
              id: 0,
              text: item.text,
              createdAt: item.createdAt,
              senderName: item.writer.name,
              senderRole: item.writer.role,
              deleted: false,
              attachments: [],
              flagged: true,
              stopped: true,
            },
          ]
        : []
    return [...older.reverse().map(read), ...stopped, ...newer.map(read)]
  }

  /**
   * The writer's own page of the item's conversation (the warning's and the suspension's link):
   * the buyer's request or purchase page, the store's request or sale page. Null when the
   * conversation is gone.
   */
  async writerPage(item: ModerationRow, viewer: User) {
    const conversation = await new ConversationQuery().find(
      item.kind,
      item.transactionId,
      item.store.id,
      viewer
    )
    return conversation ? conversationPage(conversation, item.writer.role) : null
  }
}

import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import QuotationRequest from '#quotations/models/quotation_request'
import Quotation from '#quotations/models/quotation'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import { booleanColumn, jsonColumn } from '#core/models/columns'

/** Workshop staff label of the sender (doc 1 §3). */
export const USER_SENDING_MESSAGE_KINDS = [
  'mechanic',
  'shoppingArea',
  'workshopOwner',
  'client',
  'provider',
] as const
export type UserSendingMessage = (typeof USER_SENDING_MESSAGE_KINDS)[number]

/** One attached file (doc 1 §3): type video / image / otherFiles. */
export type AttachedFile = {
  type: 'video' | 'image' | 'otherFiles'
  url: string
  name: string
  extension: string
}

/**
 * A chat message of a transaction (doc 1 §3). The transaction is the id that is set:
 * `quotationRequestId` (vendor questions before quoting, 'Preguntas del vendedor'),
 * `quotationId`, `cartShoppingHeaderId` (order / sale), `transactionReturnId`,
 * `serviceOrderId`, `purchaseOrderId`, `transactionPaidId` (the last four without foreign key),
 * or `supportMessage` / `openChat`. `groupUserId` groups a conversation per counterpart (e.g.
 * per vendor on a request). Support and paid-transaction admin sender id is 1.
 */
export default class ChatMessage extends BaseModel {
  static table = 'chat_messages'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare message: string | null

  @jsonColumn()
  declare attachedFile: AttachedFile[] | null

  @column()
  declare image: string | null

  @booleanColumn()
  declare isRead: boolean

  @column()
  declare senderUserId: number

  @column()
  declare receiverUserId: number | null

  @booleanColumn()
  declare senderIsAdmin: boolean

  @column()
  declare groupUserId: number | null

  @column()
  declare sellerId: number | null

  @column()
  declare buyerId: number | null

  @booleanColumn()
  declare supportMessage: boolean

  @booleanColumn()
  declare openChat: boolean

  @column()
  declare quotationRequestId: number | null

  @column()
  declare quotationId: number | null

  @column()
  declare cartShoppingHeaderId: number | null

  @column()
  declare transactionReturnId: number | null

  @column()
  declare serviceOrderId: number | null

  @column()
  declare purchaseOrderId: number | null

  @column()
  declare transactionPaidId: number | null

  @column()
  declare userSendingMessage: UserSendingMessage | null

  /** The store side of the conversation (app/chat/rules/chat.ts). */
  @column()
  declare storeId: number | null

  /** Deleted by a moderator (manageMessageDeletion): kept for moderation, never listed. */
  @column.dateTime()
  declare deletedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User, { foreignKey: 'senderUserId' })
  declare sender: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'receiverUserId' })
  declare receiver: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'groupUserId' })
  declare groupUser: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'sellerId' })
  declare seller: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'buyerId' })
  declare buyer: BelongsTo<typeof User>

  @belongsTo(() => QuotationRequest, { foreignKey: 'quotationRequestId' })
  declare quotationRequest: BelongsTo<typeof QuotationRequest>

  @belongsTo(() => Quotation, { foreignKey: 'quotationId' })
  declare quotation: BelongsTo<typeof Quotation>

  @belongsTo(() => CartShoppingHeader, { foreignKey: 'cartShoppingHeaderId' })
  declare cartShoppingHeader: BelongsTo<typeof CartShoppingHeader>

  /** Not deleted by a moderator. */
  static visible = scope((query) => {
    query.whereNull('chat_messages.deleted_at')
  })

  /** Unread messages addressed to the given user. */
  static unreadFor = scope((query, userId: number) => {
    query
      .where('chat_messages.receiver_user_id', userId)
      .where('chat_messages.is_read', false)
      .whereNull('chat_messages.deleted_at')
  })
}

import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { BusinessError } from '#core/errors'
import { Outbox } from '#core/outbox/outbox'
import { broadcastMany } from '#core/services/live_batch'
import { detectContactData, type ContactDataReason } from '#core/rules/contact_data'
import type User from '#users/models/user'
import ChatMessage, { type AttachedFile } from '#chat/models/chat_message'
import ChatAttachments from '#chat/services/chat_attachments'
import {
  storePeople,
  TRANSACTION_COLUMN,
  type Conversation,
} from '#chat/queries/conversation_query'
import { CHAT_TEXTS, CONTACT_CHECKED_KINDS, type ChatRole } from '#chat/rules/chat'
import { ContactDataRefusal } from '#chat/rules/contact_refusal'
import { chatSuspensionRefusal } from '#chat/rules/chat_suspension'
import { noticePending } from '#chat/queries/chat_notice_window'
import { liveMessage, unreadSignal } from '#chat/services/chat_live'

export const CHAT_MESSAGE_SENT = 'chat.message_sent'

export interface SendChatInput {
  message?: string | null
  file?: MultipartFile | null
  receiverUserId?: number | null
  confirmContactData?: boolean
}

/**
 * Sends one chat message (doc 1 §5 "Chat send"). Who may is ChatPolicy.send's; this decides the
 * rest:
 * 0. a buyer or a store whose chat staff suspended: 403 'Tu chat está suspendido hasta el …'
 *    (ChatPolicy.send says it first; kept here for any other caller);
 * 1. empty text with no file: 422 (the page ignores it before asking);
 * 2. the receiver: the buyer for the store's people; for the buyer, the store person who last
 *    wrote in the conversation (else the quotation's adviser, or the store's owner); for a
 *    moderator, the participant chosen ('Elige el destinatario del mensaje' when none or
 *    somebody else);
 * 3. the contact-data check (doc 1 §5, app/core/rules/contact_data.ts) on the text and the
 *    file's name, for buyers and stores whose detection flag is on, on the checked kinds: a
 *    vendor's "no … disponible" on a request is refused outright; other contact data is refused
 *    until the sender confirms 'No son datos de contacto'. Every stop and every confirmed send
 *    is written to chat_contact_flags for moderation; so is every image sent by a checked user
 *    (images are not read, they are reviewed);
 * 4. the file (ChatAttachments: Drive, sniffed, images recompressed), then one transaction with
 *    the message and, unless a pending notice of the conversation younger than 10 minutes
 *    already covers it (chat_notice_window.ts), the outbox event 'chat.message_sent' (the
 *    receiver's notice, at most once per conversation every 10 minutes: NotifyChatReceiver);
 * 5. after the commit, the message on the conversation's live channel and a signal on the
 *    receiver's own channel (unread badges), then the outbox delivery.
 */
@inject()
export default class SendChatMessage {
  constructor(
    private outbox: Outbox,
    private attachments: ChatAttachments
  ) {}

  async handle(sender: User, conversation: Conversation, role: ChatRole, input: SendChatInput) {
    const suspended = role === 'buyer' || role === 'store' ? chatSuspensionRefusal(sender) : null
    if (suspended) throw new BusinessError(suspended, 403)
    const text = input.message?.trim() || null
    const file = input.file ?? null
    if (!text && !file) throw new BusinessError(CHAT_TEXTS.empty, 422, {}, 'message')

    const receiverUserId = await this.receiver(conversation, role, input.receiverUserId ?? null)
    const checked =
      sender.infringementDetection &&
      (role === 'buyer' || role === 'store') &&
      CONTACT_CHECKED_KINDS.includes(conversation.kind)
    const reasons = checked ? await this.check(sender, conversation, role, text, file) : []
    if (reasons.includes('notAvailable')) {
      await this.flag(db, sender, conversation, 'blocked', reasons, text)
      throw new ContactDataRefusal(CHAT_TEXTS.notAvailable, 'notAvailable', reasons)
    }
    if (reasons.length > 0 && !input.confirmContactData) {
      await this.flag(db, sender, conversation, 'blocked', reasons, text)
      throw new ContactDataRefusal(CHAT_TEXTS.contactData, 'contactData', reasons)
    }

    const stored = file ? await this.attachments.store(file, sender.id) : null
    const attachedFile: AttachedFile[] | null = stored
      ? [{ type: stored.type, url: stored.key, name: stored.name, extension: stored.extension }]
      : null

    const saved = await db.transaction(async (trx) => {
      const message = await ChatMessage.create(
        {
          message: text,
          attachedFile,
          image: null,
          isRead: false,
          senderUserId: sender.id,
          receiverUserId,
          senderIsAdmin: role === 'moderator',
          groupUserId: conversation.store.userId,
          sellerId:
            role === 'store'
              ? sender.id
              : receiverUserId === conversation.buyerId
                ? null
                : receiverUserId,
          buyerId: conversation.buyerId,
          supportMessage: false,
          openChat: false,
          storeId: conversation.storeId,
          [columnProperty[conversation.kind]]: conversation.transactionId,
          userSendingMessage: role === 'buyer' ? 'client' : null,
        },
        { client: trx }
      )
      if (reasons.length > 0) {
        await this.flag(trx, sender, conversation, 'confirmed', reasons, text, message.id)
      }
      if (checked && stored?.type === 'image') {
        await this.flag(trx, sender, conversation, 'image_review', [], text, message.id)
      }
      // a pending notice of this conversation covers the message (NotifyChatReceiver would
      // find it too): no event to write and none to deliver, the common case of a live chat.
      // A buyer's message always makes one: the store's webhooks ('chat.message', issue 24)
      // hear every message a buyer sends, and NotifyChatReceiver checks the window itself.
      const covered = await noticePending(receiverUserId, conversation.channel, trx)
      const eventId =
        covered && role !== 'buyer'
          ? null
          : await this.outbox.record(trx, CHAT_MESSAGE_SENT, { messageId: message.id })
      return { message, eventId }
    })

    broadcastMany([
      liveMessage(conversation, saved.message),
      unreadSignal(conversation, receiverUserId),
    ])
    if (saved.eventId !== null) {
      this.outbox.deliverSoon(saved.eventId, { messageId: saved.message.id })
    }
    return saved.message
  }

  private async receiver(conversation: Conversation, role: ChatRole, chosen: number | null) {
    if (role === 'store') return conversation.buyerId
    const people = await storePeople(conversation.storeId, conversation.store.userId)
    if (role === 'moderator') {
      if (chosen && (chosen === conversation.buyerId || people.includes(chosen))) return chosen
      throw new BusinessError(CHAT_TEXTS.chooseRecipient, 422, {}, 'receiverUserId')
    }
    const last = await ChatMessage.query()
      .withScopes((scopes) => scopes.visible())
      .where(TRANSACTION_COLUMN[conversation.kind], conversation.transactionId)
      .where('store_id', conversation.storeId)
      .where('sender_is_admin', false)
      .whereNot('sender_user_id', conversation.buyerId)
      .orderBy('id', 'desc')
      .select('sender_user_id')
      .first()
    if (last && people.includes(last.senderUserId)) return last.senderUserId
    return people.includes(conversation.defaultStoreUserId)
      ? conversation.defaultStoreUserId
      : conversation.store.userId
  }

  /**
   * The contact-data check of a message (doc 1 "Chat send"). The rule's intent is to stop a
   * person from handing the other party a way to deal outside the platform, so what the other
   * party already sees on this transaction's page is not contact data (issue 21):
   * - the store's name: the buyer sees it on every quotation and in the chat's header, so a
   *   vendor naming their own store passes;
   * - the request's city: vendors see it on the request, so a buyer (or a vendor) naming the
   *   city of the request passes; in an order conversation the store sees the delivery address,
   *   so the sender's city is not looked at.
   * The sender's own full name (words of more than 3 letters), e-mails, phones and street
   * addresses stay checked on both sides.
   */
  private async check(
    sender: User,
    conversation: Conversation,
    role: ChatRole,
    text: string | null,
    file: MultipartFile | null
  ): Promise<ContactDataReason[]> {
    const cityIds = [sender.cityId, conversation.request?.cityId].filter((id): id is number => !!id)
    const cities = cityIds.length
      ? await db.from('localization_zones').whereIn('id', cityIds).select('id', 'name')
      : []
    const cityName = (id: number | null | undefined) =>
      (cities.find((city) => city.id === id)?.name as string | undefined) ?? null
    const context = {
      fullName: sender.fullName,
      storeName: role === 'store' ? conversation.store.name : null,
      cityName: conversation.kind === 'order' ? null : cityName(sender.cityId),
      knownPhrases: [conversation.store.name, cityName(conversation.request?.cityId)],
      vendorOnQuotationRequest: role === 'store' && conversation.kind === 'quotationRequest',
    }
    const found = new Set<ContactDataReason>(detectContactData(text, context))
    for (const reason of detectContactData(file?.clientName ?? null, context)) found.add(reason)
    return [...found]
  }

  private async flag(
    client: TransactionClientContract | typeof db,
    user: User,
    conversation: Conversation,
    outcome: 'blocked' | 'confirmed' | 'image_review',
    reasons: string[],
    text: string | null,
    messageId: number | null = null
  ) {
    await client
      .insertQuery()
      .table('chat_contact_flags')
      .insert({
        user_id: user.id,
        chat_message_id: messageId,
        kind: conversation.kind,
        transaction_id: conversation.transactionId,
        store_id: conversation.storeId,
        outcome,
        reasons: JSON.stringify(reasons),
        text,
        created_at: DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
      })
  }
}

/** The model property of each kind's transaction column. */
const columnProperty = {
  quotationRequest: 'quotationRequestId',
  quotation: 'quotationId',
  order: 'cartShoppingHeaderId',
} as const

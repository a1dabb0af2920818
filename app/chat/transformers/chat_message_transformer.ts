import { BaseTransformer } from '@adonisjs/core/transformers'
import router from '@adonisjs/core/services/router'
import type ChatMessage from '#chat/models/chat_message'
import type { AttachedFile } from '#chat/models/chat_message'
import type { Conversation } from '#chat/queries/conversation_query'
import { CHAT_TEXTS, type ChatRole } from '#chat/rules/chat'

/** Who reads, and how each side is named to them (conversationLabels). */
export interface ChatViewer {
  id: number
  role: ChatRole
  buyerLabel: string
  storeLabel: string
}

/**
 * How each side is named to a viewer (doc 3 §6): others see 'Comprador' for the customer;
 * moderators see real names, and so does the store on its own sale (its page shows the buyer's
 * name and delivery data already: issue 11's decision). The store is its name on a quotation or
 * an order; on a request the buyer meets the stores that asked as 'Vendedor n' (`groupLabel`,
 * their order in the 'Historial de Mensajes' dialog) before any of them quoted.
 */
export function conversationLabels(
  conversation: Conversation,
  role: ChatRole,
  buyerName: string | null,
  groupLabel: string | null = null
): Pick<ChatViewer, 'buyerLabel' | 'storeLabel'> {
  const seesNames = role === 'moderator' || (role === 'store' && conversation.kind === 'order')
  return {
    buyerLabel: seesNames && buyerName ? buyerName : CHAT_TEXTS.buyer,
    storeLabel:
      conversation.kind === 'quotationRequest' && role === 'buyer'
        ? (groupLabel ?? CHAT_TEXTS.vendor)
        : conversation.store.name,
  }
}

export type SenderRole = 'buyer' | 'store' | 'admin'

export function senderRoleOf(
  message: Pick<ChatMessage, 'senderIsAdmin' | 'senderUserId'>,
  buyerId: number
): SenderRole {
  if (message.senderIsAdmin) return 'admin'
  return message.senderUserId === buyerId ? 'buyer' : 'store'
}

/** The download route of an attachment (participants only): `api.chat.file`. */
export function attachmentUrl(messageId: number, index: number) {
  return router.builder().params({ id: messageId, index }).make('api.chat.file')
}

/** An attachment as the pages get it: the stored key never leaves the server. */
export function attachmentViews(message: Pick<ChatMessage, 'id' | 'attachedFile'>): AttachedFile[] {
  return (message.attachedFile ?? []).map((file, index) => ({
    type: file.type,
    url: attachmentUrl(message.id, index),
    name: file.name,
    extension: file.extension,
  }))
}

/**
 * A chat message as one viewer sees it (contract: docs/api.md "Chat API"): labels by
 * role, the real names and the receiver only for moderators (`sender`/`receiver` preloaded),
 * `mine` and `addressedToMe` for the read marks.
 */
export default class ChatMessageTransformer extends BaseTransformer<ChatMessage> {
  constructor(
    resource: ChatMessage,
    protected viewer: ChatViewer,
    protected buyerId: number
  ) {
    super(resource)
  }

  toObject() {
    const message = this.resource
    const role = senderRoleOf(message, this.buyerId)
    const moderator = this.viewer.role === 'moderator'
    const personName = (user: { fullName: string } | null | undefined) => user?.fullName ?? null
    const label = (side: SenderRole, name: string | null) => {
      if (side === 'admin')
        return moderator && name ? `${CHAT_TEXTS.admin} (${name})` : CHAT_TEXTS.admin
      if (side === 'buyer') return this.viewer.buyerLabel
      return moderator && name ? `${this.viewer.storeLabel} (${name})` : this.viewer.storeLabel
    }
    const receiverSide: SenderRole = message.receiverUserId === this.buyerId ? 'buyer' : 'store'
    return {
      id: message.id,
      message: message.message,
      attachedFile: attachmentViews(message),
      createdAt: message.createdAt.toISO()!,
      isRead: message.isRead,
      mine: message.senderUserId === this.viewer.id,
      addressedToMe: message.receiverUserId === this.viewer.id,
      senderRole: role,
      senderIsAdmin: message.senderIsAdmin,
      senderLabel: label(role, personName(message.$preloaded.sender ? message.sender : null)),
      receiverLabel: moderator
        ? label(receiverSide, personName(message.$preloaded.receiver ? message.receiver : null))
        : null,
    }
  }
}

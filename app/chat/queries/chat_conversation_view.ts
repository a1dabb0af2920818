import User from '#users/models/user'
import type { Conversation } from '#chat/queries/conversation_query'
import { storePeople } from '#chat/queries/conversation_query'
import ChatMessagesQuery from '#chat/queries/chat_messages_query'
import ChatGroupsQuery from '#chat/queries/chat_groups_query'
import ChatPolicy, { chatRole } from '#chat/policies/chat_policy'
import { decision } from '#core/policies/decisions'
import { conversationLabels, type ChatViewer } from '#chat/transformers/chat_message_transformer'
import { CHAT_TEXTS, formVisible, type ChatRole } from '#chat/rules/chat'

/**
 * What a chat panel needs to know about its conversation, for one viewer (the `conversation` of
 * GET /api/{product}Go/chat): title, the person on the other side, whether and why the form is
 * shown or disabled, the moderator's tools, and how each side is labelled.
 */
export default class ChatConversationView {
  async handle(user: User, conversation: Conversation) {
    const role = (await chatRole(user, conversation)) as ChatRole
    const moderator = role === 'moderator'
    const namesBuyer = moderator || (role === 'store' && conversation.kind === 'order')
    const [buyer, hasMessages, groupLabel] = await Promise.all([
      namesBuyer
        ? User.query()
            .where('id', conversation.buyerId)
            .select('id', 'full_name', 'picture_url')
            .first()
        : null,
      new ChatMessagesQuery().hasMessages(conversation),
      role === 'buyer' && conversation.kind === 'quotationRequest'
        ? new ChatGroupsQuery().labelOf(conversation.transactionId, conversation.storeId)
        : null,
    ])
    const labels = conversationLabels(conversation, role, buyer?.fullName ?? null, groupLabel)
    const sending = await decision(new ChatPolicy().send(user, conversation, hasMessages))
    const viewer: ChatViewer = { id: user.id, role, ...labels }
    const receiver =
      role === 'buyer'
        ? { label: labels.storeLabel, pictureUrl: conversation.store.logoUrl ?? null }
        : { label: labels.buyerLabel, pictureUrl: moderator ? (buyer?.pictureUrl ?? null) : null }
    return {
      role,
      viewer,
      conversation: {
        kind: conversation.kind,
        transactionId: conversation.transactionId,
        storeId: conversation.storeId,
        channel: conversation.channel,
        title:
          conversation.kind === 'quotationRequest'
            ? role === 'buyer'
              ? CHAT_TEXTS.buyerRequestTitle
              : CHAT_TEXTS.requestTitle
            : conversation.kind === 'quotation'
              ? CHAT_TEXTS.quotationTitle
              : CHAT_TEXTS.orderTitle,
        receiver,
        canSend: sending.authorized,
        disabledReason: sending.authorized ? null : (sending.message ?? CHAT_TEXTS.staffReadOnly),
        formVisible: formVisible({ kind: conversation.kind, role, hasMessages }),
        adminWriter: moderator,
        canDelete: user.manageMessageDeletion,
        showContactNotice: role === 'store',
        viewerId: user.id,
        storeLabel: labels.storeLabel,
        buyerLabel: labels.buyerLabel,
      },
    }
  }

  /**
   * Only how a viewer's messages are labelled (the send's answer): no reads but the buyer's name
   * where the viewer sees it. The sender's own message never shows the store's 'Vendedor n'.
   */
  async viewer(user: User, conversation: Conversation, role: ChatRole): Promise<ChatViewer> {
    const namesBuyer = role === 'moderator' || (role === 'store' && conversation.kind === 'order')
    const buyer = namesBuyer
      ? await User.query().where('id', conversation.buyerId).select('id', 'full_name').first()
      : null
    return { id: user.id, role, ...conversationLabels(conversation, role, buyer?.fullName ?? null) }
  }

  /** getChatParticipants: the buyer and the store's people, by name (moderators only). */
  async participants(conversation: Conversation) {
    const people = await storePeople(conversation.storeId, conversation.store.userId)
    const users = await User.query()
      .whereIn('id', [conversation.buyerId, ...people])
      .select('id', 'full_name')
    const name = (id: number) => users.find((user) => user.id === id)?.fullName ?? ''
    return [
      {
        userId: conversation.buyerId,
        label: `${CHAT_TEXTS.buyer}: ${name(conversation.buyerId)}`,
        role: 'buyer' as const,
      },
      ...people
        .filter((id) => id !== conversation.buyerId)
        .map((id) => ({
          userId: id,
          label: `${conversation.store.name}: ${name(id)}`,
          role: 'store' as const,
        })),
    ]
  }
}

import ChatMessage from '#chat/models/chat_message'
import { TRANSACTION_COLUMN, type Conversation } from '#chat/queries/conversation_query'

/**
 * One page of a conversation, newest first by pages (page 1 = the latest `pageSize`), each page
 * answered oldest → newest for display. Two queries whatever the page size: the messages (one
 * more than asked, for `hasMore`), and for moderators the senders' and receivers' names.
 */
export default class ChatMessagesQuery {
  async page(
    conversation: Conversation,
    options: { page: number; pageSize: number; withNames: boolean }
  ) {
    const query = ChatMessage.query()
      .withScopes((scopes) => scopes.visible())
      .where(TRANSACTION_COLUMN[conversation.kind], conversation.transactionId)
      .where('store_id', conversation.storeId)
      .orderBy('id', 'desc')
      .offset((options.page - 1) * options.pageSize)
      .limit(options.pageSize + 1)
    if (options.withNames) {
      query
        .preload('sender', (sender) => sender.select('id', 'full_name'))
        .preload('receiver', (receiver) => receiver.select('id', 'full_name'))
    }
    const rows = await query
    const hasMore = rows.length > options.pageSize
    return { messages: rows.slice(0, options.pageSize).reverse(), hasMore }
  }

  /** Whether the conversation has any message (who may write first, doc 1 §4). */
  async hasMessages(conversation: Conversation) {
    const row = await ChatMessage.query()
      .withScopes((scopes) => scopes.visible())
      .where(TRANSACTION_COLUMN[conversation.kind], conversation.transactionId)
      .where('store_id', conversation.storeId)
      .select('id')
      .first()
    return Boolean(row)
  }
}

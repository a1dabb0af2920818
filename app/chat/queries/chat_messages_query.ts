import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import ChatMessage from '#chat/models/chat_message'
import { TRANSACTION_COLUMN, type Conversation } from '#chat/queries/conversation_query'

/**
 * The messages of a conversation. A quotation's chat also holds the questions its store asked
 * on the request before quoting (doc 3: a store that quoted leaves 'Preguntas del vendedor', its
 * chat is on its quotation): so a question's notice never leads to a chat that lost it.
 */
function ofConversation(
  query: ModelQueryBuilderContract<typeof ChatMessage>,
  conversation: Conversation
) {
  query.where('store_id', conversation.storeId)
  if (conversation.kind !== 'quotation' || !conversation.request) {
    return query.where(TRANSACTION_COLUMN[conversation.kind], conversation.transactionId)
  }
  const requestId = conversation.request.id
  return query.where((either) =>
    either
      .where('quotation_id', conversation.transactionId)
      .orWhere((asked) =>
        asked
          .where('quotation_request_id', requestId)
          .whereNull('quotation_id')
          .whereNull('cart_shopping_header_id')
      )
  )
}

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
    const query = ofConversation(
      ChatMessage.query().withScopes((scopes) => scopes.visible()),
      conversation
    )
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
    const row = await ofConversation(
      ChatMessage.query().withScopes((scopes) => scopes.visible()),
      conversation
    )
      .select('id')
      .first()
    return Boolean(row)
  }
}

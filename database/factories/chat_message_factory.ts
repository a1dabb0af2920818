import factory from '@adonisjs/lucid/factories'
import ChatMessage from '#chat/models/chat_message'
import { UserFactory } from '#database/factories/user_factory'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { needsParent, sequence } from '#database/factories/helpers'

/**
 * Chat messages: unread text from a new sender to nobody, attached to no transaction. Merge the
 * ids you need (quotationRequestId, receiverUserId, groupUserId, …). States: read, support.
 */
export const ChatMessageFactory = factory
  .define(ChatMessage, () => {
    const n = sequence()
    return {
      message: `¿El repuesto es original o genérico? (${n})`,
      attachedFile: null,
      image: null,
      isRead: false,
      senderIsAdmin: false,
      supportMessage: false,
      openChat: false,
      userSendingMessage: null,
    }
  })
  .state('read', (message) => {
    message.isRead = true
  })
  .state('support', (message) => {
    message.supportMessage = true
  })
  .relation('sender', () => UserFactory)
  .relation('receiver', () => UserFactory)
  .relation('quotationRequest', () => QuotationRequestFactory)
  .relation('quotation', () => QuotationFactory)
  .relation('cartShoppingHeader', () => CartShoppingHeaderFactory)
  .before('create', async (builder, message, ctx) => {
    if (needsParent(builder, message, 'senderUserId', 'sender')) {
      message.senderUserId = (await UserFactory.useCtx(ctx).create()).id
    }
  })
  .build()

import { inject } from '@adonisjs/core'
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { missingRecord, orFail } from '#core/policies/decisions'
import { apiSerializer } from '#core/services/api_serializer'
import User from '#users/models/user'
import ChatMessage from '#chat/models/chat_message'
import ConversationQuery, { conversationKeyOf } from '#chat/queries/conversation_query'
import ChatMessagesQuery from '#chat/queries/chat_messages_query'
import ChatGroupsQuery from '#chat/queries/chat_groups_query'
import ChatConversationView from '#chat/queries/chat_conversation_view'
import SendChatMessage from '#chat/actions/send_chat_message'
import MarkChatMessagesRead from '#chat/actions/mark_chat_messages_read'
import DeleteChatMessage from '#chat/actions/delete_chat_message'
import ChatAttachments from '#chat/services/chat_attachments'
import ChatMessageTransformer from '#chat/transformers/chat_message_transformer'
import { chatRole } from '#chat/policies/chat_policy'
import { answersOnly, chatPageSize } from '#chat/rules/chat'
import ContactFlagsQuery from '#chat/queries/contact_flags_query'
import {
  chatIdValidator,
  contactFlagsValidator,
  chatListValidator,
  markReadValidator,
  sendChatMessageValidator,
} from '#chat/validators/chat'
import QuotationRequest from '#quotations/models/quotation_request'

/** Messages a user may send: 120 a minute (a person types far fewer; a flooding script is stopped). */
const SEND_LIMIT = { requests: 120, duration: '1 min' } as const

/**
 * The chat API (doc 1 §7 "Chat (/api/{qmod}/chat, multipart create)"; paths ours, the spec
 * gives none), routes `api.chat.*`, session or bearer token. See docs/api.md "Chat API". A
 * conversation that is not the user's answers 404 on every route (ChatPolicy).
 */
export default class ChatController {
  /**
   * GET /api/{product}Go/chat?kind&transactionId&storeId&page&pageSize
   *
   * @summary Lista los mensajes de una conversación
   */
  async index({ request, auth, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(chatListValidator)
    const conversation = await this.conversation(user, input)
    await orFail(bouncer.with('ChatPolicy').execute('view', conversation))
    const view = await new ChatConversationView().handle(user, conversation)
    const pageSize = chatPageSize(conversation.kind, view.role, input.pageSize)
    const page = input.page ?? 1
    const { messages, hasMore } = await new ChatMessagesQuery().page(conversation, {
      page,
      pageSize,
      withNames: view.role === 'moderator',
    })
    const data = await apiSerializer.serialize(
      ChatMessageTransformer.transform(messages, view.viewer, conversation.buyerId)
    )
    return {
      data: { conversation: view.conversation, messages: data.data, hasMore, page, pageSize },
    }
  }

  /**
   * POST /api/{product}Go/chat (multipart): 201 with the message as the sender sees it.
   *
   * @summary Envía un mensaje de chat
   */
  @inject()
  async store({ request, response, auth, bouncer }: HttpContext, action: SendChatMessage) {
    const user = auth.getUserOrFail()
    await limiter.use(SEND_LIMIT).consume(`chat_send_${user.id}`)
    const input = await request.validateUsing(sendChatMessageValidator)
    const conversation = await this.conversation(user, input)
    const known = await chatRole(user, conversation)
    // the history matters only to who answers (rules/chat.ts answersOnly): read it only then
    const hasMessages =
      known && answersOnly(conversation.kind, known)
        ? await new ChatMessagesQuery().hasMessages(conversation)
        : true
    await orFail(bouncer.with('ChatPolicy').execute('send', conversation, hasMessages))
    const role = known!
    const message = await action.handle(user, conversation, role, {
      message: input.message,
      file: input.attached_file ?? null,
      receiverUserId: input.receiverUserId,
      confirmContactData: input.confirmContactData,
    })
    const viewer = await new ChatConversationView().viewer(user, conversation, role)
    if (role === 'moderator') await message.load((loader) => loader.load('sender').load('receiver'))
    const body = await apiSerializer.serialize(
      ChatMessageTransformer.transform(message, viewer, conversation.buyerId)
    )
    return response.created(body)
  }

  /**
   * DELETE /api/{product}Go/chat/{id}: moderators with manageMessageDeletion.
   *
   * @summary Elimina un mensaje de chat
   */
  @inject()
  async destroy({ params, auth, bouncer }: HttpContext, action: DeleteChatMessage) {
    const user = auth.getUserOrFail()
    const { id } = await chatIdValidator.validate(params)
    const { message, conversation } = await this.messageOf(user, id)
    await orFail(bouncer.with('ChatPolicy').execute('view', conversation))
    await orFail(bouncer.with('ChatPolicy').execute('deleteMessages'))
    await action.handle(message, conversation, user)
    return { message: 'Mensaje eliminado', data: { id } }
  }

  /**
   * POST /api/{product}Go/chat/markMessagesAsRead `{ ids }`: the ids marked.
   *
   * @summary Marca como leídos los mensajes de una conversación
   */
  async markRead({ request, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const { ids } = await request.validateUsing(markReadValidator)
    return { data: { ids: await new MarkChatMessagesRead().handle(user, ids) } }
  }

  /**
   * GET /api/{product}Go/chat/getChatParticipants: whom a moderator may write to.
   *
   * @summary Lista los participantes de una conversación
   */
  async participants({ request, auth, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(chatListValidator)
    const conversation = await this.conversation(user, input)
    await orFail(bouncer.with('ChatPolicy').execute('chooseRecipients', conversation))
    return { data: await new ChatConversationView().participants(conversation) }
  }

  /**
   * GET /api/{product}Go/chat/detectionOfInfringementsInChat/{userId}: own flag, or staff.
   *
   * @summary Indica si se detectaron infracciones en los chats de un usuario
   */
  async detection({ params, auth, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const { id } = await chatIdValidator.validate({ id: params.userId })
    const other = id === user.id ? user : await User.find(id)
    if (!other) throw missingRecord()
    await orFail(bouncer.with('ChatPolicy').execute('readDetection', other))
    return { data: other.infringementDetection }
  }

  /**
   * GET /api/{product}Go/chat/groups/{requestId}: the buyer's 'Preguntas del vendedor'.
   *
   * @summary Lista las conversaciones de una solicitud de cotización
   */
  async groups({ params, auth, bouncer }: HttpContext) {
    auth.getUserOrFail()
    const { id } = await chatIdValidator.validate({ id: params.requestId })
    const request = await QuotationRequest.find(id)
    if (!request) throw missingRecord()
    await orFail(bouncer.with('ChatPolicy').execute('viewGroups', request))
    const names = await bouncer.with('ChatPolicy').allows('seeGroupStores', request)
    const groups = await new ChatGroupsQuery().forRequest(request.id, request.userId, names)
    return {
      data: {
        groups,
        noRead: groups.reduce((sum, group) => sum + group.noRead, 0),
        disabled: request.isClosed || request.isExpired,
      },
    }
  }

  /**
   * GET /api/{product}Go/chat/contactFlags?page&pageSize&userId&outcome: the contact-data record
   * for moderation, newest first, `{ data, metadata: { count, page, pageSize } }`.
   *
   * @summary Lista los datos de contacto detectados en los chats, para moderación
   */
  async contactFlags({ request, auth, bouncer }: HttpContext) {
    auth.getUserOrFail()
    await orFail(bouncer.with('ChatPolicy').execute('readContactFlags'))
    const input = await request.validateUsing(contactFlagsValidator)
    const page = input.page ?? 0
    const pageSize = input.pageSize ?? 20
    const result = await new ContactFlagsQuery().page({ ...input, page, pageSize })
    return { data: result.rows, metadata: { count: result.total, page, pageSize } }
  }

  /**
   * GET /api/{product}Go/chat/{id}/files/{index}: an attachment, for the conversation's readers.
   *
   * @summary Descarga un archivo adjunto de un mensaje de chat
   */
  @inject()
  async file({ params, auth, bouncer, response }: HttpContext, attachments: ChatAttachments) {
    const user = auth.getUserOrFail()
    const { id } = await chatIdValidator.validate(params)
    const index = Number(params.index)
    const { message, conversation } = await this.messageOf(user, id)
    await orFail(bouncer.with('ChatPolicy').execute('view', conversation))
    const attached = Number.isInteger(index) ? message.attachedFile?.[index] : undefined
    return attachments.send(response, attached)
  }

  private async conversation(
    user: User,
    input: {
      kind: 'quotationRequest' | 'quotation' | 'order'
      transactionId: number
      storeId?: number
    }
  ) {
    const found = await new ConversationQuery().find(
      input.kind,
      input.transactionId,
      input.storeId ?? null,
      user
    )
    if (!found) throw missingRecord()
    return found
  }

  /** A message and its conversation; a deleted or unknown message is 404. */
  private async messageOf(user: User, id: number) {
    const message = await ChatMessage.query()
      .withScopes((scopes) => scopes.visible())
      .where('id', id)
      .first()
    const key = message ? conversationKeyOf(message) : null
    if (!message || !key) throw missingRecord()
    const conversation = await this.conversation(user, key)
    return { message, conversation }
  }
}

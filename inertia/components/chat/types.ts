import type ChatController from '@rules/chat/controllers/chat_controller'
import type { ChatKind } from '@rules/chat/rules/chat'
import type { AnswerOf } from '~/types'

/**
 * The chat's answers, typed from app/chat/controllers/chat_controller.ts (inertia/types.ts), and
 * its live messages (app/chat/services/chat_live.ts, whose payloads are not typed for pages).
 * One conversation is (kind, transactionId, storeId).
 */
export type { ChatKind }

/** GET api.chat.index: `conversation`, one page of `messages` (oldest → newest), `hasMore`. */
export type ChatPageAnswer = AnswerOf<ChatController['index']>['data']

/** What the viewer may see and do in the conversation (title, receiver, canSend…). */
export type ChatConversation = ChatPageAnswer['conversation']

/** A message as the viewer sees it (also POST api.chat.store's `data`). */
export type ChatMessageView = ChatPageAnswer['messages'][number]

export type ChatAttachment = ChatMessageView['attachedFile'][number]

export type ChatSenderRole = ChatMessageView['senderRole']

/** GET api.chat.participants: whom a message-module admin may write to. */
export type ChatParticipant = AnswerOf<ChatController['participants']>['data'][number]

/** GET api.chat.groups: the stores' questions on a request ('Vendedor n' each). */
export type ChatGroupsAnswer = AnswerOf<ChatController['groups']>['data']

export type ChatGroup = ChatGroupsAnswer['groups'][number]

/** A message as the conversation's channel pushes it (no names: the page labels by role). */
export interface ChatLiveMessage {
  id: number
  message: string | null
  attachedFile: ChatAttachment[] | null
  createdAt: string
  isRead: boolean
  senderUserId: number
  receiverUserId: number | null
  senderRole: ChatSenderRole
  senderIsAdmin: boolean
}

/** What the conversation's channel `chat/{kind}/{transactionId}/{storeId}` carries. */
export type ChatPush =
  | { type: 'chat.message'; message: ChatLiveMessage }
  | { type: 'chat.read'; ids: number[] }
  | { type: 'chat.deleted'; id: number }

/** On the user's own channel `users/{id}/notifications`: a conversation has a new unread. */
export interface ChatUnreadSignal {
  type: 'chat.unread'
  kind: ChatKind
  transactionId: number
  storeId: number
}

/** Which conversation a panel shows. */
export interface ChatTarget {
  kind: ChatKind
  transactionId: number
  storeId?: number
}

import { api } from '~/lib/http'
import { apiForm } from '~/lib/http_form'
import { urlFor } from '~/lib/routes'
import type {
  ChatGroupsAnswer,
  ChatMessageView,
  ChatPageAnswer,
  ChatParticipant,
  ChatTarget,
} from './types'

/**
 * The chat's calls (app/chat/routes.ts): every URL from the route registry, answers as
 * `api()` gives them (`ok`, `status`, `body`: `{ data }` or `{ message, errors, code }`).
 */
const conversationQuery = (target: ChatTarget) => ({
  kind: target.kind,
  transactionId: target.transactionId,
  storeId: target.storeId,
})

/** One page of the conversation: page 1 holds the newest messages. */
export function fetchChatPage(target: ChatTarget, page: number, pageSize: number) {
  const qs = { ...conversationQuery(target), page, pageSize }
  return api<{ data: ChatPageAnswer }>('GET', urlFor('api.chat.index', {}, { qs }))
}

export interface SendInput {
  message: string
  file: File | null
  /** A message-module admin's chosen recipient. */
  receiverUserId: number | null
  /** The sender said 'No son datos de contacto' to the warning. */
  confirmContactData: boolean
}

/** POST multipart: 201 with the message, or 422 (`code` 'contactData' / 'notAvailable'). */
export function sendChatMessage(target: ChatTarget, input: SendInput) {
  const form = new FormData()
  form.append('kind', target.kind)
  form.append('transactionId', String(target.transactionId))
  if (target.storeId !== undefined) form.append('storeId', String(target.storeId))
  if (input.message !== '') form.append('message', input.message)
  if (input.file) form.append('attached_file', input.file)
  if (input.receiverUserId !== null) form.append('receiverUserId', String(input.receiverUserId))
  if (input.confirmContactData) form.append('confirmContactData', '1')
  return apiForm<{ data: ChatMessageView; code?: string }>('POST', urlFor('api.chat.store'), form)
}

export function deleteChatMessage(id: number) {
  return api('DELETE', urlFor('api.chat.destroy', { id }))
}

/** Marks read the given messages addressed to the viewer; answers the ids actually marked. */
export function markChatRead(ids: number[]) {
  return api<{ data: { ids: number[] } }>('POST', urlFor('api.chat.markRead'), { ids })
}

/** Who a message-module admin may write to in the conversation. */
export function fetchParticipants(target: ChatTarget) {
  const qs = conversationQuery(target)
  return api<{ data: ChatParticipant[] }>('GET', urlFor('api.chat.participants', {}, { qs }))
}

/** The stores' question groups of a request ('Preguntas del vendedor'). */
export function fetchChatGroups(requestId: number) {
  return api<{ data: ChatGroupsAnswer }>('GET', urlFor('api.chat.groups', { requestId }))
}

import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import ChatMessage from '#chat/models/chat_message'
import VehicleBrand from '#catalog/models/vehicle_brand'
import type QuotationRequest from '#quotations/models/quotation_request'
import { UserFactory } from '#database/factories/user_factory'
import { makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeGoStore, type GoStore } from '#tests/helpers/vendors'

/** Paths of the chat API, with the product slug of the tests. */
export const CHAT = {
  index: '/api/repuestosGo/chat',
  markRead: '/api/repuestosGo/chat/markMessagesAsRead',
  participants: '/api/repuestosGo/chat/getChatParticipants',
  detection: (userId: number) => `/api/repuestosGo/chat/detectionOfInfringementsInChat/${userId}`,
  groups: (requestId: number) => `/api/repuestosGo/chat/groups/${requestId}`,
  file: (id: number, index = 0) => `/api/repuestosGo/chat/${id}/files/${index}`,
  destroy: (id: number) => `/api/repuestosGo/chat/${id}`,
}

export interface ChatWorld {
  buyer: User
  request: QuotationRequest
  seller: GoStore
  otherStore: GoStore
  stranger: User
  moderator: User
  staff: User
}

/**
 * A buyer's open marketplace request (Mazda) and two GO stores selling Mazda: `seller` (one
 * adviser) and `otherStore`; a stranger; a moderator (admin with manageMessagesModule and
 * manageMessageDeletion); a staff member without the message right (module manager).
 */
export async function chatWorld(): Promise<ChatWorld> {
  const buyer = await makeBuyer({ fullName: 'Ana Compradora' })
  const request = await makeRequest(buyer)
  const brand = await VehicleBrand.findOrFail(request.brandId)
  const seller = await makeGoStore({ brands: [brand], advisers: 1, name: 'Repuestos El Poblado' })
  const otherStore = await makeGoStore({ brands: [brand], name: 'AutoPartes Bogotá' })
  const stranger = await makeBuyer()
  const moderator = await UserFactory.apply('admin')
    .merge({
      manageMessagesModule: true,
      manageMessageDeletion: true,
      fullName: 'Mónica Moderadora',
    })
    .create()
  const staff = await UserFactory.apply('moduleManager').create()
  return { buyer, request, seller, otherStore, stranger, moderator, staff }
}

/** Sends a text message as `user` (multipart, like the page). */
export function say(
  client: any,
  user: User,
  fields: Record<string, string | number | boolean | undefined>
) {
  let call = client.post(CHAT.index).loginAs(user).withCsrfToken().accept('json')
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) call = call.field(name, String(value))
  }
  return call
}

export function listAs(client: any, user: User, qs: Record<string, string | number>) {
  return client.get(CHAT.index).qs(qs).loginAs(user).accept('json')
}

/** The fixtures the attachment tests upload. */
export const FIXTURES = {
  photo: app.makePath('tests/fixtures/photo.png'),
  notes: app.makePath('tests/fixtures/notes.txt'),
}

/** The fields naming a store's conversation on the world's request (the seller's by default). */
export function requestChat(world: ChatWorld, store: GoStore = world.seller) {
  return { kind: 'quotationRequest', transactionId: world.request.id, storeId: store.store.id }
}

/** Sends a message with one attachment (multipart `attached_file`) as `user`. */
export function sendFile(
  client: any,
  user: User,
  fields: Record<string, string | number | boolean | undefined>,
  path: string
) {
  return say(client, user, fields).file('attached_file', path)
}

/** Every stored chat message (deleted ones too), oldest first. */
export function storedMessages() {
  return ChatMessage.query().orderBy('id', 'asc')
}

/** The rows moderation reads: every contact-data flag, oldest first. */
export function contactFlags() {
  return db.from('chat_contact_flags').orderBy('id', 'asc')
}

/** The chat notifications ('QR.newMessage.') of a user, oldest first. */
export function chatNotifications(user: User) {
  return db
    .from('queue_notifications')
    .where('user_id', user.id)
    .where('topic', 'QR.newMessage.')
    .orderBy('id', 'asc')
}

/** Marks messages read as `user` (the chat panel does it once they are shown). */
export function markRead(client: any, user: User, ids: number[]) {
  return client.post(CHAT.markRead).json({ ids }).loginAs(user).withCsrfToken().accept('json')
}

/** A GET of the chat API as `user`, answering JSON. */
export function getAs(client: any, user: User, path: string, qs: Record<string, unknown> = {}) {
  return client.get(path).qs(qs).loginAs(user).accept('json')
}

import db from '@adonisjs/lucid/services/db'
import productConfig from '#config/product'
import { urlWithPrefix } from '#core/services/routes_helper'
import Store from '#stores/models/store'
import { actingStore } from '#stores/policies/acting_store'
import type User from '#users/models/user'
import QuotationRequest from '#quotations/models/quotation_request'
import Quotation from '#quotations/models/quotation'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import { storeSeesOrder } from '#orders/queries/sales_access_query'
import { chatChannel, type ChatKind } from '#chat/rules/chat'

/**
 * One conversation: a transaction and the store on the other side of the buyer. Everything the
 * policy, the actions and the notices need to know about it, read once.
 */
export interface Conversation {
  kind: ChatKind
  transactionId: number
  storeId: number
  store: Pick<Store, 'id' | 'name' | 'userId' | 'logoUrl'>
  buyerId: number
  /** The request of a request or quotation conversation (for VendorRequestPolicy and links). */
  request: QuotationRequest | null
  /** What the notice names: the request's or quotation's code, or the order's reference. */
  code: string
  /**
   * Whether writing is possible: request open and not expired; quotation not expired/closed;
   * an order once its store sees it.
   */
  open: boolean
  /**
   * Whether the store side takes part: false for a cart purchase not paid yet (the store does
   * not know of it, issue 19); true for every other conversation.
   */
  storeSees: boolean
  /** The store person a buyer's first message goes to (the quoting adviser, the order's…). */
  defaultStoreUserId: number
  channel: string
}

/** The conversation's id column of chat_messages. */
export const TRANSACTION_COLUMN: Record<ChatKind, string> = {
  quotationRequest: 'quotation_request_id',
  quotation: 'quotation_id',
  order: 'cart_shopping_header_id',
}

/**
 * Finds a conversation, or null when its transaction (or store) does not exist. `storeId` is
 * the store side: a quotation's and an order's come from the record (another given id: null);
 * on a request it is the given one, or the store the viewer acts for.
 */
export default class ConversationQuery {
  async find(
    kind: ChatKind,
    transactionId: number,
    storeId: number | null,
    viewer: User
  ): Promise<Conversation | null> {
    if (kind === 'quotationRequest') return this.ofRequest(transactionId, storeId, viewer)
    if (kind === 'quotation') return this.ofQuotation(transactionId, storeId)
    return this.ofOrder(transactionId, storeId)
  }

  private async ofRequest(id: number, storeId: number | null, viewer: User) {
    const request = await QuotationRequest.find(id)
    if (!request) return null
    const ownStore = storeId ?? (await actingStore(viewer))?.store.id ?? null
    if (!ownStore) return null
    const store = await this.store(ownStore)
    if (!store) return null
    return this.conversation('quotationRequest', id, store, {
      buyerId: request.userId,
      request,
      code: request.code,
      open: !request.isClosed && !request.isExpired,
      defaultStoreUserId: store.userId,
    })
  }

  private async ofQuotation(id: number, storeId: number | null) {
    const quotation = await Quotation.query().where('id', id).preload('request').first()
    if (!quotation?.request || (storeId !== null && storeId !== quotation.storeId)) return null
    const store = await this.store(quotation.storeId)
    if (!store) return null
    return this.conversation('quotation', id, store, {
      buyerId: quotation.request.userId,
      request: quotation.request,
      code: quotation.code,
      open: !quotation.isExpired,
      defaultStoreUserId: quotation.userId ?? store.userId,
    })
  }

  private async ofOrder(id: number, storeId: number | null) {
    const order = await CartShoppingHeader.query().where('id', id).preload('quotation').first()
    if (!order || (storeId !== null && storeId !== order.storeId)) return null
    const store = await this.store(order.storeId)
    if (!store) return null
    const storeSees = await storeSeesOrder(order)
    return this.conversation('order', id, store, {
      buyerId: order.userId,
      request: null,
      code: order.refVenta,
      // an unpaid cart purchase is unknown to its store (issue 19): nobody writes to it yet
      open: storeSees,
      storeSees,
      defaultStoreUserId: order.quotation?.userId ?? store.userId,
    })
  }

  private store(id: number) {
    return Store.query().where('id', id).select('id', 'name', 'user_id', 'logo_url').first()
  }

  private conversation(
    kind: ChatKind,
    transactionId: number,
    store: Store,
    rest: Omit<
      Conversation,
      'kind' | 'transactionId' | 'storeId' | 'store' | 'channel' | 'storeSees'
    > & { storeSees?: boolean }
  ): Conversation {
    return {
      kind,
      transactionId,
      storeId: store.id,
      store,
      channel: chatChannel(kind, transactionId, store.id),
      storeSees: true,
      ...rest,
    }
  }
}

export interface ConversationKey {
  kind: ChatKind
  transactionId: number
  storeId: number
}

/** The conversation a stored message belongs to (null for one outside these kinds). */
export function conversationKeyOf(message: {
  quotationRequestId: number | null
  quotationId: number | null
  cartShoppingHeaderId: number | null
  storeId: number | null
}): ConversationKey | null {
  if (!message.storeId) return null
  const { storeId } = message
  if (message.quotationId) return { kind: 'quotation', transactionId: message.quotationId, storeId }
  if (message.cartShoppingHeaderId) {
    return { kind: 'order', transactionId: message.cartShoppingHeaderId, storeId }
  }
  if (message.quotationRequestId) {
    return { kind: 'quotationRequest', transactionId: message.quotationRequestId, storeId }
  }
  return null
}

/** The store's people: its owner and its active advisers with an account. */
export async function storePeople(storeId: number, ownerId: number): Promise<number[]> {
  const advisers = await db
    .from('store_advisers')
    .where('store_id', storeId)
    .where('is_active', true)
    .whereNotNull('user_id')
    .select('user_id')
  return [...new Set([ownerId, ...advisers.map((row) => Number(row.user_id))])]
}

/**
 * The page where each side reads a conversation (the notice's link, and the notification marked
 * done when the messages are read): the buyer's detail page of the request or 'Mis compras'; the
 * store's request page or 'Ventas'. `section=chat` scrolls to the chat (doc 3 §2). On the
 * buyer's request page, a store's questions open in 'Preguntas del vendedor' on that store's
 * chat (`preguntas={storeId}`), and a quotation's chat is its own block
 * (`section=quotation-{id}`), not the first quotation's.
 */
export function conversationPage(conversation: Conversation, side: 'buyer' | 'store') {
  const go = productConfig.goPath
  if (conversation.kind === 'order') {
    const page = side === 'buyer' ? 'compras' : 'ventas'
    return urlWithPrefix(`/${go}/${page}/${conversation.transactionId}?section=chat`)
  }
  const requestId = conversation.request!.id
  if (side === 'store') return urlWithPrefix(`/${go}/quotationRequest/${requestId}?section=chat`)
  const query =
    conversation.kind === 'quotationRequest'
      ? `preguntas=${conversation.storeId}`
      : `section=quotation-${conversation.transactionId}`
  return urlWithPrefix(`/${go}/quotationRequestDetail/${requestId}?${query}`)
}

/**
 * Notification topics and the rules that group them (doc 1 §7, doc 2 §7). Pure: shared with the
 * pages through `@rules/notifications/rules/topics`.
 *
 * A topic names a family and ends with a dot ('QR.newQuotation.'): a topic given to the API
 * (countByTopic, markAllAsDone's `type`, the list's `filter.topic`) matches that topic and every
 * topic that starts with it ('QR.newQuotation.' also counts 'QR.newQuotation.123'); a topic
 * without the final dot matches only itself.
 */
export const NOTIFICATION_TOPICS = {
  /** A buyer received a quotation on one of their requests. */
  newQuotation: 'QR.newQuotation.',
  /** A chat message for the user (buyer or vendor side). */
  newMessage: 'QR.newMessage.',
  /** A buyer's own request was received (its code and what happens next). */
  requestReceived: 'QR.requestReceived.',
  /** A new request a vendor may quote (one per eligible vendor user). */
  newQuotationRequest: 'QR.newQuotationRequest.',
  /** Cart: a buyer sent an order to the vendor's store (orders sales model). */
  newOrder: 'CART.newOrder.',
  /** Cart: a purchase of the vendor's store was paid (cart sales model or payment link). */
  paidPurchase: 'CART.paidPurchase.',
  /** Cart: the store changed the state of one of the buyer's orders or purchases. */
  orderUpdate: 'CART.orderUpdate.',
  /**
   * Cart: the buyer changed (cancelled) one of the store's sales. A topic of its own, so that a
   * person who buys and also sells clears each side apart (markAllAsDone's typeUser).
   */
  saleUpdate: 'CART.saleUpdate.',
  /** Moderation: an infraction was registered on one of the store's transactions. */
  infraction: 'MOD.infraction.',
  /** Stores: staff activated the store's GO module (its owner is told). */
  storeActivated: 'STORE.goModuleActivated.',
  /** Stores: staff approved or refused a brand the store asked to serve (owner and advisers). */
  brandRequestResolved: 'STORE.brandRequestResolved.',
  /** Staff: a pending store's owner asked for its GO module's activation (every staff member). */
  goActivationRequested: 'STAFF.goActivationRequested.',
  /** Reports: an Excel export the person asked for is ready to download (in-app only). */
  reportExportReady: 'REPORT.exportReady.',
} as const

export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[keyof typeof NOTIFICATION_TOPICS]

/**
 * Cart notifications (countNotificationsCart): every topic of the 'CART.' family — orders,
 * paid purchases and the updates of orders and sales, the transactions the cart module of doc 1
 * §7 handles.
 */
export const CART_TOPIC_PREFIX = 'CART.'

/** A topic as the API accepts it: letters, digits and dots, at most 64 characters. */
export const TOPIC_PATTERN = /^[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*\.?$/
export const TOPIC_MAX_LENGTH = 64

export function isValidTopic(topic: string) {
  return topic.length <= TOPIC_MAX_LENGTH && TOPIC_PATTERN.test(topic)
}

/** Whether `topic` (stored) belongs to the family `family` (asked for). */
export function topicMatches(topic: string, family: string) {
  return family.endsWith('.') ? topic.startsWith(family) : topic === family
}

/**
 * `typeUser` of markAllAsDone (doc 1 §6 "Endpoints distinguish buyer, store, adviser and
 * supplier; a typeUser parameter is used for mark-all-read"). Every notification belongs to one
 * user account here, and one account may act as a buyer and as a vendor; typeUser says in which
 * role the user is clearing their notifications, i.e. which topics are cleared:
 * - `buyer`: the receipt of their requests, new quotations, chat messages, updates of their orders;
 * - `store` (store owner) and `adviser`: new requests to quote, chat messages, orders and paid
 *   purchases of the store, updates of its sales (a buyer cancelled) and infractions of the
 *   store;
 * - `supplier` (a buyer's own supplier): chat messages (the requests sent to suppliers reach
 *   them outside the marketplace).
 * Without typeUser every topic is cleared.
 */
export const TYPE_USERS = ['buyer', 'store', 'adviser', 'supplier'] as const
export type TypeUser = (typeof TYPE_USERS)[number]

const T = NOTIFICATION_TOPICS
/** What a store's people (owner and advisers) clear: the same topics for both. */
const STORE_TOPICS = [
  T.newQuotationRequest,
  T.newMessage,
  T.newOrder,
  T.paidPurchase,
  T.saleUpdate,
  T.infraction,
  T.storeActivated,
  T.brandRequestResolved,
] as const

export const TOPICS_BY_TYPE_USER: Record<TypeUser, readonly string[]> = {
  buyer: [T.requestReceived, T.newQuotation, T.newMessage, T.orderUpdate],
  store: STORE_TOPICS,
  adviser: STORE_TOPICS,
  supplier: [T.newMessage],
}

/** The pending counts the API answers and the bell receives over Transmit. */
export interface NotificationCounts {
  /** Every pending notification (countNotifications). */
  total: number
  /** Pending cart notifications (countNotificationsCart). */
  cart: number
  /** Pending chat messages, 'QR.newMessage.' (countPendingMessages). */
  messages: number
  /** Pending notifications per stored topic. */
  byTopic: Record<string, number>
}

/** Counts from pending rows grouped by topic. */
export function countsFromTopics(rows: { topic: string; count: number }[]): NotificationCounts {
  const counts: NotificationCounts = { total: 0, cart: 0, messages: 0, byTopic: {} }
  for (const { topic, count } of rows) {
    counts.total += count
    counts.byTopic[topic] = (counts.byTopic[topic] ?? 0) + count
    if (topic.startsWith(CART_TOPIC_PREFIX)) counts.cart += count
    if (topicMatches(topic, NOTIFICATION_TOPICS.newMessage)) counts.messages += count
  }
  return counts
}

/** The message type of the pushes on `users/{id}/notifications`. */
export const COUNTS_MESSAGE_TYPE = 'notificationCounts'

/** The Transmit channel of a user's notification counts (authorised in start/transmit.ts). */
export function notificationsChannel(userId: number) {
  return `users/${userId}/notifications`
}

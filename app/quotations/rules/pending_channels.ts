/**
 * The live push of Pendientes (doc 2 §4 "Real-time", §7 "Push channel"): channel names and the
 * message, shared by the server (listeners/push_new_request_to_vendors.ts, start/transmit.ts)
 * and the page (`@rules/quotations/rules/pending_channels`). Pure: no server imports.
 *
 * - `stores/{storeId}/pending`: one message per new request for every vendor who acts for the
 *   store (its owner or an active adviser, with the GO module). Only they may subscribe
 *   (PendingChannelPolicy); the store's Pendientes rules do not depend on the vendor, so one
 *   broadcast reaches exactly the store's people who may see the request.
 * - `vendors/{userId}/pending`: a vendor's own channel, for the one case where the store's
 *   people differ: the buyer is one of them (nobody is told of their own request), so the
 *   others of that store are told one by one.
 */
export const PENDING_MESSAGE_TYPE = 'pendingQuotationRequests'

/** What both channels carry: it names the request; the page reads it through the list API. */
export interface PendingMessage {
  type: typeof PENDING_MESSAGE_TYPE
  requestId: number
  storeId: number
  /** When the server broadcast it (ms since the epoch; the benchmark measures from it). */
  sentAt: number
}

export const STORE_PENDING_CHANNEL = 'stores/:storeId/pending'
export const VENDOR_PENDING_CHANNEL = 'vendors/:userId/pending'

export function storePendingChannel(storeId: number) {
  return `stores/${storeId}/pending`
}

export function vendorPendingChannel(userId: number) {
  return `vendors/${userId}/pending`
}

/** The store of a `stores/{id}/pending` channel name, or null for any other channel. */
export function storeOfPendingChannel(channel: string): number | null {
  const match = /^stores\/([1-9][0-9]{0,15})\/pending$/.exec(channel)
  return match ? Number(match[1]) : null
}

export function isPendingMessage(message: unknown): message is PendingMessage {
  const candidate = message as Partial<PendingMessage> | null
  return candidate?.type === PENDING_MESSAGE_TYPE && Number.isInteger(candidate.requestId)
}

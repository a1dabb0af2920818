/**
 * The message a buyer's pages receive on `users/{id}/notifications` when a vendor sends a
 * quotation on one of their requests or saves changes and notifies them (the bell ignores it:
 * it listens for 'notificationCounts'). Pure: shared with the pages.
 */
export const QUOTATION_PUSH_TYPE = 'quotationReceived'

export interface QuotationPushMessage {
  type: typeof QUOTATION_PUSH_TYPE
  kind: 'sent' | 'updated'
  requestId: number
  quotationId: number
  /** Quotations the request has now ('Tienes 1 cotización'). */
  quotationsCount: number
}

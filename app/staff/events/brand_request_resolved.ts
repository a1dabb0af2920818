import type { BrandRequestDecision } from '#staff/rules/brand_request_notice'

/**
 * Outbox event (app/core/outbox) written in the transaction of 'Aprobar' or 'Rechazar' on a
 * brand request (ApproveBrandRequest, RejectBrandRequest): the store's owner and active
 * advisers are told once, in the app and by e-mail
 * (app/staff/listeners/notify_store_of_brand_request.ts, wired in start/events.ts).
 */
export const BRAND_REQUEST_RESOLVED = 'staff.brand_request_resolved'

export interface BrandRequestResolvedPayload {
  brandRequestId: number
  storeId: number
  decision: BrandRequestDecision
  /** The brands enabled, by name (an approval). */
  brands: string[]
  note: string | null
}

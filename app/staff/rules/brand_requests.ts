/**
 * The staff queue of brand requests (issue 23 'Marcas solicitadas', `/staff/marcas`): the
 * states of a request a store sent with sendNotifyToAdminAboutBrands (doc 3 §7) and what staff
 * may type when they resolve it. Pure: shared with the page (`@rules/staff/rules/brand_requests`).
 *
 * Our choices (the spec leaves them open):
 * - approving enables one or more vehicle brands (at most 20 at once) for the store: they join
 *   the brands it serves (store_vehicle_brands, the 'Marcas y zonas' of its configuration), so
 *   its Pendientes shows the marketplace requests of those brands at once; a brand it already
 *   served stays as it was. An optional note goes with it;
 * - rejecting needs a note (3 to 512 characters): the store is told why;
 * - a resolved request is final: approving or rejecting it again answers 409;
 * - the store's owner and its active advisers with an account are told, in the app and by
 *   e-mail (not by WhatsApp: it is not urgent and the e-mail carries the note);
 * - the queue is the host country's stores', pending first, then newest first, 20 a page.
 */
export const BRAND_REQUEST_STATES = ['pending', 'approved', 'rejected'] as const
export type BrandRequestState = (typeof BRAND_REQUEST_STATES)[number]

export const BRAND_REQUEST_STATE_LABELS: Record<BrandRequestState, string> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
}

/** At most this many brands enabled by one approval. */
export const MAX_APPROVED_BRANDS = 20
/** The note of a rejection (required) or of an approval (optional). */
export const RESOLUTION_NOTE_MIN = 3
export const RESOLUTION_NOTE_MAX = 512

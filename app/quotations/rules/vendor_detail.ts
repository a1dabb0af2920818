import { seesCustomerData } from './customer_data.js'
/**
 * Pure rules of the seller-side request detail (doc 3 §2.1, §4.1, §6), shared by the server
 * (what the JSON answers) and the page (what it shows). No server imports here.
 */

/** Who looks at the request, as far as these rules care. */
export interface DetailViewerFlags {
  /**
   * "Admin here is a core admin or a module manager" (doc 3 §6): decided by the policies
   * (VendorRequestPolicy.seeCustomerContact passes User.actsAsAdmin).
   */
  staff: boolean
  /** Customer data of store-channel requests. */
  showCustomerData: boolean
  /** Customer data of marketplace requests. */
  showCustomerDataMarketplace: boolean
}

/**
 * Customer contact data (name and WhatsApp) is shown when (store request and showCustomerData)
 * or (marketplace request and showCustomerDataMarketplace) or admin (doc 3 §6, doc 2 §6).
 */
export function canSeeCustomerContact(
  viewer: DetailViewerFlags,
  request: { storeId: number | null; userId?: number }
) {
  return seesCustomerData(
    {
      userId: null,
      staff: viewer.staff,
      showCustomerData: viewer.showCustomerData,
      showCustomerDataMarketplace: viewer.showCustomerDataMarketplace,
    },
    { userId: request.userId ?? -1, storeId: request.storeId }
  )
}

/**
 * 'Descartar' appears only if no detail has a related quotation of this store and the user is
 * not an admin (doc 3 §6); it is the triage right of a vendor (never staff), and a request the
 * store already discarded is not discarded twice.
 */
export function canDiscard(input: {
  canTriage: boolean
  discarded: boolean
  details: { relatedQuotation: unknown }[]
}) {
  return input.canTriage && !input.discarded && input.details.every((d) => !d.relatedQuotation)
}

/**
 * The vendor is told 'Solicitud cerrada' (other vendors answered faster) when the request is
 * not available and this store has no quotation on it (doc 3 §4.1).
 */
export function showClosedAlert(input: { available: boolean; quotationsOfStore: number }) {
  return !input.available && input.quotationsOfStore === 0
}

/** The WhatsApp link of a national mobile: https://wa.me/573001234567 (digits only). */
export function whatsappLink(mobile: string | null | undefined, phonePrefix: string) {
  const digits = (mobile ?? '').replace(/\D/g, '')
  if (!digits) return null
  const full = digits.startsWith(phonePrefix) && digits.length > 10 ? digits : phonePrefix + digits
  return `https://wa.me/${full}`
}

/**
 * The adviser an automatic discard ('Producto no disponible') is recorded with: the acting
 * user's own adviser record when they advise the store (storeByAdviser), otherwise the store's
 * first active adviser; none when the store has no advisers (then the page asks the discard
 * dialog, doc 3 §4.1).
 */
export function adviserForAutomaticDiscard(
  actingAdviserId: number | null,
  storeAdviserIds: number[]
): number | null {
  if (actingAdviserId !== null && storeAdviserIds.includes(actingAdviserId)) {
    return actingAdviserId
  }
  return storeAdviserIds.length > 0 ? Math.min(...storeAdviserIds) : null
}

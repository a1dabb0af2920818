/**
 * Customer data reaches vendors only through here (doc 2 §6, doc 3 §6): "Customer contact data is
 * shown when (request from a store and showCustomerData) or (marketplace request and
 * showCustomerDataMarketplace) or admin" — and, of course, to the buyer who made the request.
 *
 * Customer data is what identifies the buyer: name, WhatsApp number and e-mail, the vehicle
 * owner's identification, and the photo of the property card (it shows the owner's name and
 * identification). The vehicle itself (brand, model, year, plate, VIN) is what vendors quote
 * for: every vendor who may see the request sees it. Without the right, the fields are null
 * (the pages show '--').
 *
 * Every vendor-facing transformer and response builds these fields with `customerFields` (the
 * buyer list rows, the vendor lists, the request detail page and API, the vehicle endpoint).
 */
export interface CustomerDataViewer {
  userId: number | null
  /** Core admin or module manager (treated as admin in this module). */
  staff: boolean
  showCustomerData: boolean
  showCustomerDataMarketplace: boolean
}

export function seesCustomerData(
  viewer: CustomerDataViewer,
  request: { userId: number; storeId: number | null }
) {
  if (viewer.userId !== null && viewer.userId === request.userId) return true
  if (viewer.staff) return true
  return request.storeId ? viewer.showCustomerData : viewer.showCustomerDataMarketplace
}

export interface CustomerSource {
  userId: number
  storeId: number | null
  vehicleOwnerIdentification: string | null
  vehiclePropertyCard: string | null
  user?: { fullName: string | null; mobile: string | null; email?: string | null } | null
}

/** The customer fields of a request for this viewer: the values, or null. */
export function customerFields(viewer: CustomerDataViewer, request: CustomerSource) {
  const visible = seesCustomerData(viewer, request)
  return {
    visible,
    ownerIdentification: visible ? request.vehicleOwnerIdentification : null,
    propertyCard: visible ? request.vehiclePropertyCard : null,
    user:
      visible && request.user
        ? {
            name: request.user.fullName,
            mobile: request.user.mobile,
            email: request.user.email ?? null,
          }
        : null,
  }
}

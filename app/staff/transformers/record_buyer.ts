import { customerFields, type CustomerDataViewer } from '#quotations/rules/customer_data'

/**
 * The buyer of a row of the staff lists, through the one masking rule
 * (quotations/rules/customer_data.ts): the admins and the GO module's managers see every buyer
 * (as on the request detail page and the sales pages they already read); other staff only
 * where their `showCustomerData` / `showCustomerDataMarketplace` flags allow — null otherwise
 * (the page shows '--').
 */
export function recordBuyer(
  viewer: CustomerDataViewer,
  request: {
    userId: number
    storeId: number | null
    user?: { fullName: string | null; email: string | null; mobile: string | null } | null
  }
) {
  return customerFields(viewer, {
    userId: request.userId,
    storeId: request.storeId,
    user: request.user ?? null,
    vehicleOwnerIdentification: null,
    vehiclePropertyCard: null,
  }).user
}

/** 'Chevrolet Spark 2015'. */
export function vehicleName(request: {
  brand?: { name: string } | null
  vehicleModel: string
  vehicleYear: number
}) {
  return [request.brand?.name, request.vehicleModel, request.vehicleYear].filter(Boolean).join(' ')
}

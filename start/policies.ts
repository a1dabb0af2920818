/**
 * Every policy of every module, by name, for `ctx.bouncer.with("Name")`. It lives in start/
 * (not in a module) because it names the policies of all of them.
 */
export const policies = {
  UserPolicy: () => import('#users/policies/user_policy'),
  VehiclePolicy: () => import('#garage/policies/vehicle_policy'),
  SupplierPolicy: () => import('#stores/policies/supplier_policy'),
  SellerPolicy: () => import('#stores/policies/seller_policy'),
  QuotationRequestPolicy: () => import('#quotations/policies/quotation_request_policy'),
  SellerAreaPolicy: () => import('#quotations/policies/seller_area_policy'),
  VendorRequestPolicy: () => import('#quotations/policies/vendor_request_policy'),
  QuotationPolicy: () => import('#quotations/policies/quotation_policy'),
}

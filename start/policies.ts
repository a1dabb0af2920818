/**
 * Every policy of every module, by name, for `ctx.bouncer.with("Name")`. It lives in start/
 * (not in a module) because it names the policies of all of them.
 */
export const policies = {
  UserPolicy: () => import('#users/policies/user_policy'),
  VehiclePolicy: () => import('#garage/policies/vehicle_policy'),
  SupplierPolicy: () => import('#stores/policies/supplier_policy'),
  ProductImagePolicy: () => import('#stores/policies/product_image_policy'),
  StoreConfigPolicy: () => import('#stores/policies/store_config_policy'),
  SellerPolicy: () => import('#stores/policies/seller_policy'),
  StaffStorePolicy: () => import('#stores/policies/staff_store_policy'),
  StaffPolicy: () => import('#staff/policies/staff_policy'),
  StoreAdvisersPolicy: () => import('#stores/policies/store_advisers_policy'),
  QuotationRequestPolicy: () => import('#quotations/policies/quotation_request_policy'),
  SellerAreaPolicy: () => import('#quotations/policies/seller_area_policy'),
  VendorRequestPolicy: () => import('#quotations/policies/vendor_request_policy'),
  QuotationPolicy: () => import('#quotations/policies/quotation_policy'),
  QuotationExportPolicy: () => import('#quotations/policies/quotation_export_policy'),
  InfractionPolicy: () => import('#moderation/policies/infraction_policy'),
  BuyerDetailPolicy: () => import('#quotations/policies/buyer_detail_policy'),
  ActivityPolicy: () => import('#users/policies/activity_policy'),
  CheckoutRecordPolicy: () => import('#orders/policies/checkout_record_policy'),
  CheckoutPolicy: () => import('#orders/policies/checkout_policy'),
  OrderPolicy: () => import('#orders/policies/order_policy'),
  ChatPolicy: () => import('#chat/policies/chat_policy'),
  NpsRatingPolicy: () => import('#reports/policies/nps_rating_policy'),
  AnalyticsPolicy: () => import('#reports/policies/analytics_policy'),
  ReportExportPolicy: () => import('#reports/policies/report_export_policy'),
  StoreIndicatorsPolicy: () => import('#reports/policies/store_indicators_policy'),
}

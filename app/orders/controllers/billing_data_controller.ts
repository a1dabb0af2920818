import CheckoutRecordController from '#orders/controllers/checkout_record_controller'

/**
 * The buyer's additional billing records (/api/users/BillingData, doc 1 §7; the billing list's
 * page size is `pageSize`): list, create, change and remove, as every checkout record kind (see
 * CheckoutRecordController).
 */
export default class BillingDataController extends CheckoutRecordController<'billing'> {
  protected readonly kind = 'billing'
}

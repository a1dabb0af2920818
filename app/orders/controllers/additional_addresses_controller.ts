import CheckoutRecordController from '#orders/controllers/checkout_record_controller'

/**
 * The buyer's additional delivery addresses (/api/users/userAdditionalAddress, doc 1 §7; the
 * address list's page size is `perPage`): list, create, change and remove, as every checkout
 * record kind (see CheckoutRecordController).
 */
export default class AdditionalAddressesController extends CheckoutRecordController<'address'> {
  protected readonly kind = 'address'
}

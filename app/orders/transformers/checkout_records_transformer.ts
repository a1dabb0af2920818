import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#users/models/user'
import type UserAdditionalAddress from '#orders/models/user_additional_address'
import type BillingData from '#orders/models/billing_data'
import { additionalAddressData } from '#orders/transformers/additional_address_transformer'
import { billingRecordData } from '#orders/transformers/billing_data_transformer'
import { MAIN_RECORD_ID, missingMainFields } from '#orders/rules/checkout_records'

export interface CheckoutRecordsView {
  user: User
  addresses: UserAdditionalAddress[]
  billing: BillingData[]
}

/**
 * GET /api/users/checkoutRecords: what the checkout wizard's address and billing steps offer
 * (doc 1 §4), in one call.
 *
 * - `main`: the user record as the default choice, `id: 0` (fullname, identification, address,
 *   city, email, mobile), with `missing.forAddress` / `missing.forBilling` (field names, form
 *   order) and `completeForAddress` / `completeForBilling`: an incomplete main record cannot be
 *   chosen for that step.
 * - `addresses` and `billing`: the additional records, as their lists answer them (by city).
 */
export default class CheckoutRecordsTransformer extends BaseTransformer<CheckoutRecordsView> {
  toObject() {
    const { user, addresses, billing } = this.resource
    const missing = missingMainFields(user)
    return {
      main: {
        id: MAIN_RECORD_ID,
        user_id: user.id,
        fullname: user.fullName ?? null,
        identification: user.identification,
        address: user.address,
        city_id: user.cityId,
        cityName: user.cityId && user.$preloaded.city ? user.city.fullName : null,
        email: user.email,
        mobile: user.mobile,
        missing,
        completeForAddress: missing.forAddress.length === 0,
        completeForBilling: missing.forBilling.length === 0,
      },
      addresses: addresses.map(additionalAddressData),
      billing: billing.map(billingRecordData),
    }
  }
}

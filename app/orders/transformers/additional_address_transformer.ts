import { BaseTransformer } from '@adonisjs/core/transformers'
import type UserAdditionalAddress from '#orders/models/user_additional_address'
import { checkoutRecordFields } from '#orders/transformers/checkout_record_fields'

/**
 * An additional delivery address (doc 1 §3: user_id, fullname, identification, address,
 * city_id, mobile, listed with cityName — the city's full name).
 */
export function additionalAddressData(record: UserAdditionalAddress) {
  return { ...checkoutRecordFields(record), mobile: record.mobile }
}

export default class AdditionalAddressTransformer extends BaseTransformer<UserAdditionalAddress> {
  toObject() {
    return additionalAddressData(this.resource)
  }
}

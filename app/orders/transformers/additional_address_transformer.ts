import { BaseTransformer } from '@adonisjs/core/transformers'
import type UserAdditionalAddress from '#orders/models/user_additional_address'

/**
 * An additional delivery address (doc 1 §3: user_id, fullname, identification, address,
 * city_id, mobile, listed with cityName — the city's full name).
 */
export function additionalAddressData(record: UserAdditionalAddress) {
  return {
    id: record.id,
    user_id: record.userId,
    fullname: record.fullname,
    identification: record.identification,
    address: record.address,
    city_id: record.cityId,
    cityName: record.$preloaded.city ? record.city.fullName : null,
    mobile: record.mobile,
  }
}

export default class AdditionalAddressTransformer extends BaseTransformer<UserAdditionalAddress> {
  toObject() {
    return additionalAddressData(this.resource)
  }
}

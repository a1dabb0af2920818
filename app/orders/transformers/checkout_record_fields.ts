import type UserAdditionalAddress from '#orders/models/user_additional_address'
import type BillingData from '#orders/models/billing_data'

/**
 * The fields both kinds of checkout records answer first, in this order (doc 1 §3: id,
 * user_id, fullname, identification, address, city_id, and cityName — the city's full name,
 * null when the city was not loaded). Each kind's transformer adds its own fields after them
 * (billing: email; both: mobile last), so the JSON keeps its key order.
 */
export function checkoutRecordFields(record: UserAdditionalAddress | BillingData) {
  return {
    id: record.id,
    user_id: record.userId,
    fullname: record.fullname,
    identification: record.identification,
    address: record.address,
    city_id: record.cityId,
    cityName: record.$preloaded.city ? record.city.fullName : null,
  }
}

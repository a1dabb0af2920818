import { BaseTransformer } from '@adonisjs/core/transformers'
import type BillingData from '#orders/models/billing_data'

/**
 * An additional billing record (doc 1 §3: user_id, fullname, identification, address, city_id,
 * email, mobile, listed with cityName — the city's full name).
 */
export function billingRecordData(record: BillingData) {
  return {
    id: record.id,
    user_id: record.userId,
    fullname: record.fullname,
    identification: record.identification,
    address: record.address,
    city_id: record.cityId,
    cityName: record.$preloaded.city ? record.city.fullName : null,
    email: record.email,
    mobile: record.mobile,
  }
}

export default class BillingDataTransformer extends BaseTransformer<BillingData> {
  toObject() {
    return billingRecordData(this.resource)
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type BillingData from '#orders/models/billing_data'
import { checkoutRecordFields } from '#orders/transformers/checkout_record_fields'

/**
 * An additional billing record (doc 1 §3: user_id, fullname, identification, address, city_id,
 * email, mobile, listed with cityName — the city's full name).
 */
export function billingRecordData(record: BillingData) {
  return { ...checkoutRecordFields(record), email: record.email, mobile: record.mobile }
}

export default class BillingDataTransformer extends BaseTransformer<BillingData> {
  toObject() {
    return billingRecordData(this.resource)
  }
}

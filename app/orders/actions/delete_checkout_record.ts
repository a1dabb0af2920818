import type { CheckoutRecord } from '#orders/policies/checkout_record_policy'
import type { CheckoutRecordKind } from '#orders/actions/checkout_record_kinds'
import { assertNotUsedByOrder } from '#orders/actions/locked_by_order'

/** Removes a buyer's address or billing record; one an order uses is locked (409). */
export default class DeleteCheckoutRecord {
  async handle(kind: CheckoutRecordKind, record: CheckoutRecord) {
    await assertNotUsedByOrder(kind, record)
    await record.delete()
  }
}

import {
  loadCity,
  recordAttributes,
  type RecordOf,
  type CheckoutRecordInput,
  type CheckoutRecordKind,
} from '#orders/actions/checkout_record_kinds'
import { assertNotUsedByOrder } from '#orders/actions/locked_by_order'

/**
 * Changes a buyer's address or billing record (the PATCH body over the record, validated as a
 * whole); one an order already uses is locked (409, see locked_by_order.ts).
 */
export default class UpdateCheckoutRecord {
  async handle<K extends CheckoutRecordKind>(
    kind: K,
    record: RecordOf<K>,
    input: CheckoutRecordInput
  ): Promise<RecordOf<K>> {
    await assertNotUsedByOrder(kind, record)
    record.merge(recordAttributes(input))
    await record.save()
    await loadCity(record)
    return record
  }
}

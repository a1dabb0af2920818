import type User from '#users/models/user'
import {
  CHECKOUT_RECORD_KINDS,
  loadCity,
  recordAttributes,
  type RecordOf,
  type CheckoutRecordInput,
  type CheckoutRecordKind,
} from '#orders/actions/checkout_record_kinds'

/**
 * Adds a delivery address or a billing record to the signed-in buyer (doc 1 §7: the answer
 * carries `data.id`, which the wizard selects after reloading its list, doc 1 §4).
 */
export default class CreateCheckoutRecord {
  async handle<K extends CheckoutRecordKind>(
    kind: K,
    user: User,
    input: CheckoutRecordInput
  ): Promise<RecordOf<K>> {
    const { model } = CHECKOUT_RECORD_KINDS[kind]
    const record = await model.create({ userId: user.id, ...recordAttributes(input) })
    return (await loadCity(record)) as RecordOf<K>
  }
}

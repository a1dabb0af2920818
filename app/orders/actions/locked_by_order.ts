import db from '@adonisjs/lucid/services/db'
import { BusinessError } from '#core/errors'
import type { CheckoutRecord } from '#orders/policies/checkout_record_policy'
import {
  CHECKOUT_RECORD_KINDS,
  type CheckoutRecordKind,
} from '#orders/actions/checkout_record_kinds'

/**
 * A record an order points at is the order's delivery address or billing data: changing it
 * would rewrite the order, and removing it would turn the order's choice into the buyer's main
 * record (the column is set to null on delete). Such a record is locked: 409 with the reason,
 * the buyer adds a new one instead.
 */
export async function assertNotUsedByOrder(kind: CheckoutRecordKind, record: CheckoutRecord) {
  const { orderColumn, inUse } = CHECKOUT_RECORD_KINDS[kind]
  const order = await db
    .from('cart_shopping_headers')
    .where(orderColumn, record.id)
    .select('id')
    .first()
  if (order) throw new BusinessError(inUse, 409)
}

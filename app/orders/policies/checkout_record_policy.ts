import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type UserAdditionalAddress from '#orders/models/user_additional_address'
import type BillingData from '#orders/models/billing_data'
import { denyAsMissing } from '#core/policies/decisions'

/** An additional delivery address or billing record. */
export type CheckoutRecord = UserAdditionalAddress | BillingData

/**
 * A buyer's additional delivery addresses and billing records (doc 1 §6 "Logged-in users manage
 * their own addresses, billing and checkout"): only their owner reads, changes or removes them,
 * staff included. For anybody else a record does not exist (404, as an unknown id), and so
 * neither do another user's lists (`actFor`: the `user_id` of a list filter or of a new record).
 */
export default class CheckoutRecordPolicy extends BasePolicy {
  /** List or create records for the user `userId`. */
  actFor(user: User, userId: number): AuthorizerResponse {
    return user.id === userId ? true : denyAsMissing()
  }

  /** Choose the record for an order (the checkout's `addressId` / `billingId`). */
  choose(user: User, record: CheckoutRecord): AuthorizerResponse {
    return user.id === record.userId ? true : denyAsMissing()
  }

  update(user: User, record: CheckoutRecord): AuthorizerResponse {
    return user.id === record.userId ? true : denyAsMissing()
  }

  delete(user: User, record: CheckoutRecord): AuthorizerResponse {
    return user.id === record.userId ? true : denyAsMissing()
  }
}

import UserAdditionalAddress from '#orders/models/user_additional_address'
import BillingData from '#orders/models/billing_data'
import { CHECKOUT_RECORD_MESSAGES as M, mexicanAddressLine } from '#orders/rules/checkout_records'

/**
 * The two kinds of checkout records a buyer keeps besides their own user record: additional
 * delivery addresses and billing records. What differs between them for the actions and the
 * list: the model, the order column that points at them (cart_shopping_headers) and the texts.
 */
export const CHECKOUT_RECORD_KINDS = {
  address: {
    model: UserAdditionalAddress,
    orderColumn: 'address_id',
    inUse: M.addressInUse,
    deleted: M.addressDeleted,
  },
  billing: {
    model: BillingData,
    orderColumn: 'billing_id',
    inUse: M.billingInUse,
    deleted: M.billingDeleted,
  },
} as const

export type CheckoutRecordKind = keyof typeof CHECKOUT_RECORD_KINDS

/** The record of each kind. */
export interface CheckoutRecordOfKind {
  address: UserAdditionalAddress
  billing: BillingData
}
export type RecordOf<K extends CheckoutRecordKind> = CheckoutRecordOfKind[K]

/** Loads the record's city (for its `cityName`). */
export async function loadCity(record: UserAdditionalAddress | BillingData) {
  if (record instanceof UserAdditionalAddress) await record.load('city')
  else await record.load('city')
  return record
}

/** What a new or changed record holds (the validators' output, without `user_id`). */
export interface CheckoutRecordInput {
  fullname?: string
  identification?: string
  address?: string
  /** Mexico's colonia and código postal, kept in the address line. */
  neighborhood?: string
  postal_code?: string
  city_id?: number
  email?: string
  mobile?: string
}

/** The model's attributes for the input (only the fields given). */
export function recordAttributes(input: CheckoutRecordInput) {
  const attributes: Record<string, string | number> = {}
  if (input.fullname !== undefined) attributes.fullname = input.fullname
  if (input.identification !== undefined) attributes.identification = input.identification
  if (input.address !== undefined) {
    attributes.address =
      input.neighborhood && input.postal_code
        ? mexicanAddressLine(input.address, input.neighborhood, input.postal_code)
        : input.address
  }
  if (input.city_id !== undefined) attributes.cityId = input.city_id
  if (input.email !== undefined) attributes.email = input.email
  if (input.mobile !== undefined) attributes.mobile = input.mobile
  return attributes
}

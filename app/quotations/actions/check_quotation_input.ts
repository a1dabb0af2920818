import { inject } from '@adonisjs/core'
import { errors as vineErrors } from '@vinejs/vine'
import { DateTime } from 'luxon'
import type User from '#users/models/user'
import type Store from '#stores/models/store'
import type StoreAdviser from '#stores/models/store_adviser'
import StoreAdvisersQuery from '#quotations/queries/store_advisers_query'
import { chooseAdviser } from '#quotations/rules/discard_adviser'
import { containsContactData } from '#quotations/rules/contact_data'
import { readShipping, validUntilError } from '#quotations/rules/quotation_input'
import { QUOTATION_MESSAGES as M } from '#quotations/rules/quotation_messages'
import { fitsColumns, type Pricing } from '#quotations/rules/pricing'
import type { DeliveryTime, ShippingOption } from '#quotations/rules/quotation_form'
import { fitsCurrency, parseMoney, type Currency } from '#core/rules/money'

/** One product of a quotation as the validators hand it over (`unit_price` normalised text). */
export interface QuotationItemInput {
  id?: number
  quotation_request_detail_id?: number | null
  name: string
  brand: string
  amount: number
  unit_price: string
  warranty: number
  delivery_time: DeliveryTime
  reference?: string | null
  image?: string | null
}

type FieldError = { field: string; message: string; rule: string }

/** A 422 with the fields' Spanish messages, like any validation error. */
export function fieldErrors(errors: FieldError[]) {
  return new vineErrors.E_VALIDATION_ERROR(errors)
}

export function fieldError(field: string, message: string, rule = 'quotation') {
  return fieldErrors([{ field, message, rule }])
}

/**
 * Prices in the store's currency: in COP whole pesos (fitsCurrency). The vendor's form takes no
 * cents in COP; an API call that sends them gets a 422 on each such field instead of a price
 * the pages would show rounded and charge unrounded.
 */
export function fitCurrency(
  currency: Currency,
  prices: { field: string; value: string | null | undefined }[]
) {
  const errors = prices.flatMap(({ field, value }) => {
    const cents = value === null || value === undefined ? null : parseMoney(value)
    return cents !== null && !fitsCurrency(cents, currency)
      ? [{ field, message: M.wholePesos, rule: 'currency' }]
      : []
  })
  if (errors.length) throw fieldErrors(errors)
}

/** The unit prices of the products sent, by their fields (`quotationDetails.{i}.unit_price`). */
export function itemPrices(items: { unit_price?: string }[]) {
  return items.map((item, index) => ({
    field: `quotationDetails.${index}.unit_price`,
    value: item.unit_price,
  }))
}

/** Today's date on this server ('yyyy-MM-dd'), what validity dates are compared with. */
export const today = () => DateTime.now().toISODate()!

/**
 * The "before sending" rules of doc 3 §5 that need the store or the request, shared by the send
 * and the edit: the shipping choice, the validity date, the seller (adviser), contact data in the
 * observations and that the products offer parts of this request. Each refusal is a 422 on its
 * field with the spec's message.
 */
@inject()
export default class CheckQuotationInput {
  constructor(private advisers: StoreAdvisersQuery) {}

  shipping(input: { shipping_option?: string | null; shipping_cost?: unknown }): {
    option: ShippingOption
    cost: string | null
  } {
    const choice = readShipping(input)
    if ('error' in choice) throw fieldError(choice.field, choice.error)
    return choice
  }

  validUntil(value: string) {
    const error = validUntilError(value, today())
    if (error) throw fieldError('valid_until', error)
    return value
  }

  /** The store's active sellers (advisers). */
  adviserIds(store: Store) {
    return this.advisers.activeIds(store.id)
  }

  /** The seller the quotation records (the discard's rule: chooseAdviser). */
  chosenAdviser(
    storeAdviserIds: number[],
    callerAdviser: StoreAdviser | null,
    given: number | null | undefined
  ) {
    const choice = chooseAdviser({
      storeAdviserIds,
      callerAdviserId: callerAdviser?.id ?? null,
      given,
    })
    if ('error' in choice) {
      throw fieldError(
        'adviser_id',
        choice.error === 'required' ? M.sellerRequired : M.sellerInvalid
      )
    }
    return choice.adviserId
  }

  async adviser(
    store: Store,
    callerAdviser: StoreAdviser | null,
    given: number | null | undefined
  ) {
    return this.chosenAdviser(await this.adviserIds(store), callerAdviser, given)
  }

  /** No contact data in the observations when the user's infringement detection is on. */
  observations(user: User, store: Store, text: string | null | undefined) {
    if (!text || !user.infringementDetection) return
    if (containsContactData(text, { fullName: user.fullName, storeName: store.name })) {
      throw fieldError('observations', M.observationsContactData)
    }
  }

  /** Every product that names a requested part names one of this request's. */
  requestedParts(items: QuotationItemInput[], requestDetailIds: number[]) {
    const known = new Set(requestDetailIds)
    const errors = items.flatMap((item, index) =>
      item.quotation_request_detail_id && !known.has(item.quotation_request_detail_id)
        ? [
            {
              field: `quotationDetails.${index}.quotation_request_detail_id`,
              message: M.detailNotInRequest,
              rule: 'quotation',
            },
          ]
        : []
    )
    if (errors.length) throw fieldErrors(errors)
  }

  /** The totals fit the DECIMAL(14,2) columns. */
  totals(pricing: Pricing) {
    if (!fitsColumns(pricing)) throw fieldError('quotationDetails', M.totalTooHigh)
  }
}

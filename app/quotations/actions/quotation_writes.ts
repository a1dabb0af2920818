import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { BusinessError } from '#core/errors'
import type Quotation from '#quotations/models/quotation'
import QuotationDetail from '#quotations/models/quotation_detail'
import type { QuotationItemInput } from '#quotations/actions/check_quotation_input'
import type { CapRefusal, RefusedPart } from '#quotations/rules/quotation_caps'
import { priceQuotation, type Pricing } from '#quotations/rules/pricing'
import type { Currency } from '#core/rules/money'
import { COUNTRIES, type CountryCode } from '#core/country/country'
import {
  storeShippingRulesOf,
  type StoreShippingRule,
} from '#stores/queries/store_shipping_rules_query'
import { QUOTATION_MESSAGES as M } from '#quotations/rules/quotation_messages'
import type { LinkedOrder } from '#quotations/queries/quotation_state_query'

/**
 * Pieces the quotation actions share: how a product and the totals are written, how a refused
 * send is answered, and the retry of a transaction MySQL chose as a deadlock victim.
 */

/**
 * A DECIMAL column written from its exact text ("170000.50"): the drivers pass the text to the
 * database untouched. The models type money as number (it is read back as one, exact for
 * DECIMAL(14,2)); the text is only ever written.
 */
export const decimal = (text: string) => text as unknown as number

/** The columns of one product from the validated input. */
export function itemValues(item: QuotationItemInput) {
  return {
    quotationRequestDetailId: item.quotation_request_detail_id ?? null,
    name: item.name,
    brand: item.brand,
    amount: item.amount,
    unitPrice: decimal(item.unit_price),
    warranty: item.warranty,
    deliveryTime: item.delivery_time,
    reference: item.reference ?? null,
    image: item.image ?? null,
  }
}

/**
 * What the totals of a store's quotation depend on besides the quotation: the store's shipping
 * tiers (the one shipping rule caps the shipping) and its currency (COP commission in pesos).
 */
export interface StorePricingContext {
  storeRules: StoreShippingRule[]
  currency: Currency
}

/** The currency a store prices in (its country's). */
export function storeCurrency(store: { countryCode?: string | null }): Currency {
  return (COUNTRIES[(store.countryCode ?? 'CO') as CountryCode] ?? COUNTRIES.CO).currency
}

/** The currency of a store read by id (one small read). */
export async function storeCurrencyOf(storeId: number): Promise<Currency> {
  const store = await db.from('stores').where('id', storeId).select('country_code').first()
  return storeCurrency({ countryCode: store?.country_code })
}

/** The store's shipping tiers and currency, in two small reads. */
export async function storePricingContext(
  storeId: number,
  client?: TransactionClientContract
): Promise<StorePricingContext> {
  const connection = client ?? db.connection()
  const [storeRules, store] = await Promise.all([
    storeShippingRulesOf(storeId, connection),
    connection.from('stores').where('id', storeId).select('country_code').first(),
  ])
  return { storeRules, currency: storeCurrency({ countryCode: store?.country_code }) }
}

/** The totals of a quotation from its products, with the service costs copied when it was sent. */
export function pricingOf(
  quotation: Pick<
    Quotation,
    'shippingOption' | 'shippingCost' | 'serviceCost' | 'serviceCostPercent'
  >,
  items: { amount: number; unitPrice: string | number }[],
  context?: StorePricingContext
): Pricing {
  return priceQuotation({
    items,
    shippingOption: quotation.shippingOption,
    shippingCost: quotation.shippingCost,
    storeRules: context?.storeRules,
    currency: context?.currency,
    costs: { serviceCost: quotation.serviceCost, serviceCostPercent: quotation.serviceCostPercent },
  })
}

/**
 * Reads the quotation's products again and stores its subtotal and total. Answers the store's
 * shipping tiers it read (the answer of the action prices the quotation with them again).
 */
export async function storeTotals(trx: TransactionClientContract, quotation: Quotation) {
  const [items, context] = await Promise.all([
    QuotationDetail.query({ client: trx }).where('quotation_id', quotation.id),
    storePricingContext(quotation.storeId, trx),
  ])
  const pricing = pricingOf(quotation, items, context)
  quotation.subtotal = decimal(pricing.subtotal)
  quotation.total = decimal(pricing.total)
  return { pricing, storeRules: context.storeRules }
}

/** The answer to a send the caps refuse (doc 3 §4.1): 409, 'Solicitud cerrada' when closed. */
export function capRefusal(
  reason: CapRefusal,
  parts: RefusedPart[],
  existing?: { id: number; code: string } | null
) {
  switch (reason) {
    case 'alreadyQuoted':
      return new BusinessError(M.alreadyQuoted(existing?.code ?? ''), 409, {
        reason,
        quotation: existing ?? null,
      })
    case 'discarded':
      return new BusinessError(M.discarded, 409, { reason })
    case 'noRequestedPart':
      return new BusinessError(M.noRequestedPart, 422, { reason }, 'quotationDetails')
    case 'partsUnavailable':
      return new BusinessError(
        parts
          .map((part) => (part.why === 'purchased' ? M.partPurchased : M.partFull)(part.name))
          .join('. '),
        409,
        { reason, parts }
      )
    case 'expired':
      return new BusinessError(M.requestClosed, 409, { reason, detail: M.requestExpired })
    case 'closed':
      return new BusinessError(M.requestClosed, 409, { reason, detail: M.requestClosedByBuyer })
    case 'cap':
      return new BusinessError(M.requestClosed, 409, { reason, detail: M.requestClosedDetail })
  }
}

/** Once linked to an order, a quotation is neither edited nor sent (doc 3 §4.2). */
export function lockedError(order: LinkedOrder) {
  return new BusinessError(M.locked(order.refVenta), 409, {
    reason: 'locked',
    cartShoppingHeader: { id: order.id, ref_venta: order.refVenta },
  })
}

const RETRYABLE = /deadlock|lock wait timeout|ER_LOCK_DEADLOCK|ER_LOCK_WAIT_TIMEOUT/i

/**
 * Runs `work` in a transaction; MySQL may pick it as the victim of a deadlock (two inserts whose
 * foreign-key checks cross): it is run again, up to 3 times, from the start.
 */
export async function inTransaction<T>(work: (trx: TransactionClientContract) => Promise<T>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work)
    } catch (error) {
      const message = `${(error as { code?: string })?.code ?? ''} ${String((error as Error)?.message)}`
      if (attempt >= 3 || !RETRYABLE.test(message)) throw error
    }
  }
}

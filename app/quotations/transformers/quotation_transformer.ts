import { BaseTransformer } from '@adonisjs/core/transformers'
import { money, quotationItemFields } from '#quotations/transformers/quotation_item_fields'
import type Quotation from '#quotations/models/quotation'
import { formatCents, formatFraction, moneyOf, parseFraction } from '#core/rules/money'
import { priceQuotation } from '#quotations/rules/pricing'
import { SHIPPING_OPTIONS } from '#quotations/rules/quotation_form'
import { QUOTATION_MESSAGES as M } from '#quotations/rules/quotation_messages'
import type { StoreShippingRule } from '#stores/queries/store_shipping_rules_query'

/**
 * Who reads the quotation: the store that sent it (`vendor`), staff (read only), or anybody
 * else who may see it without being its store (another vendor of the request, the buyer): the
 * vendor's part number (`reference`), the service costs and the commission are left out.
 */
export type QuotationViewer = 'vendor' | 'staff' | 'other'

/** Orders (not cancelled) made from the quotation: the first locks it (doc 3 §4.2). */
function linkedOrder(quotation: Quotation) {
  if (!('cartShoppingHeaders' in quotation.$preloaded)) return null
  const headers = (quotation.cartShoppingHeaders ?? []) as unknown as {
    id: number
    refVenta: string
    status?: string
  }[]
  const header = headers.find((order) => order.status !== 'cancelled')
  return header ? { id: header.id, ref_venta: header.refVenta } : null
}

/**
 * A quotation as the vendor's form and the request detail show it (doc 3 §3 "Quotation",
 * "Quotation detail"), in the spec's field names. Money is a decimal text with two decimals
 * ("12345.67", exact: the UI formats it with es-CO / es-MX); `shipping_cost` is null unless the
 * option is 'added' (`shipping_option_label` carries the text). Totals come from
 * rules/pricing.ts: `commission` is computed from the service costs copied when it was sent,
 * or the stored one once linked to an order (`commissionSource`); `vendorReceives` = total −
 * commission. `locked` (with `cartShoppingHeader`) once linked to an order: no editing, no
 * sending. `quotationDetails`, `storeVendor` and `adviser` come from the loaded relations
 * (empty / null when not loaded).
 */
export function quotationData(
  quotation: Quotation,
  viewer: QuotationViewer,
  /** The store's shipping tiers: the one shipping rule caps the shipping (rules/pricing.ts). */
  storeRules?: StoreShippingRule[]
) {
  const details =
    'details' in quotation.$preloaded ? [...quotation.details].sort((a, b) => a.id - b.id) : null
  const order = linkedOrder(quotation)
  const pricing = priceQuotation({
    items: details ?? [],
    shippingOption: quotation.shippingOption,
    shippingCost: quotation.shippingCost,
    storeRules,
    costs: { serviceCost: quotation.serviceCost, serviceCostPercent: quotation.serviceCostPercent },
    storedCommission: quotation.commission,
    linkedToOrder: order !== null,
  })
  const subtotal = details ? pricing.subtotal : money(quotation.subtotal)!
  const total = details ? pricing.total : money(quotation.total)!
  const seesCosts = viewer !== 'other'
  const percent = parseFraction(quotation.serviceCostPercent)

  return {
    id: quotation.id,
    code: quotation.code,
    quotation_request_id: quotation.quotationRequestId,
    store_id: quotation.storeId,
    users_id: quotation.userId,
    adviser_id: quotation.adviserId,
    created_at: quotation.createdAt.toISO()!,
    updated_at: quotation.updatedAt?.toISO() ?? null,
    valid_until: quotation.validUntil.toISODate()!,
    validUntilFormatted: quotation.validUntil.toFormat('dd/MM/yyyy'),
    closed_at: quotation.closedAt?.toISO() ?? null,
    isClosed: quotation.closedAt !== null && quotation.closedAt !== undefined,
    isAvailable: !quotation.isExpired,
    quotationExpired: quotation.isExpired,
    shipping_option: quotation.shippingOption,
    shipping_option_label: SHIPPING_OPTIONS[quotation.shippingOption] ?? null,
    shipping_cost: quotation.shippingOption === 'added' ? money(quotation.shippingCost) : null,
    observations: quotation.observations,
    edited_quotation: quotation.edited,
    editedLabel: quotation.edited ? M.editedBadge : null,
    subtotal,
    /** The shipping in the total (decimal text), by the one shipping rule. */
    shipping: details
      ? pricing.shipping
      : formatCents(moneyOf(quotation.total) - moneyOf(quotation.subtotal)),
    shipping_rules: storeRules ?? null,
    total,
    service_cost: seesCosts ? money(quotation.serviceCost) : null,
    service_cost_percent: seesCosts && percent !== null ? formatFraction(percent) : null,
    commission: seesCosts ? pricing.commission : null,
    commissionSource: seesCosts ? pricing.commissionSource : null,
    vendorReceives: seesCosts ? pricing.vendorReceives : null,
    locked: order !== null,
    cartShoppingHeader: order,
    storeVendor: quotation.store ? { id: quotation.store.id, name: quotation.store.name } : null,
    adviser: quotation.adviser ? { id: quotation.adviser.id, name: quotation.adviser.name } : null,
    quotationDetails: (details ?? []).map((item) => ({
      ...quotationItemFields(item),
      reference: seesCosts ? item.reference : null,
    })),
  }
}

/**
 * The quotation API's answer. The store's shipping tiers are required: the totals of every
 * answer come from the one shipping rule with them, as the pages, the buyer and the order do.
 */
export default class QuotationTransformer extends BaseTransformer<Quotation> {
  constructor(
    resource: Quotation,
    protected viewer: QuotationViewer,
    protected storeRules: StoreShippingRule[]
  ) {
    super(resource)
  }

  toObject() {
    return quotationData(this.resource, this.viewer, this.storeRules)
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import { money, quotationItemFields } from '#quotations/transformers/quotation_item_fields'
import type Quotation from '#quotations/models/quotation'
import type CartShoppingHeader from '#orders/models/cart_shopping_header'
import type Infraction from '#moderation/models/infraction'
import productConfig from '#config/product'
import { urlWithPrefix } from '#core/services/routes_helper'
import { BUYER_IGNORE_REASONS } from '#quotations/models/buyer_ignore'
import { priceQuotation } from '#quotations/rules/pricing'
import { SHIPPING_OPTIONS } from '#quotations/rules/quotation_form'
import { QUOTATION_MESSAGES } from '#quotations/rules/quotation_messages'
import { averageStars, contactVendorLink } from '#quotations/rules/buyer_detail'
import type { StoreReputation } from '#quotations/queries/buyer_request_detail_query'
import type { StoreShippingRule } from '#stores/queries/store_shipping_rules_query'

/** What the customer view of one quotation needs besides the quotation itself. */
export interface BuyerQuotationContext {
  requestCode: string
  phonePrefix: string
  /** Per quotation product id: units already bought (orders not cancelled). */
  boughtByItem: Map<number, number>
  reputation: StoreReputation | null
  /** The store's shipping tiers (decimal texts): the one shipping rule caps the shipping. */
  shippingRules: StoreShippingRule[]
  /** The buyer who made the request is looking (staff read-only: false). */
  canAct: boolean
  /** Staff (read-only): orders open on the staff's order page, and the quotation's staff view. */
  staff: boolean
  canSeeInfractions: boolean
  /** The buyer acts for the quotation's store (owner or adviser): never sold to them. */
  ownStore?: boolean
}

/** The buyer's orders page of one order (built by the orders module: /{product}Go/compras/{id}). */
export const orderPagePath = (id: number) => urlWithPrefix(`/${productConfig.goPath}/compras/${id}`)

/** The sales side's page of one order, read-only for staff (/{product}Go/ventas/{id}). */
export const staffOrderPagePath = (id: number) =>
  urlWithPrefix(`/${productConfig.goPath}/ventas/${id}`)

/**
 * The staff's view of a quotation (doc 3 §2.4: read-only, 'Exportar PDF', 'Registrar
 * infracción'): its card on the request detail page (/{product}Go/quotationRequest/{id}).
 */
export const staffQuotationPath = (requestId: number, quotationId: number) =>
  urlWithPrefix(
    `/${productConfig.goPath}/quotationRequest/${requestId}?section=quotation-${quotationId}`
  )

function ordersOf(quotation: Quotation, staff: boolean) {
  const headers = (quotation.cartShoppingHeaders ?? []) as unknown as CartShoppingHeader[]
  return headers.map((header) => ({
    id: header.id,
    ref_venta: header.refVenta,
    status: header.status,
    cancelled: header.status === 'cancelled',
    total: money(header.total)!,
    created_at: header.createdAt.toISO()!,
    url: staff ? staffOrderPagePath(header.id) : orderPagePath(header.id),
    items: (header.items ?? []).map((line) => ({
      description: line.description,
      quantity: line.quantity,
    })),
  }))
}

function infractionsOf(quotation: Quotation) {
  const rows = (quotation.infractions ?? []) as unknown as Infraction[]
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISO()!,
    infractionType: row.infractionType as string,
    infractionTypeLabel: row.infractionTypeLabel as string,
    infraction_detail: row.infractionDetail,
  }))
}

/**
 * One quotation as the buyer sees it (doc 3 §2.3 "Customer view of a quotation", §3): the
 * products with what can still be bought of each (`availablePurchaseQuantity` = amount offered −
 * units in orders that are not cancelled), the totals of the whole offer (decimal texts), the
 * store (name, WhatsApp, city, sales model), the vendor's reputation (stars out of 5 and count),
 * the buyer's discard, the orders made from it (with the link to each) and — staff only — its
 * infractions. The vendor's part number (`reference`), the service costs and the commission are
 * never part of it.
 *
 * `quotationExpired`: past its validity date, or closed early by the vendor (`closedByVendor`,
 * its validity moved to yesterday): it can no longer be bought; the page offers the re-request.
 * `permissions` say what the page offers this viewer: buying needs the buyer, a valid quotation
 * not discarded with something left to buy; the payment link is for stores with the cart sales
 * model ('Continuar compra'); 'Enviar pedido' is the orders model.
 */
export function buyerQuotationData(quotation: Quotation, context: BuyerQuotationContext) {
  const details = [...(quotation.details ?? [])].sort((a, b) => a.id - b.id)
  const pricing = priceQuotation({
    items: details,
    shippingOption: quotation.shippingOption,
    shippingCost: quotation.shippingCost,
    storeRules: context.shippingRules,
    costs: { serviceCost: 0, serviceCostPercent: 0 },
  })
  const ignore = quotation.buyerIgnore ?? null
  const orders = ordersOf(quotation, context.staff)
  const activeOrders = orders.filter((order) => !order.cancelled)
  const expired = quotation.isExpired
  const store = quotation.store ?? null
  const items = details.map((item) => ({
    ...quotationItemFields(item),
    availablePurchaseQuantity: Math.max(0, item.amount - (context.boughtByItem.get(item.id) ?? 0)),
  }))
  const salesModel = store?.salesModel ?? 'orders'
  const canBuy =
    context.canAct &&
    !context.ownStore &&
    !expired &&
    ignore === null &&
    items.some((item) => item.availablePurchaseQuantity > 0)
  const reputation = context.reputation

  return {
    id: quotation.id,
    code: quotation.code,
    quotation_request_id: quotation.quotationRequestId,
    created_at: quotation.createdAt.toISO()!,
    valid_until: quotation.validUntil.toISODate()!,
    validUntilFormatted: quotation.validUntil.toFormat('dd/MM/yyyy'),
    isAvailable: !expired,
    quotationExpired: expired,
    closedByVendor: quotation.closedAt !== null && quotation.closedAt !== undefined,
    shipping_option: quotation.shippingOption,
    shipping_option_label: SHIPPING_OPTIONS[quotation.shippingOption] ?? null,
    shipping_cost: quotation.shippingOption === 'added' ? money(quotation.shippingCost) : null,
    observations: quotation.observations,
    edited_quotation: quotation.edited,
    editedLabel: quotation.edited ? QUOTATION_MESSAGES.editedBadge : null,
    subtotal: pricing.subtotal,
    shipping: pricing.shipping,
    total: pricing.total,
    staffUrl: context.staff ? staffQuotationPath(quotation.quotationRequestId, quotation.id) : null,
    quotationDetails: items,
    store: store
      ? {
          id: store.id,
          name: store.name,
          mobile_number: store.mobileNumber,
          city: store.city ? store.city.fullName : null,
          salesModel,
          shippingRules: context.shippingRules,
        }
      : null,
    vendor: {
      averageRating: averageStars(reputation?.averageScore ?? null, reputation?.count ?? 0),
      countTotalNumberRatings: reputation?.count ?? 0,
    },
    contactVendorUrl:
      context.canAct && store
        ? contactVendorLink({
            mobile: store.mobileNumber,
            phonePrefix: context.phonePrefix,
            productName: productConfig.name,
            quotationCode: quotation.code,
            requestCode: context.requestCode,
          })
        : null,
    buyerIgnoreQuotation: ignore
      ? {
          reason: ignore.reason,
          reason_label: BUYER_IGNORE_REASONS[ignore.reason] ?? null,
          created_at: ignore.createdAt.toISO()!,
        }
      : null,
    orders,
    infractions: context.canSeeInfractions ? infractionsOf(quotation) : null,
    permissions: {
      canBuy,
      canPaymentLink: canBuy && salesModel === 'cart',
      canDiscard: context.canAct && !expired && ignore === null && activeOrders.length === 0,
      canReRequest: context.canAct && expired,
    },
  }
}

export default class BuyerQuotationTransformer extends BaseTransformer<Quotation> {
  constructor(
    resource: Quotation,
    protected context: BuyerQuotationContext
  ) {
    super(resource)
  }

  toObject() {
    return buyerQuotationData(this.resource, this.context)
  }
}

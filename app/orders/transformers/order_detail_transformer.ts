import { BaseTransformer } from '@adonisjs/core/transformers'
import productConfig from '#config/product'
import { urlWithPrefix } from '#core/services/routes_helper'
import type { OrderView } from '#orders/queries/order_detail_query'
import {
  nextStatuses,
  orderStatusLabel,
  shippingOptionLabel,
  type TargetStatus,
} from '#orders/rules/order_status'
import { money, netOf, purchasePath, salePath } from '#orders/transformers/order_money'

/** Whose detail it is: the buyer's purchase, the selling store's sale, or staff reading it. */
export type OrderDetailSide = 'buyer' | 'store' | 'staff'

export interface OrderDetailOptions {
  side: OrderDetailSide
  /** OrderPolicy.changeStatus (store) or cancelPurchase (buyer) allowed this viewer. */
  mayChange: boolean
}

/** A person's record as the detail shows it (shipping address or billing record). */
interface PartyRecord {
  /** The buyer's main user record (the checkout's 'id 0') rather than an additional record. */
  main: boolean
  fullname: string | null
  identification: string | null
  address: string | null
  city: string | null
  mobile: string | null
  email: string | null
}

const record = (value: PartyRecord) => value

/**
 * One order as its detail page (and GET /api/{product}Go/orders/{id}, /sales/{id}) shows it:
 * items (description, quantity, unit price, line total), subtotal, shipping option in Spanish
 * and its cost, total; for the store and staff also the stored commission and the net the
 * store receives (total − commission); the shipping address ('Recoger en tienda' when picked
 * up: `shipping.pickup`) and the billing record, each resolving null to the buyer's main user
 * record; the comment; the quotation it came from with the link to the side's page of its
 * request; the tracking note, the cancel reason and the history; and `actions`, the statuses
 * this viewer may move it to now (empty when read-only).
 *
 * Money is decimal text in the store's country currency (`country_code`). The chat of the order
 * is a later issue: nothing of it here.
 */
export default class OrderDetailTransformer extends BaseTransformer<OrderView> {
  constructor(
    resource: OrderView,
    protected options: OrderDetailOptions
  ) {
    super(resource)
  }

  toObject() {
    const { order, history, trackingNote, cancelReason } = this.resource
    const { side, mayChange } = this.options
    const sellerSide = side !== 'buyer'
    const store = order.store
    const buyer = order.user
    const actions: TargetStatus[] =
      mayChange && side !== 'staff' ? nextStatuses(side, order.status) : []
    const quotation = order.quotation ?? null
    const requestPath = (requestId: number) =>
      urlWithPrefix(
        side === 'buyer'
          ? `/${productConfig.goPath}/quotationRequestDetail/${requestId}`
          : `/${productConfig.goPath}/quotationRequest/${requestId}`
      )

    const main: PartyRecord = {
      main: true,
      fullname: buyer?.fullName ?? null,
      identification: buyer?.identification ?? null,
      address: buyer?.address ?? null,
      city: buyer?.city?.fullName ?? null,
      mobile: buyer?.mobile ?? null,
      email: buyer?.email ?? null,
    }
    const billing = order.billing

    return {
      id: order.id,
      ref_venta: order.refVenta,
      side,
      created_at: order.createdAt.toISO()!,
      status: order.status,
      status_label: orderStatusLabel(order.status),
      sales_model: order.salesModel,
      country_code: store?.countryCode ?? 'CO',
      store: store ? { id: store.id, name: store.name } : null,
      buyer: buyer ? { id: buyer.id, name: buyer.fullName } : null,
      adviser:
        sellerSide && order.adviser ? { id: order.adviser.id, name: order.adviser.name } : null,
      items: order.items.map((item) => ({
        id: item.id,
        description: item.description,
        quantity: item.quantity,
        unit_price: money(item.unitPrice),
        total: money(item.total),
      })),
      subtotal: money(order.subtotal),
      shipping_option: order.shippingOption,
      shipping_option_label: shippingOptionLabel(order.shippingOption),
      shipping_cost: money(order.shippingCost),
      total: money(order.total),
      commission: sellerSide ? money(order.commission) : null,
      net: sellerSide ? netOf(order.total, order.commission) : null,
      shipping: {
        pickup: order.shippingOption === 'storePickup',
        record: this.shippingRecord(main),
      },
      billing: billing
        ? record({
            main: false,
            fullname: billing.fullname,
            identification: billing.identification,
            address: billing.address,
            city: billing.city?.fullName ?? null,
            mobile: billing.mobile,
            email: billing.email,
          })
        : main,
      comment: order.comment,
      quotation: quotation
        ? {
            id: quotation.id,
            code: quotation.code,
            request_id: quotation.quotationRequestId,
            request_url: requestPath(quotation.quotationRequestId),
          }
        : null,
      tracking_note: trackingNote,
      cancel_reason: cancelReason,
      history: history.map((entry) => ({
        kind: entry.kind,
        status: entry.status,
        status_label: orderStatusLabel(entry.status),
        at: entry.at.toISO()!,
        note: entry.note,
        /** 'store' or 'buyer' for a change (null for the creation and payments). */
        side: entry.kind === 'change' ? entry.side : null,
        by: this.actor(entry),
      })),
      actions,
      read_only: actions.length === 0 && side === 'staff',
      url: side === 'buyer' ? purchasePath(order.id) : salePath(order.id),
      back_url: urlWithPrefix(
        `/${productConfig.goPath}/${side === 'buyer' ? 'compras' : 'ventas'}`
      ),
    }
  }

  /** Where it goes: none when picked up at the store, else the chosen address or the main record. */
  private shippingRecord(main: PartyRecord): PartyRecord | null {
    const { order } = this.resource
    if (order.shippingOption === 'storePickup') return null
    const address = order.address
    if (!address) return { ...main, email: null }
    return {
      main: false,
      fullname: address.fullname,
      identification: address.identification,
      address: address.address,
      city: address.city?.fullName ?? null,
      mobile: address.mobile,
      email: null,
    }
  }

  /** Who made a step, as this viewer may know it: the buyer sees the store, not its adviser. */
  private actor(entry: OrderView['history'][number]) {
    const { order } = this.resource
    if (entry.kind !== 'change') return null
    if (this.options.side === 'buyer') {
      // the buyer's own changes carry no name: the page says 'Tú'
      return entry.side === 'store' ? (order.store?.name ?? null) : null
    }
    return entry.userName ?? (entry.side === 'buyer' ? (order.user?.fullName ?? null) : null)
  }
}

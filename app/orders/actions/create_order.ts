import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors as vineErrors } from '@vinejs/vine'
import { BusinessError } from '#core/errors'
import { Outbox } from '#core/outbox/outbox'
import { missingRecord } from '#core/policies/decisions'
import { formatCents, moneyOf } from '#core/rules/money'
import type User from '#users/models/user'
import Store from '#stores/models/store'
import { storeShippingRulesOf } from '#stores/queries/store_shipping_rules_query'
import { COUNTRIES, type CountryCode } from '#core/country/country'
import Quotation from '#quotations/models/quotation'
import QuotationDetail from '#quotations/models/quotation_detail'
import { locking } from '#quotations/queries/quotation_state_query'
import { decimal, inTransaction, pricingOf } from '#quotations/actions/quotation_writes'
import { isUniqueViolation } from '#quotations/rules/unique_violation'
import { lineTotal } from '#quotations/rules/pricing'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import CartShoppingDetail from '#orders/models/cart_shopping_detail'
import UserAdditionalAddress from '#orders/models/user_additional_address'
import BillingData from '#orders/models/billing_data'
import PurchasedQuantitiesQuery from '#orders/queries/purchased_quantities_query'
import { ORDER_CREATED, orderEventPayload } from '#orders/events/order_events'
import {
  availabilityErrors,
  lineErrors,
  needsAddress,
  optionAllowed,
  orderRefusedForStore,
  priceCheckout,
  purchasedAmount,
  quotationUnavailable,
  termsRequired,
  unavailableMessage,
  type CheckoutLine,
  type CheckoutPricing,
  type FieldError,
  type SelectedOption,
} from '#orders/rules/checkout'
import { CHECKOUT_MESSAGES as M } from '#orders/rules/checkout_messages'
import {
  MAIN_RECORD_ID,
  missingMainFields,
  type CheckoutField,
} from '#orders/rules/checkout_records'
import { missingFieldLabel } from '#orders/rules/country_texts'

/**
 * 'Enviar pedido' (orders sales model) or an order paid through the gateway (a payment link,
 * 'Continuar compra'): the checkout's one action, in two modes.
 */
export type CheckoutMode = 'order' | 'paymentLink'

export interface CreateOrderInput {
  user: User
  /** The quotation bought (the controller found it and CheckoutPolicy.buy allowed the user). */
  quotation: Quotation
  mode: CheckoutMode
  /** `quotationDetails`: the quotation's items and how many of each. */
  lines: CheckoutLine[]
  /** 0 = the buyer's main record (doc 1 §4). Ignored with storePickup. */
  addressId: number
  billingId: number
  selectedOption: SelectedOption
  comment?: string | null
  termsAccepted?: boolean
  idempotencyKey?: string | null
  /** paymentLink mode: the gateway that makes the link (stored with the order). */
  gateway?: string
}

export interface CreateOrderResult {
  order: CartShoppingHeader
  /** False when the idempotency key replayed an earlier submit (nothing emitted again). */
  created: boolean
  /** The figures computed now (null on a replay: the stored order says them). */
  pricing: CheckoutPricing | null
}

const fieldErrors = (errors: FieldError[]) => new vineErrors.E_VALIDATION_ERROR(errors)
const fieldError = (field: string, message: string) =>
  fieldErrors([{ field, message, rule: 'checkout' }])

/**
 * Creates an order from a quotation (doc 3 §5 "Buyer", §7 "Create an order" / "Create a payment
 * link", doc 1 §3–§5), in ONE transaction that
 *
 * 1. locks the quotation row (SELECT … FOR UPDATE on MySQL/MariaDB; SQLite has one writer) —
 *    the first statement, so every read after it sees what committed before the lock;
 * 2. answers a replayed idempotency key with the order it made (`created: false`, nothing
 *    emitted);
 * 3. refuses a quotation no longer for sale with 409: closed by the vendor, past its validity,
 *    or discarded by the buyer;
 * 4. reads what earlier orders (not cancelled) bought of each item and refuses a line above
 *    what is left ('La cantidad disponible es de N unidades…', 422 on
 *    `quotationDetails.{i}.purchased_amount`) or a product not of this quotation: two buyers'
 *    submits for the last units run one after the other, the second gets the message;
 * 5. checks the delivery address (not with storePickup) and billing record: an additional one
 *    must be the buyer's own (422 otherwise, never whose it is); 0 = the main user record,
 *    which must then hold every field the address / billing needs (422 naming them);
 * 6. prices the order (rules/checkout.ts → rules/pricing.ts): subtotal = Σ purchased × unit
 *    price; shipping — storePickup 0; paymentAgainstDelivery 0 (the freight is paid to the
 *    carrier on receipt); shippingCost: the quotation's own shipping when the vendor gave one
 *    ('Costo de envío incluido' → 0, an added value → that value), otherwise the store's tier
 *    rules (`shippingCostFor`) on the purchase subtotal —; total = subtotal + shipping;
 *    commission = (subtotal + shipping) × serviceCostPercent + serviceCost with the service
 *    costs copied into the quotation when it was sent, stored on the order;
 * 7. inserts the order (sales model: the store's for 'order', 'cart' for a payment link; status
 *    pending — an order until the store confirms it, a cart purchase until it is paid; the
 *    quotation's adviser) and its lines (`quotation_detail_id`: the request detail now counts as
 *    in a cart), links the quotation (`quotation_id`: from now on the vendor can no longer edit
 *    it — UpdateQuotation refuses, per linked order — and its commission is stored on it the
 *    first time, "for a saved quotation linked to an order the stored commission is used");
 * 8. mode 'order' only: writes the outbox event `order.created`, delivered right after the
 *    commit (the store's owner and the quotation's adviser: queue notification 'CART.newOrder.',
 *    WhatsApp, e-mail, once each). A payment link tells the store when it is paid (order.paid).
 *
 * Before the transaction, what needs no row: the lines' own mistakes (none, repeated, amount
 * missing, not whole, below 1), an order ('Enviar pedido') from a store of the cart sales model
 * (409 'Esta tienda vende con pago en línea: usa «Continuar compra»…': a cart store is paid
 * first, issue 19), the terms of a marketplace purchase ('Debes aceptar los términos y
 * condiciones…'), and whether the store offers the chosen option. Anything refused leaves
 * nothing written.
 *
 * Idempotency: a submit with a key already used by the same buyer for the same quotation and
 * mode answers that order (`created: false`) — also when fifty submits race (the losers find
 * the key under the quotation's lock, or lose on the unique index); a key used by another
 * account, or for another order, answers 409.
 */
@inject()
export default class CreateOrder {
  constructor(
    private outbox: Outbox,
    private purchased: PurchasedQuantitiesQuery
  ) {}

  async handle(input: CreateOrderInput): Promise<CreateOrderResult> {
    const key = input.idempotencyKey ?? null
    if (key) {
      const existing = await CartShoppingHeader.findBy('idempotency_key', key)
      if (existing) return this.replayed(input, existing)
    }

    const errors = lineErrors(input.lines)
    if (errors.length) throw fieldErrors(errors)
    const { quotation } = input
    const [request, store, storeRules] = await Promise.all([
      db
        .from('quotation_requests')
        .where('id', quotation.quotationRequestId)
        .select('id', 'store_id')
        .first(),
      Store.findOrFail(quotation.storeId),
      storeShippingRulesOf(quotation.storeId),
    ])
    if (!request) throw missingRecord()
    if (orderRefusedForStore({ mode: input.mode, salesModel: store.salesModel })) {
      throw new BusinessError(M.cartStorePaysFirst, 409, { reason: 'cartStore' })
    }
    const currency = (COUNTRIES[store.countryCode as CountryCode] ?? COUNTRIES.CO).currency
    const marketplace = request.store_id === null
    if (termsRequired({ mode: input.mode, marketplace }) && input.termsAccepted !== true) {
      throw fieldError('termsAccepted', M.termsRequired)
    }
    if (!optionAllowed(input.selectedOption, store)) {
      throw fieldError(
        'selectedOption',
        input.selectedOption === 'storePickup'
          ? M.storePickupNotAllowed
          : M.againstDeliveryNotAllowed
      )
    }

    let saved:
      | {
          order: CartShoppingHeader
          items: CartShoppingDetail[]
          pricing: CheckoutPricing
          eventId: number | null
        }
      | CreateOrderResult
    try {
      saved = await inTransaction(async (trx) => {
        const locked = await locking(
          trx,
          Quotation.query({ client: trx }).where('id', quotation.id)
        ).first()
        if (!locked) throw missingRecord()
        if (key) {
          const again = await CartShoppingHeader.query({ client: trx })
            .where('idempotency_key', key)
            .first()
          if (again) return this.replayed(input, again)
        }
        const discarded = await trx
          .from('buyer_ignores')
          .where('quotation_id', locked.id)
          .select('id')
          .first()
        const unavailable = quotationUnavailable({
          closed: Boolean(locked.closedAt),
          expired: locked.isExpired,
          discarded: Boolean(discarded),
        })
        if (unavailable) {
          throw new BusinessError(unavailableMessage(unavailable), 409, { reason: unavailable })
        }

        const items = await QuotationDetail.query({ client: trx })
          .where('quotation_id', locked.id)
          .orderBy('id', 'asc')
        const available = await this.purchased.available(trx, locked.id, items)
        const refused = availabilityErrors(input.lines, available)
        if (refused.length) throw fieldErrors(refused)
        const records = await this.records(trx, input, store.countryCode)

        const byId = new Map(items.map((item) => [item.id, item]))
        const bought = input.lines.map((line) => ({
          item: byId.get(line.id)!,
          amount: purchasedAmount(line),
        }))
        const pricing = priceCheckout({
          items: bought.map(({ item, amount }) => ({ amount, unitPrice: item.unitPrice })),
          selected: input.selectedOption,
          quotation: { shippingOption: locked.shippingOption, shippingCost: locked.shippingCost },
          storeRules,
          costs: {
            serviceCost: locked.serviceCost,
            serviceCostPercent: locked.serviceCostPercent,
          },
          currency,
        })
        if (!pricing.fits) throw fieldError('quotationDetails', M.totalTooHigh)

        const order = await CartShoppingHeader.create(
          {
            userId: input.user.id,
            storeId: store.id,
            quotationId: locked.id,
            salesModel: input.mode === 'paymentLink' ? 'cart' : store.salesModel,
            status: 'pending',
            subtotal: decimal(pricing.subtotal),
            shippingCost: decimal(pricing.shipping),
            total: decimal(pricing.total),
            commission: decimal(pricing.commission),
            comment: input.comment?.trim() || null,
            shippingOption: input.selectedOption,
            addressId: records.addressId,
            billingId: records.billingId,
            adviserId: locked.adviserId,
            isRead: false,
            readInWallet: false,
            paymentLink: null,
            paymentGateway: input.mode === 'paymentLink' ? (input.gateway ?? null) : null,
            paymentReference: null,
            idempotencyKey: key,
          },
          { client: trx }
        )
        const lines = await CartShoppingDetail.createMany(
          bought.map(({ item, amount }) => ({
            headerId: order.id,
            quotationDetailId: item.id,
            description: (item.brand ? `${item.name} - ${item.brand}` : item.name).slice(0, 512),
            quantity: amount,
            unitPrice: decimal(formatCents(moneyOf(item.unitPrice))),
            total: decimal(lineTotal({ amount, unitPrice: item.unitPrice })),
          })),
          { client: trx }
        )
        if (locked.commission === null) {
          await trx
            .from('quotations')
            .where('id', locked.id)
            .whereNull('commission')
            .update({
              commission: pricingOf(locked, items, { storeRules, currency }).commission,
            })
        }
        const eventId =
          input.mode === 'order'
            ? await this.outbox.record(trx, ORDER_CREATED, {
                ...(await orderEventPayload(trx, order, 'created')),
              })
            : null
        return { order, items: lines, pricing, eventId }
      })
    } catch (error) {
      // Submits with one key raced: the loser of the unique index answers the winner's order.
      if (key && isUniqueViolation(error)) {
        const existing = await CartShoppingHeader.findBy('idempotency_key', key)
        if (existing) return this.replayed(input, existing)
      }
      throw error
    }
    if (!('eventId' in saved)) return saved

    const { order, items, pricing, eventId } = saved
    if (eventId !== null) {
      this.outbox.deliverSoon(eventId, { orderId: order.id })
    }
    order.$setRelated('items', items)
    return { order, created: true, pricing }
  }

  /**
   * The delivery address and billing record of the order, as stored: null for the main user
   * record (id 0) and for no address (storePickup). An additional record must be the buyer's
   * own — another user's answers as an unknown one — and the main record must hold every field
   * a delivery address / billing needs.
   */
  private async records(
    trx: TransactionClientContract,
    input: CreateOrderInput,
    countryCode: string
  ) {
    const errors: FieldError[] = []
    const missing = missingMainFields(input.user)
    const labels = (fields: readonly string[]) =>
      fields.map((field) => missingFieldLabel(field as CheckoutField, countryCode) ?? field)
    let addressId: number | null = null
    if (needsAddress(input.selectedOption)) {
      if (input.addressId === MAIN_RECORD_ID) {
        if (missing.forAddress.length) {
          errors.push({
            field: 'addressId',
            message: M.mainAddressIncomplete(labels(missing.forAddress)),
            rule: 'checkout',
          })
        }
      } else {
        const own = await UserAdditionalAddress.query({ client: trx })
          .where('id', input.addressId)
          .where('user_id', input.user.id)
          .select('id')
          .first()
        if (own) addressId = own.id
        else errors.push({ field: 'addressId', message: M.addressInvalid, rule: 'checkout' })
      }
    }
    let billingId: number | null = null
    if (input.billingId === MAIN_RECORD_ID) {
      if (missing.forBilling.length) {
        errors.push({
          field: 'billingId',
          message: M.mainBillingIncomplete(labels(missing.forBilling)),
          rule: 'checkout',
        })
      }
    } else {
      const own = await BillingData.query({ client: trx })
        .where('id', input.billingId)
        .where('user_id', input.user.id)
        .select('id')
        .first()
      if (own) billingId = own.id
      else errors.push({ field: 'billingId', message: M.billingInvalid, rule: 'checkout' })
    }
    if (errors.length) throw fieldErrors(errors)
    return { addressId, billingId }
  }

  /**
   * The order a key already made, for the same buyer, quotation and mode; 409 for a key of
   * another account (without saying whose) or of another order.
   */
  private replayed(input: CreateOrderInput, existing: CartShoppingHeader): CreateOrderResult {
    if (existing.userId !== input.user.id) {
      throw new BusinessError(M.idempotencyOtherAccount, 409, {}, 'idempotency_key')
    }
    const mode: CheckoutMode = existing.paymentGateway ? 'paymentLink' : 'order'
    if (existing.quotationId !== input.quotation.id || mode !== input.mode) {
      throw new BusinessError(M.idempotencyOtherOrder, 409, {}, 'idempotency_key')
    }
    return { order: existing, created: false, pricing: null }
  }
}

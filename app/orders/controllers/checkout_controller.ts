import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Quotation from '#quotations/models/quotation'
import CreateOrder, { type CreateOrderInput } from '#orders/actions/create_order'
import CreatePaymentLink from '#orders/actions/create_payment_link'
import CheckoutOrderTransformer from '#orders/transformers/checkout_order_transformer'
import { checkoutValidator } from '#orders/validators/checkout'
import { MAIN_RECORD_ID } from '#orders/rules/checkout_records'
import { CHECKOUT_MESSAGES as M } from '#orders/rules/checkout_messages'
import { apiSerializer } from '#core/services/api_serializer'
import { missingRecord, orFail } from '#core/policies/decisions'

/**
 * Validates the body, finds the quotation and asks CheckoutPolicy.buy: what both routes share.
 * `quotationId` (createPaymentLink's name in doc 3 §7) is read as `quotation_id`; the
 * `Idempotency-Key` header as `idempotency_key` (a body field wins).
 */
async function checkoutInput(ctx: HttpContext): Promise<Omit<CreateOrderInput, 'mode'>> {
  const { request, auth, bouncer } = ctx
  const user = auth.getUserOrFail()
  const data = await request.validateUsing(checkoutValidator, {
    data: {
      ...request.all(),
      quotation_id: request.input('quotation_id') ?? request.input('quotationId'),
      idempotency_key: request.input('idempotency_key') ?? request.header('idempotency-key'),
    },
  })
  const quotation = await Quotation.find(data.quotation_id)
  if (!quotation) throw missingRecord()
  await orFail(bouncer.with('CheckoutPolicy').execute('buy', quotation))
  return {
    user,
    quotation,
    lines: data.quotationDetails ?? [],
    addressId: data.addressId ?? MAIN_RECORD_ID,
    billingId: data.billingId ?? MAIN_RECORD_ID,
    selectedOption: data.selectedOption ?? 'shippingCost',
    comment: data.comment ?? null,
    termsAccepted: data.termsAccepted,
    idempotencyKey: data.idempotency_key ?? null,
  }
}

/**
 * The buyer buys from a quotation (doc 3 §5 "Buyer", §7 "Create an order", "Create a payment
 * link"; doc 1 §3–§5, §8). Signed-in callers (session with the XSRF header, or a bearer token).
 *
 * Body of both: `{ quotation_id (createPaymentLink: quotationId), quotationDetails: [{ id (a
 * quotation item), purchased_amount (whole, 1…what is left of it) }], addressId (0 = the main
 * user record; not needed with storePickup), billingId (0 = main), selectedOption:
 * 'shippingCost' (default) | 'storePickup' | 'paymentAgainstDelivery', comment? (≤512, the
 * orders model's 'Enviar pedido'), termsAccepted (true: required for an order on a marketplace
 * request), idempotency_key? (uuid; or the `Idempotency-Key` header) }`.
 *
 * Refusals (Spanish, `{ message, errors: [{ field?, message }], data? }`): an unknown
 * quotation or one of another buyer 404 ('¡ERROR! la transacción es inexistente.'); staff and
 * the store that quoted 403; a buyer whose sign-up is incomplete 403; a quotation closed,
 * expired or discarded 409 (`data.reason`); quantities, products, terms, option, address and
 * billing 422 on their field (`quotationDetails.{i}.purchased_amount`: 'La cantidad disponible
 * es de N unidades. Intenta con una cantidad menor.', 'La cantidad debe ser mayor a cero', 'Por
 * favor ingrese la cantidad a comprar'; `quotationDetails`: 'Debe seleccionar al menos un
 * producto y especificar la cantidad...'; `termsAccepted`: 'Debes aceptar los términos y
 * condiciones para continuar con el pedido'); an idempotency key of another account or order
 * 409. A replayed key answers 200 with the first order and `replayed: true`.
 */
export default class CheckoutController {
  /**
   * POST /api/{product}Go/quotation/createNewOrder — 'Enviar pedido'. 201 `{ message: 'Pedido
   * enviado exitosamente', replayed: false, id, ref_venta, total, data: { id, ref_venta, total,
   * subtotal, shipping_cost, shipping_option, sales_model, status: 'pending', quotation_id,
   * store_id, address_id, billing_id, comment, payment_link: null, created_at } }` (money as
   * decimal texts). The store is told (in the app, WhatsApp, e-mail).
   *
   * @summary Crea un pedido desde una cotización
   */
  @inject()
  async createNewOrder(ctx: HttpContext, action: CreateOrder) {
    const input = await checkoutInput(ctx)
    const result = await action.handle({ ...input, mode: 'order' })
    const body = await apiSerializer.serialize(CheckoutOrderTransformer.transform(result.order))
    ctx.response.status(result.created ? 201 : 200)
    return {
      message: M.orderSent,
      replayed: !result.created,
      id: body.data.id,
      ref_venta: body.data.ref_venta,
      total: body.data.total,
      ...body,
    }
  }

  /**
   * POST /api/{product}Go/quotation/createPaymentLink — the payment link ('¡Link de pago
   * generado!'). 201 `{ message, replayed, data: '<link>', id, ref_venta, total, order: {…as
   * createNewOrder's data, payment_link} }`. The order is a cart purchase, pending until the
   * gateway confirms the payment; the store is told then. 502 'No fue posible generar el link de
   * pago…' when the gateway fails (nothing is kept).
   *
   * @summary Genera un link de pago para una cotización
   */
  @inject()
  async createPaymentLink(ctx: HttpContext, action: CreatePaymentLink) {
    const input = await checkoutInput(ctx)
    const result = await action.handle(input)
    const body = await apiSerializer.serialize(CheckoutOrderTransformer.transform(result.order))
    ctx.response.status(result.created ? 201 : 200)
    return {
      message: M.linkCreated,
      replayed: !result.created,
      data: result.link,
      id: body.data.id,
      ref_venta: body.data.ref_venta,
      total: body.data.total,
      order: body.data,
    }
  }
}

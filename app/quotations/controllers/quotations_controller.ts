import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Quotation from '#quotations/models/quotation'
import QuotationRequest from '#quotations/models/quotation_request'
import SendQuotation, { offeredDetailIds } from '#quotations/actions/send_quotation'
import QuotationStateQuery from '#quotations/queries/quotation_state_query'
import UpdateQuotation from '#quotations/actions/update_quotation'
import CloseQuotation from '#quotations/actions/close_quotation'
import ServiceCostsQuery from '#quotations/queries/service_costs_query'
import QuotationTransformer, {
  type QuotationViewer,
} from '#quotations/transformers/quotation_transformer'
import {
  storeShippingRulesOf,
  type StoreShippingRule,
} from '#stores/queries/store_shipping_rules_query'
import { sendQuotationValidator, updateQuotationValidator } from '#quotations/validators/quotation'
import { actingStore } from '#stores/policies/acting_store'
import { uploadOwner } from '#core/validators/upload_key'
import { apiSerializer } from '#core/services/api_serializer'
import { allowed, missingRecord, orFail } from '#core/policies/decisions'
import { QUOTATION_MESSAGES as M } from '#quotations/rules/quotation_messages'

/**
 * The quotation with what the vendor's form shows: products, store, seller, linked order (the
 * relations not already set, e.g. by the send, which sets them from what it wrote).
 */
export async function loadForAnswer(quotation: Quotation) {
  const loaded = (name: string) => name in quotation.$preloaded
  if (quotation.adviserId === null && !loaded('adviser')) quotation.$setRelated('adviser', null)
  await quotation.load((loader) => {
    if (!loaded('details')) loader.load('details', (details) => details.orderBy('id', 'asc'))
    if (!loaded('store')) loader.load('store', (store) => store.select('id', 'name'))
    if (!loaded('adviser')) loader.load('adviser')
    if (!loaded('cartShoppingHeaders')) {
      loader.load('cartShoppingHeaders', (headers) =>
        headers.select('id', 'ref_venta', 'quotation_id', 'status').orderBy('id', 'asc')
      )
    }
  })
  return quotation
}

/**
 * `{ data }`: the quotation as `viewer` sees it, its totals by the one shipping rule with its
 * store's tiers — the ones the action priced it with, or read here when it read none.
 */
export async function quotationAnswer(
  quotation: Quotation,
  viewer: QuotationViewer,
  storeRules?: StoreShippingRule[]
) {
  const [rules] = await Promise.all([
    storeRules ?? storeShippingRulesOf(quotation.storeId),
    loadForAnswer(quotation),
  ])
  return apiSerializer.serialize(QuotationTransformer.transform(quotation, viewer, rules))
}

/**
 * `{ message, …extra, data }` with the quotation as its store sees it (generic over `extra`: the
 * pages type the answer from here).
 */
async function answer<Extra extends object = {}>(
  quotation: Quotation,
  message: string,
  extra: Extra = {} as Extra,
  storeRules?: StoreShippingRule[]
) {
  const body = await quotationAnswer(quotation, 'vendor', storeRules)
  return { message, ...extra, ...body }
}

async function findQuotation(id: string | number) {
  const quotation = await Quotation.find(id)
  if (!quotation) throw missingRecord()
  return quotation
}

/**
 * The vendor's quotation API (doc 3 §4.2, §5, §7). Signed-in callers only (session with the
 * XSRF header, or a bearer token). Refusals: an unknown id, or a request or quotation the caller
 * may not see, 404 'Not found' ('¡ERROR! la transacción es inexistente.'); staff (read only) and
 * the buyer 403 (QuotationPolicy); bad input 422 with Spanish messages per field
 * (`errors: [{ field, message }]`); states 409 (see each route). Money is a decimal text
 * ("85000.50"; numbers with up to 2 decimals are accepted too). The answer's `data` is the
 * quotation (QuotationTransformer): products with `reference` (private to the store), totals,
 * `commission`, `vendorReceives`, `locked`.
 */
export default class QuotationsController {
  /**
   * POST /api/{product}Go/Quotation — 'Enviar Cotización'.
   *
   * Body: `{ quotation_request_id, shipping_option?: 'included'|'added', shipping_cost?,
   * valid_until?: 'yyyy-MM-dd' (default today + 8 days, not before today, at most a year),
   * observations?: ≤128, adviser_id?, quotationDetails: [{ quotation_request_detail_id?|null,
   * name, brand, amount ≥1, unit_price ≥1, warranty (1…720 list), delivery_time (key),
   * reference?: ≤128, image?: upload key }], idempotency_key?: uuid }`; the key may come in the
   * `Idempotency-Key` header instead. `shipping_cost` alone may be a value (added) or the option's
   * text 'Costo de envío incluido'.
   *
   * 201 `{ message: 'Cotización enviada', replayed: false, closedRequest, data }`; a replayed key
   * 200 with the first quotation and `replayed: true` (nothing emitted); a key of another
   * account 409. Refusals: 409 'Solicitud cerrada' (`data.reason`: cap — other vendors answered
   * faster —, closed, expired; `data.detail` explains), 409 when the store already quoted it
   * (`data.quotation`: edit that one), discarded it, or a per-product part is full or bought
   * (`data.parts`); 422 'Cotiza al menos una de las autopartes solicitadas' on a per-product
   * request; 422 'Debes agregar el costo de envío' / 'Antes de poder generar la cotización…'.
   *
   * @summary Envía una cotización
   */
  @inject()
  async store(ctx: HttpContext, action: SendQuotation, state: QuotationStateQuery) {
    const { request, response, auth, bouncer } = ctx
    const user = auth.getUserOrFail()
    const vendor = await actingStore(user)
    const data = await request.validateUsing(sendQuotationValidator, {
      data: {
        ...request.all(),
        idempotency_key: request.input('idempotency_key') ?? request.header('idempotency-key'),
      },
      meta: { uploadOwner: uploadOwner(ctx), storeId: vendor?.store.id ?? 0, keptImages: [] },
    })
    // the request with what the policy and the send check before the lock, in one statement
    const found = await state.sendReads({
      requestId: data.quotation_request_id,
      storeId: vendor?.store.id ?? 0,
      idempotencyKey: data.idempotency_key ?? null,
      offeredDetailIds: offeredDetailIds(data.quotationDetails),
    })
    if (!found) throw missingRecord()
    const quotationRequest = found.request
    await orFail(bouncer.with('QuotationPolicy').execute('send', quotationRequest))

    const result = await action.handle({
      user,
      store: vendor!.store,
      callerAdviser: vendor!.adviser,
      request: quotationRequest,
      idempotencyKey: data.idempotency_key ?? null,
      shippingOption: data.shipping_option,
      shippingCost: data.shipping_cost,
      validUntil: data.valid_until,
      observations: data.observations,
      adviserId: data.adviser_id,
      items: data.quotationDetails,
      context: found.context,
    })
    response.status(result.created ? 201 : 200)
    return answer(
      result.quotation,
      M.sent,
      { replayed: !result.created, closedRequest: result.closedRequest },
      result.storeRules
    )
  }

  /**
   * PATCH /api/{product}Go/Quotation/{id} — 'Guardar' / 'Guardar y Notificar al cliente'.
   *
   * Body (every field optional): `{ shipping_option, shipping_cost, valid_until, observations
   * (null removes them), adviser_id, quotationDetails: [{ id?, …product }] (with id: that
   * product changes; without: added), saveAndNotify, edited_quotation (ignored) }`.
   *
   * 200 `{ message, changed, notified, data }`: 'Hemos notificado al cliente los cambios de la
   * cotización' when `saveAndNotify` and something changed (the buyer is told once, through the
   * outbox), otherwise 'Cotización actualizada exitosamente'. Anything changed marks the
   * quotation edited ('Cotización editada'). Refusals: 409 when linked to an order (`data.
   * cartShoppingHeader`, per linked order) or closed; 409 when an added part of a per-product
   * request is full or bought; staff 403 — except `{ observations: null }` from a user with
   * manageMessageDeletion, which deletes the observations only (no edited mark, no notice).
   *
   * @summary Modifica una cotización
   */
  @inject()
  async update(ctx: HttpContext, action: UpdateQuotation) {
    const { request, params, auth, bouncer } = ctx
    const user = auth.getUserOrFail()
    const quotation = await findQuotation(params.id)
    const body = request.all()
    const onlyDeletesObservations =
      Object.keys(body).length === 1 && 'observations' in body && !body.observations
    const policy = bouncer.with('QuotationPolicy')
    let moderation = false
    if (onlyDeletesObservations) {
      await orFail(policy.execute('deleteObservations', quotation))
      moderation = !(await allowed(policy.execute('edit', quotation)))
    } else {
      await orFail(policy.execute('edit', quotation))
    }
    const vendor = moderation ? null : await actingStore(user)
    const current = await quotation.related('details').query().select('image')
    const data = await request.validateUsing(updateQuotationValidator, {
      meta: {
        uploadOwner: uploadOwner(ctx),
        storeId: quotation.storeId,
        keptImages: current.map((item) => item.image).filter((key): key is string => !!key),
      },
    })
    const result = await action.handle({
      user,
      store: vendor?.store ?? null,
      callerAdviser: vendor?.adviser ?? null,
      quotation,
      changes: data,
      saveAndNotify: data.saveAndNotify ?? false,
      moderation,
    })
    return answer(
      result.quotation,
      result.notified ? M.notified : M.updated,
      { changed: result.changed, notified: result.notified },
      result.storeRules
    )
  }

  /**
   * POST /api/{product}Go/Quotation/{id}/closeQuotation — 'Cerrar': the offer ends now (its
   * validity moves to yesterday: the buyer can no longer see or buy it). 200 `{ message:
   * 'Cotización cerrada exitosamente', data }`; already closed 409; staff and the buyer 403.
   * State changes need POST behind CSRF for the pages' sessions: the spec's GET (below) answers
   * bearer tokens only.
   *
   * @summary Cierra una cotización
   */
  @inject()
  async close(ctx: HttpContext, action: CloseQuotation) {
    const quotation = await findQuotation(ctx.params.id)
    await orFail(ctx.bouncer.with('QuotationPolicy').execute('edit', quotation))
    return answer(await action.handle(quotation), M.closed)
  }

  /**
   * GET /api/{product}Go/Quotation/{id}/closeQuotation (doc 3 §7): the same for bearer-token
   * clients (store integrations); a cookie session gets 405 with `Allow: POST`, so a link or an
   * image tag can never close a quotation.
   *
   * @summary Cierra una cotización desde un enlace firmado
   */
  @inject()
  async closeWithToken(ctx: HttpContext, action: CloseQuotation) {
    if (ctx.auth.authenticatedViaGuard !== 'api') {
      ctx.response.header('Allow', 'POST')
      return ctx.response.methodNotAllowed({
        message: M.closeWithPost,
        errors: [{ message: M.closeWithPost }],
      })
    }
    return this.close(ctx, action)
  }

  /**
   * GET /api/{product}Go/Quotation/{id}/serviceCosts — "Service costs of a request": `{id}` is
   * the quotation REQUEST's id (the form needs the costs before its quotation exists). 200
   * `{ data: { quotation_request_id, store_id, serviceCost: "2000.00", serviceCostPercent:
   * "0.0500", source: 'store'|'quotation', quotation_id } }`: the costs copied into the
   * quotation the caller's store already sent on the request, or its plan's for a new one. For
   * the vendors who may quote the request (as POST); staff 403 (they read each quotation's
   * `service_cost` and `service_cost_percent`); anybody else 404.
   *
   * @summary Consulta los costos de servicio de una cotización
   */
  @inject()
  async serviceCosts(ctx: HttpContext, query: ServiceCostsQuery) {
    const quotationRequest = await QuotationRequest.find(ctx.params.id)
    if (!quotationRequest) throw missingRecord()
    await orFail(ctx.bouncer.with('QuotationPolicy').execute('readServiceCosts', quotationRequest))
    const vendor = await actingStore(ctx.auth.getUserOrFail())
    return { data: await query.handle(vendor!.store, quotationRequest.id) }
  }
}

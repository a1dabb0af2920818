import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Store from '#stores/models/store'
import { apiSerializer } from '#core/services/api_serializer'
import { missingRecord, orFail } from '#core/policies/decisions'
import { DEFAULT_PAGE_SIZE } from '#core/validators/pagination'
import WebhookPolicy from '#integrations/policies/webhook_policy'
import WebhookEndpointsQuery from '#integrations/queries/webhook_endpoints_query'
import WebhookDeliveriesQuery from '#integrations/queries/webhook_deliveries_query'
import CreateWebhookEndpoint from '#integrations/actions/create_webhook_endpoint'
import UpdateWebhookEndpoint from '#integrations/actions/update_webhook_endpoint'
import DeleteWebhookEndpoint from '#integrations/actions/delete_webhook_endpoint'
import RotateWebhookSecret from '#integrations/actions/rotate_webhook_secret'
import ResumeWebhookEndpoint from '#integrations/actions/resume_webhook_endpoint'
import ResendWebhookDelivery from '#integrations/actions/resend_webhook_delivery'
import SendWebhookTest from '#integrations/actions/send_webhook_test'
import {
  WebhookDeliveryTransformer,
  WebhookEndpointTransformer,
  WebhookEndpointWithSecretTransformer,
} from '#integrations/transformers/webhook_transformers'
import {
  createWebhookValidator,
  listDeliveriesValidator,
  updateWebhookValidator,
} from '#integrations/validators/webhooks'
import { WEBHOOK_ENDPOINTS_CAP, WEBHOOK_MESSAGES as M } from '#integrations/rules/webhook_rules'

type Ability = 'view' | 'manage'

/**
 * A store's webhooks (`/api/store/store/:id/webhooks…`, issue 24 item 4; the Integraciones
 * section): the owner edits, its advisers read (writes 403), anybody else 404 (WebhookPolicy);
 * an endpoint or delivery of another store answers 404.
 */
export default class WebhooksController {
  /**
   * @summary Lista los webhooks de la tienda
   * `{ data: [webhook], metadata: { count, cap } }`; never the secrets.
   */
  @inject()
  async index(ctx: HttpContext, query: WebhookEndpointsQuery) {
    const store = await this.storeFor(ctx, 'view')
    const list = await query.list(store.id)
    const body = await apiSerializer.serialize(WebhookEndpointTransformer.transform(list))
    return { ...body, metadata: { count: list.length, cap: WEBHOOK_ENDPOINTS_CAP } }
  }

  /**
   * @summary Crea un webhook (el secreto se muestra solo esta vez)
   * 201 `{ message, data: webhook + secret }`; 409 beyond 5 per store; 422 on `url`/`events`.
   */
  @inject()
  async store(ctx: HttpContext, action: CreateWebhookEndpoint) {
    const store = await this.storeFor(ctx, 'manage')
    const input = await ctx.request.validateUsing(createWebhookValidator)
    const created = await action.handle(store, ctx.auth.getUserOrFail(), input)
    const body = await apiSerializer.serialize(
      WebhookEndpointWithSecretTransformer.transform(created)
    )
    return ctx.response.created({ message: M.created, ...body })
  }

  /**
   * @summary Modifica la URL o los eventos de un webhook
   * `{ message, data: webhook }`.
   */
  @inject()
  async update(ctx: HttpContext, action: UpdateWebhookEndpoint) {
    const endpoint = await this.endpoint(ctx, 'manage')
    const input = await ctx.request.validateUsing(updateWebhookValidator)
    const updated = await action.handle(endpoint, input)
    const body = await apiSerializer.serialize(WebhookEndpointTransformer.transform(updated))
    return { message: M.updated, ...body }
  }

  /**
   * @summary Elimina un webhook y su registro de entregas
   * `{ message }`.
   */
  @inject()
  async destroy(ctx: HttpContext, action: DeleteWebhookEndpoint) {
    const endpoint = await this.endpoint(ctx, 'manage')
    await action.handle(endpoint)
    return { message: M.deleted }
  }

  /**
   * @summary Rota el secreto de firma de un webhook (el nuevo se muestra solo esta vez)
   * `{ message, data: webhook + secret }`.
   */
  @inject()
  async rotate(ctx: HttpContext, action: RotateWebhookSecret) {
    const endpoint = await this.endpoint(ctx, 'manage')
    const rotated = await action.handle(endpoint)
    const body = await apiSerializer.serialize(
      WebhookEndpointWithSecretTransformer.transform(rotated)
    )
    return { message: M.rotated, ...body }
  }

  /**
   * @summary Reactiva un webhook pausado y envía lo que esperaba
   * `{ message, data: webhook }`; 409 when it is not paused.
   */
  @inject()
  async resume(ctx: HttpContext, action: ResumeWebhookEndpoint) {
    const endpoint = await this.endpoint(ctx, 'manage')
    const resumed = await action.handle(endpoint)
    const body = await apiSerializer.serialize(WebhookEndpointTransformer.transform(resumed))
    return { message: M.resumed, ...body }
  }

  /**
   * @summary Envía un evento de prueba firmado a un webhook
   * 202 `{ message }`; the delivery shows in the log.
   */
  @inject()
  async test(ctx: HttpContext, action: SendWebhookTest) {
    const endpoint = await this.endpoint(ctx, 'manage')
    await action.handle(endpoint)
    return ctx.response.accepted({ message: M.testSent })
  }

  /**
   * @summary Registro de entregas de los webhooks de la tienda
   * `{ data: [delivery], metadata: { count, page, pageSize } }`, newest first, pages from 0;
   * `status` (pending, delivered, failed) and `webhookId` filter it. Two queries.
   */
  @inject()
  async deliveries(ctx: HttpContext, query: WebhookDeliveriesQuery) {
    const store = await this.storeFor(ctx, 'view')
    const input = await listDeliveriesValidator.validate(ctx.request.qs())
    const page = input.page ?? 0
    const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE
    const list = await query.handle(store.id, {
      page,
      pageSize,
      status: input.status,
      webhookId: input.webhookId,
    })
    const body = await apiSerializer.serialize(WebhookDeliveryTransformer.transform(list.rows))
    return { ...body, metadata: { count: list.count, page, pageSize } }
  }

  /**
   * @summary Reenvía una entrega con el mismo id de evento
   * 202 `{ message }`: a new attempt (new timestamp and signature) in the background; 409 when
   * its webhook is paused.
   */
  @inject()
  async resend(
    ctx: HttpContext,
    deliveries: WebhookDeliveriesQuery,
    action: ResendWebhookDelivery
  ) {
    const store = await this.storeFor(ctx, 'manage')
    const delivery = await deliveries.find(store.id, Number(ctx.params.deliveryId))
    if (!delivery) throw missingRecord()
    const endpoint = await new WebhookEndpointsQuery().find(store.id, Number(delivery.endpoint_id))
    if (!endpoint) throw missingRecord()
    await action.handle(endpoint, Number(delivery.id))
    return ctx.response.accepted({ message: M.resent })
  }

  /** The store of the URL, once the user may do `ability` on it (404 / 403 otherwise). */
  private async storeFor(ctx: HttpContext, ability: Ability) {
    const store = await Store.find(Number(ctx.params.id))
    if (!store) throw missingRecord()
    await orFail(ctx.bouncer.with(WebhookPolicy).execute(ability, store))
    return store
  }

  /** An endpoint of the store of the URL (another store's id: 404). */
  private async endpoint(ctx: HttpContext, ability: Ability) {
    const store = await this.storeFor(ctx, ability)
    const endpoint = await new WebhookEndpointsQuery().find(store.id, Number(ctx.params.webhookId))
    if (!endpoint) throw missingRecord()
    return endpoint
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type Store from '#stores/models/store'
import StoreConfigQuery from '#stores/queries/store_config_query'
import SaveStoreConfig from '#stores/actions/save_store_config'
import SaveBankData from '#stores/actions/save_bank_data'
import RequestGoActivation from '#stores/actions/request_go_activation'
import StoreConfigPolicy from '#stores/policies/store_config_policy'
import {
  storeBankDataValidator,
  storeDataValidator,
  storeMarketValidator,
  storePaymentValidator,
  storeShippingValidator,
} from '#stores/validators/store_config'
import { STORE_CONFIG_MESSAGES as M } from '#stores/rules/store_config_rules'
import { allowed, missingRecord, orFail } from '#core/policies/decisions'
import { uploadOwner } from '#core/validators/upload_key'

/**
 * The store configuration page (issue 20 item 3): GET /tienda/{storeUrl}/store/page and its
 * saves, PUT /api/store/store/{id}/{data,market,shipping,payments}. The owner edits, an adviser reads
 * (the saves answer 403), anybody else 404 (StoreConfigPolicy). Each save answers
 * `{ message, data }` with the page's fresh view (StoreConfigView).
 *
 * Also, owner only: PATCH /api/store/store/{id}/dataBankConfig (Pagos' bank data, doc 1 §7;
 * answered masked, never the number) and POST /api/store/store/{id}/requestGoActivation
 * (Módulo GO: staff are told; `replayed` when asked again within 24 hours).
 */
export default class StoreConfigController {
  @inject()
  async show(ctx: HttpContext, query: StoreConfigQuery) {
    const store = await query.byUrl(String(ctx.params.storeUrl))
    if (!store) throw missingRecord()
    await orFail(ctx.bouncer.with(StoreConfigPolicy).execute('view', store))
    return ctx.inertia.render('stores/config', {
      ...(await query.handle(store)),
      canEdit: await allowed(ctx.bouncer.with(StoreConfigPolicy).execute('edit', store)),
    })
  }

  /** @summary Guarda los datos de la tienda */
  @inject()
  async data(ctx: HttpContext, query: StoreConfigQuery, action: SaveStoreConfig) {
    const store = await this.editable(ctx)
    const input = await ctx.request.validateUsing(storeDataValidator, {
      meta: this.meta(ctx, store),
    })
    await action.data(store, input)
    return this.saved(query, store)
  }

  /** @summary Guarda el mercado de la tienda: marcas y zonas */
  @inject()
  async market(ctx: HttpContext, query: StoreConfigQuery, action: SaveStoreConfig) {
    const store = await this.editable(ctx)
    const input = await ctx.request.validateUsing(storeMarketValidator, {
      meta: this.meta(ctx, store),
    })
    await action.market(store, input)
    return this.saved(query, store)
  }

  /** @summary Guarda la configuración de envíos de la tienda */
  @inject()
  async shipping(ctx: HttpContext, query: StoreConfigQuery, action: SaveStoreConfig) {
    const store = await this.editable(ctx)
    const input = await ctx.request.validateUsing(storeShippingValidator)
    await action.shipping(store, input)
    return this.saved(query, store)
  }

  /** @summary Guarda los medios de pago de la tienda */
  @inject()
  async payments(ctx: HttpContext, query: StoreConfigQuery, action: SaveStoreConfig) {
    const store = await this.editable(ctx)
    const input = await ctx.request.validateUsing(storePaymentValidator)
    await action.payments(store, input)
    return this.saved(query, store)
  }

  /** @summary Guarda los datos bancarios de la tienda */
  @inject()
  async bankData(ctx: HttpContext, query: StoreConfigQuery, action: SaveBankData) {
    const store = await this.editable(ctx)
    const input = await ctx.request.validateUsing(storeBankDataValidator, {
      meta: { countryCode: store.countryCode },
    })
    await action.handle(store, input)
    return this.saved(query, store, M.bankSaved)
  }

  /** @summary Pide la activación de la tienda */
  @inject()
  async requestGoActivation(
    ctx: HttpContext,
    query: StoreConfigQuery,
    action: RequestGoActivation
  ) {
    const store = await this.editable(ctx)
    const { replayed } = await action.handle(store.id)
    return { ...(await this.saved(query, store, M.goRequested)), replayed }
  }

  private async editable(ctx: HttpContext): Promise<Store> {
    const store = await new StoreConfigQuery().byId(Number(ctx.params.id))
    if (!store) throw missingRecord()
    await orFail(ctx.bouncer.with(StoreConfigPolicy).execute('edit', store))
    return store
  }

  private meta(ctx: HttpContext, store: Store) {
    return { countryCode: store.countryCode, uploadOwner: uploadOwner(ctx), logoUrl: store.logoUrl }
  }

  private async saved(query: StoreConfigQuery, store: Store, message: string = M.saved) {
    await store.refresh()
    return { message, data: await query.handle(store) }
  }
}

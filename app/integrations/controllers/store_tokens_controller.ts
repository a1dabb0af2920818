import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import StoreConfigQuery from '#stores/queries/store_config_query'
import StoreConfigPolicy from '#stores/policies/store_config_policy'
import { missingRecord, orFail } from '#core/policies/decisions'
import { DEFAULT_PAGE_SIZE } from '#core/validators/pagination'
import { readStoreToken } from '#users/rules/token_scopes'
import StoreTokensQuery from '#integrations/queries/store_tokens_query'
import CreateStoreToken from '#integrations/actions/create_store_token'
import RotateStoreToken from '#integrations/actions/rotate_store_token'
import RevokeStoreToken from '#integrations/actions/revoke_store_token'
import UpdateStoreTokenScopes from '#integrations/actions/update_store_token_scopes'
import {
  createStoreTokenValidator,
  listStoreTokenCallsValidator,
  updateStoreTokenScopesValidator,
} from '#integrations/validators/store_token'
import {
  STORE_TOKEN_MESSAGES as M,
  type StoreTokenCreated,
} from '#integrations/rules/store_token_rules'

/** A just-minted token with its value: the only answer that carries it. */
function created(token: AccessToken): StoreTokenCreated {
  const read = readStoreToken(token.abilities)
  return {
    id: Number(token.identifier),
    name: token.name ?? '',
    scopes: read?.scopes ?? [],
    isDefault: read?.isDefault ?? false,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: null,
    expiresAt: token.expiresAt?.toISOString() ?? null,
    token: token.value!.release(),
  }
}

/**
 * The store's integration tokens and their call log (issue 24 item 3; 'Integraciones' section),
 * `/api/store/store/:id/integrationTokens…`. Web session only (routes): a bearer token never
 * manages tokens (401). The store's owner manages; its active advisers read (lists and log) and
 * get 403 on every change; anybody else, staff included, 404 (StoreConfigPolicy `view` and
 * `manageApiToken`). A token id that is not one of the store's tokens is 404.
 */
export default class StoreTokensController {
  /**
   * @summary Lista los tokens de integración de la tienda.
   * Nombre, permisos, creación, último uso y vencimiento de cada token; nunca su valor.
   * Answers `{ data: [token], metadata: { count } }`.
   */
  @inject()
  async index(ctx: HttpContext, query: StoreTokensQuery) {
    const store = await this.storeFor(ctx, 'view')
    const data = await query.list(store)
    return { data, metadata: { count: data.length } }
  }

  /**
   * @summary Crea un token de integración con nombre y permisos.
   * `{ name, scopes }`; el valor del token se muestra solo en esta respuesta. Máximo 10 por tienda.
   */
  @inject()
  async store(ctx: HttpContext, action: CreateStoreToken) {
    const store = await this.storeFor(ctx, 'manageApiToken')
    const input = await ctx.request.validateUsing(createStoreTokenValidator)
    const token = await action.handle(store, input)
    ctx.response.status(201)
    return { message: M.created, data: created(token) }
  }

  /**
   * @summary Rota un token de integración.
   * Crea un valor nuevo con el mismo nombre y permisos; el anterior deja de funcionar de inmediato.
   */
  @inject()
  async rotate(ctx: HttpContext, action: RotateStoreToken) {
    const store = await this.storeFor(ctx, 'manageApiToken')
    const token = await action.handle(store, this.tokenId(ctx))
    return { message: M.rotated, data: created(token) }
  }

  /**
   * @summary Cambia los permisos de un token de integración.
   * `{ scopes }` con al menos un permiso; la siguiente llamada del token ya los respeta.
   */
  @inject()
  async update(ctx: HttpContext, action: UpdateStoreTokenScopes) {
    const store = await this.storeFor(ctx, 'manageApiToken')
    const tokenId = this.tokenId(ctx)
    const { scopes } = await ctx.request.validateUsing(updateStoreTokenScopesValidator)
    const data = await action.handle(store, tokenId, scopes)
    return { message: M.scopesSaved, data }
  }

  /**
   * @summary Revoca un token de integración.
   * El token deja de funcionar de inmediato (401); su registro de llamadas se conserva.
   */
  @inject()
  async destroy(ctx: HttpContext, action: RevokeStoreToken) {
    const store = await this.storeFor(ctx, 'manageApiToken')
    await action.handle(store, this.tokenId(ctx))
    return { message: M.revoked, data: null }
  }

  /**
   * @summary Registro de llamadas de los tokens de integración de la tienda.
   * Las más recientes primero, 20 por página desde la página 0; `tokenId` filtra por token.
   * Answers `{ data: [call], metadata: { count, page, pageSize } }`.
   */
  @inject()
  async calls(ctx: HttpContext, query: StoreTokensQuery) {
    const store = await this.storeFor(ctx, 'view')
    const input = await listStoreTokenCallsValidator.validate(ctx.request.qs())
    const page = input.page ?? 0
    const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE
    const { data, count } = await query.calls(store, page, pageSize, input.tokenId)
    return { data, metadata: { count, page, pageSize } }
  }

  private tokenId(ctx: HttpContext) {
    return Number(ctx.params.tokenId)
  }

  private async storeFor(ctx: HttpContext, ability: 'view' | 'manageApiToken') {
    const store = await new StoreConfigQuery().byId(Number(ctx.params.id))
    if (!store) throw missingRecord()
    await orFail(ctx.bouncer.with(StoreConfigPolicy).execute(ability, store))
    return store
  }
}

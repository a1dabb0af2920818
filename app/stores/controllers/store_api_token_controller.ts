import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreConfigQuery from '#stores/queries/store_config_query'
import StoreConfigPolicy from '#stores/policies/store_config_policy'
import GenerateStoreApiToken from '#stores/actions/generate_store_api_token'
import RevokeStoreApiToken from '#stores/actions/revoke_store_api_token'
import { STORE_API_TOKEN_MESSAGES as M } from '#stores/rules/store_api_token_rules'
import { missingRecord, orFail } from '#core/policies/decisions'

/**
 * Integraciones (issue 20 item 3; doc 1 §7 `PATCH /api/store/store/{id}/generateNewApiToken`):
 * the store's integration token (store_api_token_rules.ts).
 *
 * - `generate`: creates or rotates it; answers `{ message, data: { token, createdAt,
 *   lastUsedAt, expiresAt } }`, the only place the plain value ever appears.
 * - `revoke`: deletes it; 404 with the Spanish reason when there is none.
 *
 * Web session only (routes.ts): a bearer token cannot mint or remove tokens (401). The owner
 * acts; an adviser 403; anybody else, staff included, 404 (StoreConfigPolicy.manageApiToken).
 */
export default class StoreApiTokenController {
  /**
   * @summary Genera o rota el token de integración principal de la tienda.
   * El token principal tiene todos los permisos; su valor solo aparece en esta respuesta.
   */
  @inject()
  async generate(ctx: HttpContext, action: GenerateStoreApiToken) {
    const store = await this.manageable(ctx)
    const { token, rotated } = await action.handle(store)
    return {
      message: rotated ? M.rotated : M.generated,
      data: {
        token: token.value!.release(),
        createdAt: token.createdAt.toISOString(),
        lastUsedAt: null,
        expiresAt: token.expiresAt?.toISOString() ?? null,
      },
    }
  }

  /**
   * @summary Revoca el token de integración principal de la tienda.
   * Deja de funcionar de inmediato; los demás tokens de la tienda no cambian.
   */
  @inject()
  async revoke(ctx: HttpContext, action: RevokeStoreApiToken) {
    const store = await this.manageable(ctx)
    await action.handle(store)
    return { message: M.revoked, data: null }
  }

  private async manageable(ctx: HttpContext) {
    const store = await new StoreConfigQuery().byId(Number(ctx.params.id))
    if (!store) throw missingRecord()
    await orFail(ctx.bouncer.with(StoreConfigPolicy).execute('manageApiToken', store))
    return store
  }
}

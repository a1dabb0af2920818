import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SessionUserQuery from '#users/queries/session_user_query'
import SessionUserTransformer from '#users/transformers/session_user_transformer'
import { apiSerializer } from '#core/services/api_serializer'

/**
 * GET /api/core/sessionControlData/{userId} (doc 1 §4, §7): the 15-second session check.
 * A caller without a session gets `isGuest: true` (the page then opens the login); a signed-in
 * user asking about somebody else is refused (403).
 */
export default class SessionControlController {
  /** @summary Consulta los datos de control de la sesión */
  @inject()
  async show({ auth, params, response, bouncer }: HttpContext, query: SessionUserQuery) {
    const user = auth.user
    if (!user) return response.ok({ data: { isGuest: true } })
    await bouncer.with('UserPolicy').authorize('readSession', Number(params.userId))
    return apiSerializer.serialize(SessionUserTransformer.transform(await query.handle(user)))
  }
}

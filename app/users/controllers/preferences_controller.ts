import type { HttpContext } from '@adonisjs/core/http'
import { viewModeValidator } from '#users/validators/auth'

/**
 * Saves the view-mode switch (cards, list, table) as the user's preference.
 */
export default class PreferencesController {
  /** @summary Cambia el modo de vista del usuario */
  async viewMode({ auth, request }: HttpContext) {
    const { view_mode: viewMode } = await request.validateUsing(viewModeValidator)
    const user = auth.getUserOrFail()
    user.viewMode = viewMode
    await user.save()
    return { data: { viewMode } }
  }
}

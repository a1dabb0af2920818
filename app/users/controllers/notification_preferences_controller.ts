import type { HttpContext } from '@adonisjs/core/http'
import { notificationPreferencesValidator } from '#users/validators/notification_preferences'
import {
  NOTIFICATION_SETTINGS_TEXTS as T,
  preferencesView,
  storedPreferences,
} from '#users/rules/notification_preferences'

/**
 * The signed-in person's notification settings (/usuario/notificaciones): WhatsApp and e-mail
 * on or off per notice kind. The page shows them; the PATCH saves the whole table.
 */
export default class NotificationPreferencesController {
  async show({ auth, inertia }: HttpContext) {
    const user = auth.getUserOrFail()
    return inertia.render('users/notifications', {
      preferences: preferencesView(user.notificationPreferences),
    })
  }

  /** @summary Guarda las preferencias de notificación */
  async update({ auth, request }: HttpContext) {
    const { preferences } = await request.validateUsing(notificationPreferencesValidator)
    const user = auth.getUserOrFail()
    user.notificationPreferences = storedPreferences(preferences)
    await user.save()
    return {
      message: T.saved,
      data: { preferences: preferencesView(user.notificationPreferences) },
    }
  }
}

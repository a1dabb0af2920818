import type { HttpContext } from '@adonisjs/core/http'
import { actingStore } from '#stores/policies/acting_store'

/**
 * /dev/asesores (development only, devOnly middleware: 404 in production): the Asesores section
 * of the store the signed-in person acts for, alone on a page, until the store configuration
 * page (/tienda/:storeUrl/store/page#storeConfigSection-advisers) renders it.
 */
export default class DevAdvisersController {
  async show({ auth, inertia }: HttpContext) {
    const user = auth.getUserOrFail()
    const context = await actingStore(user)
    return inertia.render('dev/advisers', {
      store: context ? { id: context.store.id, urlPath: context.store.urlPath } : null,
      canEdit: context ? context.store.userId === user.id : false,
    })
  }
}

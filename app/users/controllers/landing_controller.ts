import type { HttpContext } from '@adonisjs/core/http'
import productConfig from '#config/product'
import { urlWithPrefix } from '#core/services/routes_helper'

/**
 * '/' (name `home`): where a session starts. Guests and buyers get the home page (what the
 * marketplace does, the way in to a quotation). People who work here land where they work:
 *
 * - staff (actAsAdmin: a core admin or a module manager) on the main area, where they read every
 *   request (and, for a module manager, the stores' lists);
 * - a vendor or store adviser at work (SellerPolicy.actAsVendor) on their workspace, Pendientes.
 *
 * Signing in ends here: the login page sends to '/' when nothing else was asked, and the login
 * modal of the home page reloads it — by e-mail and by WhatsApp alike.
 */
export default class LandingController {
  async home({ inertia, response, auth, bouncer }: HttpContext) {
    if (auth.user) {
      const mainArea = `/${productConfig.goPath}/page/index`
      if (await bouncer.allows('actAsAdmin')) return response.redirect(urlWithPrefix(mainArea))
      if (await bouncer.with('SellerPolicy').allows('actAsVendor')) {
        return response.redirect(urlWithPrefix(`${mainArea}/pendientes`))
      }
    }
    return inertia.render('home', {})
  }
}

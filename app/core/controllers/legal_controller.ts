import type { HttpContext } from '@adonisjs/core/http'
import productConfig from '#config/product'

/**
 * GET /terminos-y-condiciones (`legal.terms`, public): the marketplace's terms and conditions,
 * linked from the checkout's 'Acepto los términos y condiciones' (both wizards) and from the
 * site's footer. The text is the page's (inertia/components/legal/terms_texts.ts), by the
 * country of the host; the contact address is SUPPORT_EMAIL.
 */
export default class LegalController {
  terms({ inertia }: HttpContext) {
    return inertia.render('legal/terms', { supportEmail: productConfig.supportEmail })
  }
}

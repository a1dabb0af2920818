import type { HttpContext } from '@adonisjs/core/http'

/**
 * /home/page/cotizacion: the page hosting the request wizard. `?verifyShowVehicleQuotationForm`
 * forces the vehicle form open and turns off plate-first mode.
 */
export default class WizardPageController {
  async show({ inertia, request }: HttpContext) {
    return inertia.render('quotations/wizard', {
      forceVehicleForm: request.input('verifyShowVehicleQuotationForm') !== undefined,
    })
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LookupVehiclePlate from '#garage/actions/lookup_vehicle_plate'
import { plateLookupValidator } from '#garage/validators/vehicle'
import { clientIp } from '#core/services/client_ip'

/**
 * POST /api/garage/vehicle/getVehicleForLicensePlate `{ licensePlate, reCaptcha }` (doc 1 §7):
 * open to guests (the request wizard). 422 without a valid captcha or plate, 404 for an unknown
 * plate, 503 while the plate service is down.
 */
export default class PlateLookupController {
  /** @summary Consulta un vehículo por su placa */
  @inject()
  async store({ request, country }: HttpContext, action: LookupVehiclePlate) {
    const data = await request.validateUsing(plateLookupValidator, {
      meta: { countryCode: country.code },
    })
    const vehicle = await action.handle({
      plate: data.licensePlate,
      captchaToken: data.reCaptcha,
      ip: clientIp(request),
      countryCode: country.code,
    })
    return { data: vehicle }
  }
}

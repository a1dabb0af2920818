import type { HttpContext } from '@adonisjs/core/http'

/**
 * The garage page (/garage/page/vehiculos): the buyer's vehicles. The page loads them through
 * the garage JSON API.
 */
export default class GaragePageController {
  async index({ inertia }: HttpContext) {
    return inertia.render('garage/index', {})
  }
}

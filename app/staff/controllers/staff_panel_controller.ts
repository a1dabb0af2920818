import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { orFail } from '#core/policies/decisions'
import StaffPanelQuery from '#staff/queries/staff_panel_query'
import { staffPanelValidator } from '#staff/validators/staff_panel'
import { DEFAULT_PANEL_PERIOD } from '#staff/rules/staff_panel'

/**
 * The staff panel (`GET /staff/panel?period=today|7d|30d`, issue 23): the host country's
 * requests, quotations, orders, sales, commission, response and active stores over the period
 * (7 days by default), and their chart (StaffPanelQuery). StaffPolicy 'panel': admins and the GO
 * module's manager; other staff 403, anybody else 404.
 */
export default class StaffPanelController {
  @inject()
  async index({ inertia, request, bouncer, country }: HttpContext, query: StaffPanelQuery) {
    await orFail(bouncer.with('StaffPolicy').execute('enter', 'panel'))
    const input = await staffPanelValidator.validate(request.qs())
    const panel = await query.panel(country, input.period ?? DEFAULT_PANEL_PERIOD)
    return inertia.render('staff/panel', { panel })
  }
}

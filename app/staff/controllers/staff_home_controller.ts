import type { HttpContext } from '@adonisjs/core/http'
import { orFail } from '#core/policies/decisions'
import { staffHome } from '#staff/rules/staff_nav'

/**
 * `/staff`: the section's root opens the first area the person's flags allow (the panel for
 * admins and the GO module's manager, the moderation queue for a messages moderator …). A person
 * with no staff flag gets 404 (StaffPolicy).
 */
export default class StaffHomeController {
  async index({ auth, bouncer, response }: HttpContext) {
    const home = staffHome(auth.getUserOrFail())
    if (!home) await orFail(bouncer.with('StaffPolicy').execute('enter', 'panel'))
    return response.redirect().toPath(home!)
  }
}

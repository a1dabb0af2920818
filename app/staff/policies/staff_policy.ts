import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import { isStaff, staffAreas, type StaffArea } from '#users/rules/staff_abilities'
import { denyAsMissing } from '#core/policies/decisions'
import { STAFF_MESSAGES as M } from '#staff/rules/staff_messages'

/**
 * Every page and action of the staff section (issue 23), by area (users/rules/staff_abilities.ts):
 * a person with no staff flag is told the page does not exist (404, as for an unknown record);
 * staff without the area's flag get 403 with a Spanish message. Controllers call
 * `orFail(await bouncer.with('StaffPolicy').execute('enter', 'users'))`.
 */
export default class StaffPolicy extends BasePolicy {
  enter(user: User, area: StaffArea): AuthorizerResponse {
    if (!isStaff(user)) return denyAsMissing()
    return staffAreas(user)[area] ? true : AuthorizationResponse.deny(M.notAllowed, 403)
  }
}

import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type Activity from '#users/models/activity'
import { denyAsMissing } from '#core/policies/decisions'

/**
 * The agenda (doc 1 §7 Agenda) is personal: only its owner changes or removes an activity,
 * staff included. For anybody else it does not exist (404, as an unknown id). Lists are always
 * the signed-in user's own.
 */
export default class ActivityPolicy extends BasePolicy {
  update(user: User, activity: Activity): AuthorizerResponse {
    return user.id === activity.userId ? true : denyAsMissing()
  }

  delete(user: User, activity: Activity): AuthorizerResponse {
    return user.id === activity.userId ? true : denyAsMissing()
  }
}

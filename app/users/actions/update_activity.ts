import type { DateTime } from 'luxon'
import type Activity from '#users/models/activity'
import type { ActivityState } from '#users/models/activity'

export interface ActivityChanges {
  name: string
  date: DateTime
  activity: string
  activity_state: number
}

/**
 * Changes an activity: name, date, description, or its state Pendiente ↔ Realizado (doc 1 §4:
 * the state is edited only on an existing activity). The page it links to never changes.
 */
export default class UpdateActivity {
  async handle(activity: Activity, changes: ActivityChanges) {
    activity.merge({
      name: changes.name,
      date: changes.date,
      activity: changes.activity,
      activityState: changes.activity_state as ActivityState,
    })
    await activity.save()
    return activity
  }
}

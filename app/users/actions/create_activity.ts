import type { DateTime } from 'luxon'
import Activity, { ACTIVITY_STATES } from '#users/models/activity'
import type User from '#users/models/user'

export interface NewActivity {
  name: string
  date: DateTime
  activity: string
  /** A path of this site (checked by the validator), or null. */
  activityUrl: string | null
}

/** Schedules an activity in the user's agenda: always 'Pendiente' (doc 1 §4). */
export default class CreateActivity {
  async handle(user: User, input: NewActivity) {
    return Activity.create({
      userId: user.id,
      name: input.name,
      date: input.date,
      activity: input.activity,
      activityState: ACTIVITY_STATES.pending,
      activityUrl: input.activityUrl,
    })
  }
}

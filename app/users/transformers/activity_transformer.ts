import { BaseTransformer } from '@adonisjs/core/transformers'
import type Activity from '#users/models/activity'
import { ACTIVITY_DATE_FORMAT, ACTIVITY_STATE_LABELS } from '#users/rules/activity'

/**
 * An agenda activity (doc 1 §3 "Activity"): id, name, date ('YYYY-MM-DD HH:mm:ss', the time
 * the user picked), activity (the description), activity_state (0 Pendiente, 1 Realizado) with
 * its label, activity_url (the page it was created from).
 */
export default class ActivityTransformer extends BaseTransformer<Activity> {
  toObject() {
    const activity = this.resource
    const state: 0 | 1 = activity.activityState === 1 ? 1 : 0
    return {
      id: activity.id,
      name: activity.name,
      date: activity.date.toUTC().toFormat(ACTIVITY_DATE_FORMAT),
      activity: activity.activity,
      activity_state: state,
      activity_state_label: ACTIVITY_STATE_LABELS[state],
      activity_url: activity.activityUrl,
    }
  }
}

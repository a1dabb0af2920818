import type Activity from '#users/models/activity'

/** Removes an activity from the agenda. */
export default class DeleteActivity {
  async handle(activity: Activity) {
    await activity.delete()
  }
}

import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Activity, { ACTIVITY_STATES } from '#users/models/activity'
import { UserFactory } from '#database/factories/user_factory'
import { needsParent, sequence } from '#database/factories/helpers'

/** Agenda activities: pending, tomorrow at 9:00 (new user unless merged). State `done`. */
export const ActivityFactory = factory
  .define(Activity, () => {
    const n = sequence()
    return {
      name: `Llamar al cliente ${n}`,
      date: DateTime.now().plus({ days: 1 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }),
      activity: 'Confirmar la entrega del pedido',
      activityState: ACTIVITY_STATES.pending,
      activityUrl: '/repuestosGo/dashboard',
    }
  })
  .state('done', (activity) => {
    activity.activityState = ACTIVITY_STATES.done
  })
  .relation('user', () => UserFactory)
  .before('create', async (builder, activity, ctx) => {
    if (needsParent(builder, activity, 'userId', 'user')) {
      activity.userId = (await UserFactory.useCtx(ctx).create()).id
    }
  })
  .build()

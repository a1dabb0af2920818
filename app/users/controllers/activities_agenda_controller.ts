import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { apiSerializer } from '#core/services/api_serializer'
import { missingRecord, orFail } from '#core/policies/decisions'
import ActivitiesAgendaQuery, { parseAgendaFilter } from '#users/queries/activities_agenda_query'
import ActivityTransformer from '#users/transformers/activity_transformer'
import CreateActivity from '#users/actions/create_activity'
import UpdateActivity from '#users/actions/update_activity'
import DeleteActivity from '#users/actions/delete_activity'
import {
  createActivityValidator,
  listActivitiesValidator,
  patchedActivity,
  updateActivityValidator,
} from '#users/validators/activity'
import { ACTIVITY_MESSAGES as M, AGENDA_PAGE_SIZE, sameSitePath } from '#users/rules/activity'

/**
 * The signed-in user's agenda (/api/users/activitiesAgenda, doc 1 §7 Agenda): list (filter,
 * zero-based page, pageSize — default 20 —, soonest first; `{ data, metadata: { count } }`),
 * schedule (linked to the page it was created from: a path of this site), change (name, date,
 * description, state) and remove. Another user's activity answers 404 as an unknown one
 * (ActivityPolicy).
 */
@inject()
export default class ActivitiesAgendaController {
  constructor(private agenda: ActivitiesAgendaQuery) {}

  /** @summary Lista las actividades de la agenda */
  async index({ auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await listActivitiesValidator.validate(request.qs())
    const filter = parseAgendaFilter(input.filter)
    const result = await this.agenda.list(
      user.id,
      filter,
      input.page ?? 0,
      input.pageSize ?? AGENDA_PAGE_SIZE
    )
    return apiSerializer.serialize(
      ActivityTransformer.paginate(result.rows, {
        total: result.count,
        page: result.page,
        pageSize: result.pageSize,
      })
    )
  }

  /**
   * 201 `{ message, data }`; without `activity_url` the Referer is used when it is this site.
   *
   * @summary Agrega una actividad a la agenda
   */
  @inject()
  async store({ auth, request, response }: HttpContext, action: CreateActivity) {
    const host = request.host()
    const data = await request.validateUsing(createActivityValidator, { meta: { host } })
    const referer = request.header('referer')
    const activityUrl = data.activity_url ?? (referer ? sameSitePath(referer, host) : null)
    const activity = await action.handle(auth.getUserOrFail(), { ...data, activityUrl })
    const body = await apiSerializer.serialize(ActivityTransformer.transform(activity))
    return response.created({ message: M.created, ...body })
  }

  /** @summary Modifica una actividad de la agenda */
  @inject()
  async update({ params, request, bouncer }: HttpContext, action: UpdateActivity) {
    const activity = await this.findOrFail(params.id)
    await orFail(bouncer.with('ActivityPolicy').execute('update', activity))
    const data = await updateActivityValidator.validate(patchedActivity(activity, request.body()), {
      meta: { host: request.host() },
    })
    const updated = await action.handle(activity, data)
    const body = await apiSerializer.serialize(ActivityTransformer.transform(updated))
    return { message: M.updated, ...body }
  }

  /** @summary Elimina una actividad de la agenda */
  @inject()
  async destroy({ params, bouncer }: HttpContext, action: DeleteActivity) {
    const activity = await this.findOrFail(params.id)
    await orFail(bouncer.with('ActivityPolicy').execute('delete', activity))
    await action.handle(activity)
    return { message: M.deleted, data: { id: activity.id } }
  }

  private async findOrFail(id: unknown) {
    const activity = await this.agenda.find(Number(id))
    if (!activity) throw missingRecord()
    return activity
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { orFail } from '#core/policies/decisions'
import { apiSerializer } from '#core/services/api_serializer'
import StaffLogQuery from '#staff/queries/staff_log_query'
import StaffActionTransformer from '#staff/transformers/staff_action_transformer'
import { staffLogFilter, staffLogValidator, withoutEmpty } from '#staff/validators/staff_log'

/**
 * The log of staff actions (`GET /staff/registro`, issue 23): read-only, newest first, 20 a page
 * from 1, with its filters (validators/staff_log.ts) and the people who appear in it.
 * StaffPolicy 'log': admins only; other staff 403, anybody else 404.
 */
export default class StaffLogController {
  @inject()
  async index({ inertia, request, bouncer, country }: HttpContext, query: StaffLogQuery) {
    await orFail(bouncer.with('StaffPolicy').execute('enter', 'log'))
    const input = await staffLogValidator.validate(withoutEmpty(request.qs()))
    const filter = staffLogFilter(input, country.timeZone)
    const [result, actors] = await Promise.all([
      query.list(filter, input.page ?? 1),
      query.actors(),
    ])
    const links = await query.links(result.rows)
    const lines = await apiSerializer.serialize(
      StaffActionTransformer.paginate(
        result.rows,
        { total: result.count, page: result.page, pageSize: result.pageSize },
        links
      )
    )
    return inertia.render('staff/log', {
      lines,
      actors,
      timeZone: country.timeZone,
      filters: {
        actor: input.actor ?? null,
        action: input.action ?? '',
        subject: input.subject ?? '',
        from: input.from ?? '',
        to: input.to ?? '',
        q: input.q ?? '',
      },
    })
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#users/models/user'
import { orFail } from '#core/policies/decisions'
import { apiSerializer } from '#core/services/api_serializer'
import StaffUsersQuery from '#staff/queries/staff_users_query'
import StaffUserTransformer from '#staff/transformers/staff_user_transformer'
import UpdateStaffFlags from '#staff/actions/update_staff_flags'
import BlockUser from '#staff/actions/block_user'
import UnblockUser from '#staff/actions/unblock_user'
import {
  blockUserValidator,
  staffFlagsValidator,
  staffUsersListValidator,
} from '#staff/validators/users'
import { flagSetOf } from '#staff/rules/users'
import { STAFF_USERS_MESSAGES as M } from '#staff/rules/staff_messages'

/**
 * 'Usuarios' of the staff section (issue 23, doc 1 §6 flags; area 'users': admins only —
 * StaffPolicy answers 404 to non-staff and 403 to staff without `isAdmin`, on every route):
 *
 * - `GET /staff/usuarios` (staff.users.index): the people, searched as the admin types and
 *   filtered (everybody, staff, blocked), 20 a page from 1 (StaffUsersQuery);
 * - `PATCH /staff/usuarios/:id/permisos` (staff.users.flags): the whole set of staff flags;
 * - `POST /staff/usuarios/:id/bloquear` (staff.users.block) with `{ reason }`, and
 *   `POST /staff/usuarios/:id/desbloquear` (staff.users.unblock).
 *
 * Each action is one use case of app/staff/actions, logged in its own transaction. Bad input is
 * a Spanish 422, an unknown person a 404.
 */
export default class StaffUsersController {
  @inject()
  async index({ inertia, request, bouncer, auth }: HttpContext, query: StaffUsersQuery) {
    await orFail(bouncer.with('StaffPolicy').execute('enter', 'users'))
    const input = await staffUsersListValidator.validate(request.qs())
    const filters = { search: input.search || null, filter: input.filter ?? 'all' }
    const result = await query.list(filters, input.page ?? 1, auth.getUserOrFail().id)
    const users = await apiSerializer.serialize(
      StaffUserTransformer.paginate(
        result.rows,
        { total: result.count, page: result.page, pageSize: result.pageSize },
        result.context
      )
    )
    return inertia.render('staff/users', { users, filters })
  }

  @inject()
  async flags({ request, response, bouncer, auth, params }: HttpContext, action: UpdateStaffFlags) {
    await orFail(bouncer.with('StaffPolicy').execute('enter', 'users'))
    const flags = await request.validateUsing(staffFlagsValidator)
    const { person, changed } = await action.handle(actor(auth), Number(params.id), flags)
    return response.ok({
      message: changed ? M.flagsSaved : M.flagsUnchanged,
      data: { id: person.id, flags: flagSetOf(person) },
    })
  }

  @inject()
  async block({ request, response, bouncer, auth, params }: HttpContext, action: BlockUser) {
    await orFail(bouncer.with('StaffPolicy').execute('enter', 'users'))
    const { reason } = await request.validateUsing(blockUserValidator)
    const person = await action.handle(actor(auth), Number(params.id), reason)
    return response.ok({
      message: M.blocked,
      data: { id: person.id, blockedAt: person.deactivatedAt!.toISO() },
    })
  }

  @inject()
  async unblock({ response, bouncer, auth, params }: HttpContext, action: UnblockUser) {
    await orFail(bouncer.with('StaffPolicy').execute('enter', 'users'))
    const person = await action.handle(actor(auth), Number(params.id))
    return response.ok({ message: M.unblocked, data: { id: person.id } })
  }
}

function actor(auth: HttpContext['auth']) {
  return auth.getUserOrFail() as User
}

/*
| 'Usuarios' of the staff section (issue 23, area 'users'): the people list, their staff flags,
| block and unblock (app/staff/controllers/staff_users_controller.ts). StaffPolicy 'users':
| admins only — 404 for non-staff, 403 for staff without `isAdmin`.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const StaffUsersController = () => import('#staff/controllers/staff_users_controller')

router
  .group(() => {
    router.get('/usuarios', [StaffUsersController, 'index']).as('users.index')
    router.patch('/usuarios/:id/permisos', [StaffUsersController, 'flags']).as('users.flags')
    router.post('/usuarios/:id/bloquear', [StaffUsersController, 'block']).as('users.block')
    router.post('/usuarios/:id/desbloquear', [StaffUsersController, 'unblock']).as('users.unblock')
  })
  .prefix(p('/staff'))
  .where('id', /^\d+$/)
  .as('staff')
  .use(middleware.auth({ guards: ['web'] }))

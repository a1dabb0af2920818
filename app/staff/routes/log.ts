/*
| The log of staff actions (issue 23): `/staff/registro`, admins only, read-only.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const StaffLogController = () => import('#staff/controllers/staff_log_controller')

router
  .get(p('/staff/registro'), [StaffLogController, 'index'])
  .as('staff.log.index')
  .use(middleware.auth({ guards: ['web'] }))

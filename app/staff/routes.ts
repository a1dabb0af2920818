/*
|--------------------------------------------------------------------------
| The staff section (issue 23)
|--------------------------------------------------------------------------
|
| `/staff`, route names `staff.*`, entered from the user menu by staff only (any staff flag:
| users/rules/staff_abilities.ts). Each area keeps its routes in routes/<area>.ts; every page and
| action is guarded by StaffPolicy on its area (404 for non-staff, 403 for staff without the
| flag). The stores page lives with its module (stores/routes.ts, `/staff/tiendas`) and the
| report with its own (reports/routes/analytics.ts, `/staff/reportes`).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const StaffHomeController = () => import('#staff/controllers/staff_home_controller')

router
  .get(p('/staff'), [StaffHomeController, 'index'])
  .as('staff.index')
  .use(middleware.auth({ guards: ['web'] }))

// area route files (one per area, added by the area's change):
import '#staff/routes/records'
import '#staff/routes/brand_requests'
import '#staff/routes/panel'
import '#staff/routes/log'
import '#staff/routes/moderation'
import '#staff/routes/infractions'
import '#staff/routes/users'

/*
| The staff panel (issue 23): `/staff/panel`, the market's figures of the host country.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const StaffPanelController = () => import('#staff/controllers/staff_panel_controller')

router
  .get(p('/staff/panel'), [StaffPanelController, 'index'])
  .as('staff.panel.index')
  .use(middleware.auth({ guards: ['web'] }))

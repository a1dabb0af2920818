/*
| Routes of the stores module: the buyer's own suppliers (doc 1 §7 Suppliers /api/satda/).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const SuppliersController = () => import('#stores/controllers/suppliers_controller')

router
  .group(() => {
    router.get('/proveedor', [SuppliersController, 'index']).as('index')
    router.post('/proveedor', [SuppliersController, 'store']).as('store')
    router
      .delete('/proveedor/:id', [SuppliersController, 'destroy'])
      .as('destroy')
      .where('id', /^\d+$/)
  })
  .prefix(p('/api/satda'))
  .as('api.satda.proveedor')
  .use(middleware.auth({ guards: ['api', 'web'] }))

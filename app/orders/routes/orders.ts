/*
| Orders after their creation (issue 11): the buyer's purchases and the store's sales, as pages
| and as a JSON API, and the status a store moves forward (see app/orders/routes.ts).
| Pages: /{product}Go/compras, /{product}Go/compras/{id}, /{product}Go/ventas,
| /{product}Go/ventas/{id} (the store's page of a sale, where the new-order notification links).
| API: GET /api/{product}Go/orders, /orders/{id}, /sales, /sales/{id};
| PATCH /api/{product}Go/sales/{id}/status (store), /orders/{id}/status (buyer cancels).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const OrderPagesController = () => import('#orders/controllers/order_pages_controller')
const OrdersController = () => import('#orders/controllers/orders_controller')

const go = productConfig.goPath
const digits = /^\d+$/

router
  .group(() => {
    router.get(p(`/${go}/compras`), [OrderPagesController, 'purchases']).as('purchases.index')
    router
      .get(p(`/${go}/compras/:id`), [OrderPagesController, 'purchase'])
      .as('purchases.show')
      .where('id', digits)
    router.get(p(`/${go}/ventas`), [OrderPagesController, 'sales']).as('sales.index')
    router
      .get(p(`/${go}/ventas/:id`), [OrderPagesController, 'sale'])
      .as('sales.show')
      .where('id', digits)
  })
  .use(middleware.auth())

router
  .group(() => {
    router.get(`/${go}/orders`, [OrdersController, 'purchases']).as('orders.index')
    router
      .get(`/${go}/orders/:id`, [OrdersController, 'showPurchase'])
      .as('orders.show')
      .where('id', digits)
    router
      .patch(`/${go}/orders/:id/status`, [OrdersController, 'cancelPurchase'])
      .as('orders.status')
      .where('id', digits)
    router.get(`/${go}/sales`, [OrdersController, 'sales']).as('sales.index')
    router
      .get(`/${go}/sales/:id`, [OrdersController, 'showSale'])
      .as('sales.show')
      .where('id', digits)
    router
      .patch(`/${go}/sales/:id/status`, [OrdersController, 'changeStatus'])
      .as('sales.status')
      .where('id', digits)
  })
  .prefix(p('/api'))
  .as('api')
  .use(middleware.auth({ guards: ['api', 'web'] }))

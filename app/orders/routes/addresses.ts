/*
| Orders module routes: the buyer's delivery addresses and billing records (doc 1 §7
| "Additional address", "Billing"), and both with the main record for the checkout wizard
| (see app/orders/routes.ts). Signed-in users only (session or bearer token).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const AdditionalAddressesController = () =>
  import('#orders/controllers/additional_addresses_controller')
const BillingDataController = () => import('#orders/controllers/billing_data_controller')
const CheckoutRecordsController = () => import('#orders/controllers/checkout_records_controller')

router
  .group(() => {
    router
      .group(() => {
        router.get('/', [AdditionalAddressesController, 'index']).as('index')
        router.post('/', [AdditionalAddressesController, 'store']).as('store')
        router
          .patch('/:id', [AdditionalAddressesController, 'update'])
          .as('update')
          .where('id', /^\d+$/)
        router
          .delete('/:id', [AdditionalAddressesController, 'destroy'])
          .as('destroy')
          .where('id', /^\d+$/)
      })
      .prefix('/userAdditionalAddress')
      .as('addresses')

    router
      .group(() => {
        router.get('/', [BillingDataController, 'index']).as('index')
        router.post('/', [BillingDataController, 'store']).as('store')
        router.patch('/:id', [BillingDataController, 'update']).as('update').where('id', /^\d+$/)
        router.delete('/:id', [BillingDataController, 'destroy']).as('destroy').where('id', /^\d+$/)
      })
      .prefix('/BillingData')
      .as('billing')

    router.get('/checkoutRecords', [CheckoutRecordsController, 'show']).as('checkoutRecords.show')
  })
  .prefix(p('/api/users'))
  .as('api')
  .use(middleware.auth({ guards: ['api', 'web'] }))

/*
| The seller side of the quotation requests (doc 2 §2 "Seller area", §7): the counters, the
| discards, the process observation, the store's quotations and the sellers picker. The
| Pendientes list itself is GET /api/{product}Go/QuotationRequest with the vendor scopes
| (routes/buyer_requests.ts).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const VendorWorkspaceController = () =>
  import('#quotations/controllers/vendor_workspace_controller')
const VendorIgnoresController = () => import('#quotations/controllers/vendor_ignores_controller')
const ProcessObservationsController = () =>
  import('#quotations/controllers/process_observations_controller')
const VendorQuotationsController = () =>
  import('#quotations/controllers/vendor_quotations_controller')
const StoreAdvisersController = () => import('#quotations/controllers/store_advisers_controller')

const go = productConfig.goPath
const numeric = /^\d+$/

router
  .group(() => {
    router
      .get(`/${go}/QuotationRequest/countPendingQuotationRequest`, [
        VendorWorkspaceController,
        'countPending',
      ])
      .as('vendor.countPending')
    router
      .get(`/${go}/QuotationRequest/:storeId/countSalesOpportunities`, [
        VendorWorkspaceController,
        'countSalesOpportunities',
      ])
      .where('storeId', numeric)
      .as('vendor.countSalesOpportunities')
    router
      .post(`/${go}/vendorIgnoresQuotationRequest`, [VendorIgnoresController, 'store'])
      .as('vendor.discard')
    router
      .get(`/${go}/vendorIgnoresQuotationRequest`, [VendorIgnoresController, 'index'])
      .as('vendor.discards')
    router
      .post(`/${go}/quotationRequestToVendor/saveProcessObservation`, [
        ProcessObservationsController,
        'save',
      ])
      .as('vendor.saveProcessObservation')
    router.get(`/${go}/Quotation`, [VendorQuotationsController, 'index']).as('vendor.quotations')
    router.get('/store/adviser', [StoreAdvisersController, 'index']).as('store.advisers')
  })
  .prefix(p('/api'))
  .as('api')
  .use(middleware.auth({ guards: ['api', 'web'] }))

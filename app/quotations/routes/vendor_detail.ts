/*
| The seller-side detail of one request (doc 3 §2, §2.1, §7): the page
| /{product}Go/quotationRequest/{id} (QuotationRequestDetailPage) and its JSON API: the request
| with relations, the vehicle with its parts catalogue, 'Agotado' and its undo, and the
| brand/group request to the admins. `{id}` is digits only, so that
| /{product}Go/quotationRequest/oportunidadesDeVenta stays free for the sales opportunities.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const VendorDetailPageController = () =>
  import('#quotations/controllers/vendor_detail_page_controller')
const VendorRequestDetailController = () =>
  import('#quotations/controllers/vendor_request_detail_controller')
const DetailAvailabilityController = () =>
  import('#quotations/controllers/detail_availability_controller')
const BrandGroupRequestsController = () =>
  import('#quotations/controllers/brand_group_requests_controller')

const go = productConfig.goPath
const digits = /^\d+$/

router
  .get(p(`/${go}/quotationRequest/:id`), [VendorDetailPageController, 'show'])
  .as('QuotationRequestDetailPage')
  .where('id', digits)
  .use(middleware.auth())

router
  .group(() => {
    router
      .get(`/${go}/QuotationRequest/:id`, [VendorRequestDetailController, 'show'])
      .as('vendorRequestDetail.show')
      .where('id', digits)
    router
      .get(`/${go}/quotationRequest/:id/getVehicleWithCatalog`, [
        VendorRequestDetailController,
        'vehicleWithCatalog',
      ])
      .as('vendorRequestDetail.vehicleWithCatalog')
      .where('id', digits)
    router
      .patch(`/${go}/quotationRequest/sendNotifyToAdminAboutBrands`, [
        BrandGroupRequestsController,
        'store',
      ])
      .as('brandGroupRequests.store')
    router
      .post(`/${go}/quotationRequestDetail/:detailId/markNotAvailable`, [
        DetailAvailabilityController,
        'store',
      ])
      .as('requestDetailAvailability.mark')
      .where('detailId', digits)
    router
      .delete(`/${go}/quotationRequestDetail/:detailId/markNotAvailable`, [
        DetailAvailabilityController,
        'destroy',
      ])
      .as('requestDetailAvailability.unmark')
      .where('detailId', digits)
  })
  .prefix(p('/api'))
  .as('api')
  .use(middleware.auth({ guards: ['api', 'web'] }))

import router from '@adonisjs/core/services/router'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const VehicleBrandsController = () => import('#catalog/controllers/vehicle_brands_controller')
const CatalogController = () => import('#catalog/controllers/catalog_controller')

router
  .group(() => {
    router.get('/vehicleBrands', [VehicleBrandsController, 'index']).as('vehicleBrands')
    router
      .get('/catalogV2/verifyVinInCatalogForActiveUser', [CatalogController, 'verifyVin'])
      .as('verifyVin')
  })
  .prefix(p('/api/catalogo'))
  .as('api.catalog')

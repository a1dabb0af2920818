/* eslint-disable prettier/prettier */
import type { AdonisEndpoint } from '@tuyau/core/types'
import type { Registry } from './schema.d.ts'
import type { ApiDefinition } from './tree.d.ts'

const placeholder: any = {}

const routes = {
  'drive.fs.serve': {
    methods: ["GET","HEAD"],
    pattern: '/uploads/*',
    tokens: [{"old":"/uploads/*","type":0,"val":"uploads","end":""},{"old":"/uploads/*","type":2,"val":"*","end":""}],
    types: placeholder as Registry['drive.fs.serve']['types'],
  },
  'home': {
    methods: ["GET","HEAD"],
    pattern: '/',
    tokens: [{"old":"/","type":0,"val":"/","end":""}],
    types: placeholder as Registry['home']['types'],
  },
  'api.zones.index': {
    methods: ["GET","HEAD"],
    pattern: '/api/localization/zones',
    tokens: [{"old":"/api/localization/zones","type":0,"val":"api","end":""},{"old":"/api/localization/zones","type":0,"val":"localization","end":""},{"old":"/api/localization/zones","type":0,"val":"zones","end":""}],
    types: placeholder as Registry['api.zones.index']['types'],
  },
  'api.uploads.image': {
    methods: ["POST"],
    pattern: '/api/uploads/image',
    tokens: [{"old":"/api/uploads/image","type":0,"val":"api","end":""},{"old":"/api/uploads/image","type":0,"val":"uploads","end":""},{"old":"/api/uploads/image","type":0,"val":"image","end":""}],
    types: placeholder as Registry['api.uploads.image']['types'],
  },
  'api.zones.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/localization/zones/:id',
    tokens: [{"old":"/api/localization/zones/:id","type":0,"val":"api","end":""},{"old":"/api/localization/zones/:id","type":0,"val":"localization","end":""},{"old":"/api/localization/zones/:id","type":0,"val":"zones","end":""},{"old":"/api/localization/zones/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['api.zones.show']['types'],
  },
  'dev.outbox': {
    methods: ["GET","HEAD"],
    pattern: '/dev/outbox',
    tokens: [{"old":"/dev/outbox","type":0,"val":"dev","end":""},{"old":"/dev/outbox","type":0,"val":"outbox","end":""}],
    types: placeholder as Registry['dev.outbox']['types'],
  },
  'dev.outbox.latest': {
    methods: ["GET","HEAD"],
    pattern: '/dev/outbox/latest',
    tokens: [{"old":"/dev/outbox/latest","type":0,"val":"dev","end":""},{"old":"/dev/outbox/latest","type":0,"val":"outbox","end":""},{"old":"/dev/outbox/latest","type":0,"val":"latest","end":""}],
    types: placeholder as Registry['dev.outbox.latest']['types'],
  },
  'users.login': {
    methods: ["GET","HEAD"],
    pattern: '/users/page/login',
    tokens: [{"old":"/users/page/login","type":0,"val":"users","end":""},{"old":"/users/page/login","type":0,"val":"page","end":""},{"old":"/users/page/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['users.login']['types'],
  },
  'users.register': {
    methods: ["GET","HEAD"],
    pattern: '/users/page/register',
    tokens: [{"old":"/users/page/register","type":0,"val":"users","end":""},{"old":"/users/page/register","type":0,"val":"page","end":""},{"old":"/users/page/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['users.register']['types'],
  },
  'users.loginAjax': {
    methods: ["POST"],
    pattern: '/users/page/loginAjax',
    tokens: [{"old":"/users/page/loginAjax","type":0,"val":"users","end":""},{"old":"/users/page/loginAjax","type":0,"val":"page","end":""},{"old":"/users/page/loginAjax","type":0,"val":"loginAjax","end":""}],
    types: placeholder as Registry['users.loginAjax']['types'],
  },
  'users.logInWithCode': {
    methods: ["POST"],
    pattern: '/users/page/logInWithCode',
    tokens: [{"old":"/users/page/logInWithCode","type":0,"val":"users","end":""},{"old":"/users/page/logInWithCode","type":0,"val":"page","end":""},{"old":"/users/page/logInWithCode","type":0,"val":"logInWithCode","end":""}],
    types: placeholder as Registry['users.logInWithCode']['types'],
  },
  'users.registerAjax': {
    methods: ["POST"],
    pattern: '/users/page/registerAjax',
    tokens: [{"old":"/users/page/registerAjax","type":0,"val":"users","end":""},{"old":"/users/page/registerAjax","type":0,"val":"page","end":""},{"old":"/users/page/registerAjax","type":0,"val":"registerAjax","end":""}],
    types: placeholder as Registry['users.registerAjax']['types'],
  },
  'users.logout': {
    methods: ["POST"],
    pattern: '/users/page/logout',
    tokens: [{"old":"/users/page/logout","type":0,"val":"users","end":""},{"old":"/users/page/logout","type":0,"val":"page","end":""},{"old":"/users/page/logout","type":0,"val":"logout","end":""}],
    types: placeholder as Registry['users.logout']['types'],
  },
  'users.passwordRecovery': {
    methods: ["POST"],
    pattern: '/users/page/passwordRecovery',
    tokens: [{"old":"/users/page/passwordRecovery","type":0,"val":"users","end":""},{"old":"/users/page/passwordRecovery","type":0,"val":"page","end":""},{"old":"/users/page/passwordRecovery","type":0,"val":"passwordRecovery","end":""}],
    types: placeholder as Registry['users.passwordRecovery']['types'],
  },
  'users.resetPassword.show': {
    methods: ["GET","HEAD"],
    pattern: '/users/page/resetPassword/:token',
    tokens: [{"old":"/users/page/resetPassword/:token","type":0,"val":"users","end":""},{"old":"/users/page/resetPassword/:token","type":0,"val":"page","end":""},{"old":"/users/page/resetPassword/:token","type":0,"val":"resetPassword","end":""},{"old":"/users/page/resetPassword/:token","type":1,"val":"token","end":""}],
    types: placeholder as Registry['users.resetPassword.show']['types'],
  },
  'users.resetPassword': {
    methods: ["POST"],
    pattern: '/users/page/resetPassword',
    tokens: [{"old":"/users/page/resetPassword","type":0,"val":"users","end":""},{"old":"/users/page/resetPassword","type":0,"val":"page","end":""},{"old":"/users/page/resetPassword","type":0,"val":"resetPassword","end":""}],
    types: placeholder as Registry['users.resetPassword']['types'],
  },
  'users.verifyEmail': {
    methods: ["GET","HEAD"],
    pattern: '/users/page/verifyEmail/:token',
    tokens: [{"old":"/users/page/verifyEmail/:token","type":0,"val":"users","end":""},{"old":"/users/page/verifyEmail/:token","type":0,"val":"page","end":""},{"old":"/users/page/verifyEmail/:token","type":0,"val":"verifyEmail","end":""},{"old":"/users/page/verifyEmail/:token","type":1,"val":"token","end":""}],
    types: placeholder as Registry['users.verifyEmail']['types'],
  },
  'api.authenticationCode.store': {
    methods: ["POST"],
    pattern: '/api/users/authenticationCode',
    tokens: [{"old":"/api/users/authenticationCode","type":0,"val":"api","end":""},{"old":"/api/users/authenticationCode","type":0,"val":"users","end":""},{"old":"/api/users/authenticationCode","type":0,"val":"authenticationCode","end":""}],
    types: placeholder as Registry['api.authenticationCode.store']['types'],
  },
  'api.authenticationCode.validateAndAssign': {
    methods: ["POST"],
    pattern: '/api/users/authenticationCode/validateCodeAndAssignUser',
    tokens: [{"old":"/api/users/authenticationCode/validateCodeAndAssignUser","type":0,"val":"api","end":""},{"old":"/api/users/authenticationCode/validateCodeAndAssignUser","type":0,"val":"users","end":""},{"old":"/api/users/authenticationCode/validateCodeAndAssignUser","type":0,"val":"authenticationCode","end":""},{"old":"/api/users/authenticationCode/validateCodeAndAssignUser","type":0,"val":"validateCodeAndAssignUser","end":""}],
    types: placeholder as Registry['api.authenticationCode.validateAndAssign']['types'],
  },
  'api.sessionControlData': {
    methods: ["GET","HEAD"],
    pattern: '/api/core/sessionControlData/:userId',
    tokens: [{"old":"/api/core/sessionControlData/:userId","type":0,"val":"api","end":""},{"old":"/api/core/sessionControlData/:userId","type":0,"val":"core","end":""},{"old":"/api/core/sessionControlData/:userId","type":0,"val":"sessionControlData","end":""},{"old":"/api/core/sessionControlData/:userId","type":1,"val":"userId","end":""}],
    types: placeholder as Registry['api.sessionControlData']['types'],
  },
  'api.tokens.store': {
    methods: ["POST"],
    pattern: '/api/auth/tokens',
    tokens: [{"old":"/api/auth/tokens","type":0,"val":"api","end":""},{"old":"/api/auth/tokens","type":0,"val":"auth","end":""},{"old":"/api/auth/tokens","type":0,"val":"tokens","end":""}],
    types: placeholder as Registry['api.tokens.store']['types'],
  },
  'api.tokens.index': {
    methods: ["GET","HEAD"],
    pattern: '/api/auth/tokens',
    tokens: [{"old":"/api/auth/tokens","type":0,"val":"api","end":""},{"old":"/api/auth/tokens","type":0,"val":"auth","end":""},{"old":"/api/auth/tokens","type":0,"val":"tokens","end":""}],
    types: placeholder as Registry['api.tokens.index']['types'],
  },
  'api.tokens.destroy': {
    methods: ["DELETE"],
    pattern: '/api/auth/tokens/:id',
    tokens: [{"old":"/api/auth/tokens/:id","type":0,"val":"api","end":""},{"old":"/api/auth/tokens/:id","type":0,"val":"auth","end":""},{"old":"/api/auth/tokens/:id","type":0,"val":"tokens","end":""},{"old":"/api/auth/tokens/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['api.tokens.destroy']['types'],
  },
  'api.users.viewMode': {
    methods: ["PATCH"],
    pattern: '/api/users/users/viewMode',
    tokens: [{"old":"/api/users/users/viewMode","type":0,"val":"api","end":""},{"old":"/api/users/users/viewMode","type":0,"val":"users","end":""},{"old":"/api/users/users/viewMode","type":0,"val":"users","end":""},{"old":"/api/users/users/viewMode","type":0,"val":"viewMode","end":""}],
    types: placeholder as Registry['api.users.viewMode']['types'],
  },
  'api.catalog.vehicleBrands': {
    methods: ["GET","HEAD"],
    pattern: '/api/catalogo/vehicleBrands',
    tokens: [{"old":"/api/catalogo/vehicleBrands","type":0,"val":"api","end":""},{"old":"/api/catalogo/vehicleBrands","type":0,"val":"catalogo","end":""},{"old":"/api/catalogo/vehicleBrands","type":0,"val":"vehicleBrands","end":""}],
    types: placeholder as Registry['api.catalog.vehicleBrands']['types'],
  },
  'api.catalog.verifyVin': {
    methods: ["GET","HEAD"],
    pattern: '/api/catalogo/catalogV2/verifyVinInCatalogForActiveUser',
    tokens: [{"old":"/api/catalogo/catalogV2/verifyVinInCatalogForActiveUser","type":0,"val":"api","end":""},{"old":"/api/catalogo/catalogV2/verifyVinInCatalogForActiveUser","type":0,"val":"catalogo","end":""},{"old":"/api/catalogo/catalogV2/verifyVinInCatalogForActiveUser","type":0,"val":"catalogV2","end":""},{"old":"/api/catalogo/catalogV2/verifyVinInCatalogForActiveUser","type":0,"val":"verifyVinInCatalogForActiveUser","end":""}],
    types: placeholder as Registry['api.catalog.verifyVin']['types'],
  },
  'garage.page': {
    methods: ["GET","HEAD"],
    pattern: '/garage/page/vehiculos',
    tokens: [{"old":"/garage/page/vehiculos","type":0,"val":"garage","end":""},{"old":"/garage/page/vehiculos","type":0,"val":"page","end":""},{"old":"/garage/page/vehiculos","type":0,"val":"vehiculos","end":""}],
    types: placeholder as Registry['garage.page']['types'],
  },
  'api.garage.vehicle.getVehicleForLicensePlate': {
    methods: ["POST"],
    pattern: '/api/garage/vehicle/getVehicleForLicensePlate',
    tokens: [{"old":"/api/garage/vehicle/getVehicleForLicensePlate","type":0,"val":"api","end":""},{"old":"/api/garage/vehicle/getVehicleForLicensePlate","type":0,"val":"garage","end":""},{"old":"/api/garage/vehicle/getVehicleForLicensePlate","type":0,"val":"vehicle","end":""},{"old":"/api/garage/vehicle/getVehicleForLicensePlate","type":0,"val":"getVehicleForLicensePlate","end":""}],
    types: placeholder as Registry['api.garage.vehicle.getVehicleForLicensePlate']['types'],
  },
  'api.garage.vehicle.index': {
    methods: ["GET","HEAD"],
    pattern: '/api/garage/vehicle',
    tokens: [{"old":"/api/garage/vehicle","type":0,"val":"api","end":""},{"old":"/api/garage/vehicle","type":0,"val":"garage","end":""},{"old":"/api/garage/vehicle","type":0,"val":"vehicle","end":""}],
    types: placeholder as Registry['api.garage.vehicle.index']['types'],
  },
  'api.garage.vehicle.store': {
    methods: ["POST"],
    pattern: '/api/garage/vehicle',
    tokens: [{"old":"/api/garage/vehicle","type":0,"val":"api","end":""},{"old":"/api/garage/vehicle","type":0,"val":"garage","end":""},{"old":"/api/garage/vehicle","type":0,"val":"vehicle","end":""}],
    types: placeholder as Registry['api.garage.vehicle.store']['types'],
  },
  'api.garage.vehicle.count': {
    methods: ["GET","HEAD"],
    pattern: '/api/garage/vehicle/countVehicles',
    tokens: [{"old":"/api/garage/vehicle/countVehicles","type":0,"val":"api","end":""},{"old":"/api/garage/vehicle/countVehicles","type":0,"val":"garage","end":""},{"old":"/api/garage/vehicle/countVehicles","type":0,"val":"vehicle","end":""},{"old":"/api/garage/vehicle/countVehicles","type":0,"val":"countVehicles","end":""}],
    types: placeholder as Registry['api.garage.vehicle.count']['types'],
  },
  'api.garage.vehicle.update': {
    methods: ["PATCH"],
    pattern: '/api/garage/vehicle/:id',
    tokens: [{"old":"/api/garage/vehicle/:id","type":0,"val":"api","end":""},{"old":"/api/garage/vehicle/:id","type":0,"val":"garage","end":""},{"old":"/api/garage/vehicle/:id","type":0,"val":"vehicle","end":""},{"old":"/api/garage/vehicle/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['api.garage.vehicle.update']['types'],
  },
  'api.garage.vehicle.destroy': {
    methods: ["DELETE"],
    pattern: '/api/garage/vehicle/:id',
    tokens: [{"old":"/api/garage/vehicle/:id","type":0,"val":"api","end":""},{"old":"/api/garage/vehicle/:id","type":0,"val":"garage","end":""},{"old":"/api/garage/vehicle/:id","type":0,"val":"vehicle","end":""},{"old":"/api/garage/vehicle/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['api.garage.vehicle.destroy']['types'],
  },
  'api.satda.proveedor.index': {
    methods: ["GET","HEAD"],
    pattern: '/api/satda/proveedor',
    tokens: [{"old":"/api/satda/proveedor","type":0,"val":"api","end":""},{"old":"/api/satda/proveedor","type":0,"val":"satda","end":""},{"old":"/api/satda/proveedor","type":0,"val":"proveedor","end":""}],
    types: placeholder as Registry['api.satda.proveedor.index']['types'],
  },
  'api.satda.proveedor.store': {
    methods: ["POST"],
    pattern: '/api/satda/proveedor',
    tokens: [{"old":"/api/satda/proveedor","type":0,"val":"api","end":""},{"old":"/api/satda/proveedor","type":0,"val":"satda","end":""},{"old":"/api/satda/proveedor","type":0,"val":"proveedor","end":""}],
    types: placeholder as Registry['api.satda.proveedor.store']['types'],
  },
  'api.satda.proveedor.destroy': {
    methods: ["DELETE"],
    pattern: '/api/satda/proveedor/:id',
    tokens: [{"old":"/api/satda/proveedor/:id","type":0,"val":"api","end":""},{"old":"/api/satda/proveedor/:id","type":0,"val":"satda","end":""},{"old":"/api/satda/proveedor/:id","type":0,"val":"proveedor","end":""},{"old":"/api/satda/proveedor/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['api.satda.proveedor.destroy']['types'],
  },
  'quotations.wizard': {
    methods: ["GET","HEAD"],
    pattern: '/home/page/cotizacion',
    tokens: [{"old":"/home/page/cotizacion","type":0,"val":"home","end":""},{"old":"/home/page/cotizacion","type":0,"val":"page","end":""},{"old":"/home/page/cotizacion","type":0,"val":"cotizacion","end":""}],
    types: placeholder as Registry['quotations.wizard']['types'],
  },
  'api.quotationRequest.store': {
    methods: ["POST"],
    pattern: '/api/repuestosGo/quotationRequest',
    tokens: [{"old":"/api/repuestosGo/quotationRequest","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/quotationRequest","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/quotationRequest","type":0,"val":"quotationRequest","end":""}],
    types: placeholder as Registry['api.quotationRequest.store']['types'],
  },
  'index': {
    methods: ["GET","HEAD"],
    pattern: '/repuestosGo/page/index',
    tokens: [{"old":"/repuestosGo/page/index","type":0,"val":"repuestosGo","end":""},{"old":"/repuestosGo/page/index","type":0,"val":"page","end":""},{"old":"/repuestosGo/page/index","type":0,"val":"index","end":""}],
    types: placeholder as Registry['index']['types'],
  },
  'indexParams': {
    methods: ["GET","HEAD"],
    pattern: '/repuestosGo/page/index/:tab',
    tokens: [{"old":"/repuestosGo/page/index/:tab","type":0,"val":"repuestosGo","end":""},{"old":"/repuestosGo/page/index/:tab","type":0,"val":"page","end":""},{"old":"/repuestosGo/page/index/:tab","type":0,"val":"index","end":""},{"old":"/repuestosGo/page/index/:tab","type":1,"val":"tab","end":""}],
    types: placeholder as Registry['indexParams']['types'],
  },
  'api.buyerRequests.index': {
    methods: ["GET","HEAD"],
    pattern: '/api/repuestosGo/QuotationRequest',
    tokens: [{"old":"/api/repuestosGo/QuotationRequest","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/QuotationRequest","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/QuotationRequest","type":0,"val":"QuotationRequest","end":""}],
    types: placeholder as Registry['api.buyerRequests.index']['types'],
  },
  'api.buyerRequests.close': {
    methods: ["PATCH"],
    pattern: '/api/repuestosGo/QuotationRequest/:id',
    tokens: [{"old":"/api/repuestosGo/QuotationRequest/:id","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/QuotationRequest/:id","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/QuotationRequest/:id","type":0,"val":"QuotationRequest","end":""},{"old":"/api/repuestosGo/QuotationRequest/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['api.buyerRequests.close']['types'],
  },
  'api.vendor.countPending': {
    methods: ["GET","HEAD"],
    pattern: '/api/repuestosGo/QuotationRequest/countPendingQuotationRequest',
    tokens: [{"old":"/api/repuestosGo/QuotationRequest/countPendingQuotationRequest","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/QuotationRequest/countPendingQuotationRequest","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/QuotationRequest/countPendingQuotationRequest","type":0,"val":"QuotationRequest","end":""},{"old":"/api/repuestosGo/QuotationRequest/countPendingQuotationRequest","type":0,"val":"countPendingQuotationRequest","end":""}],
    types: placeholder as Registry['api.vendor.countPending']['types'],
  },
  'api.vendor.countSalesOpportunities': {
    methods: ["GET","HEAD"],
    pattern: '/api/repuestosGo/QuotationRequest/:storeId/countSalesOpportunities',
    tokens: [{"old":"/api/repuestosGo/QuotationRequest/:storeId/countSalesOpportunities","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/QuotationRequest/:storeId/countSalesOpportunities","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/QuotationRequest/:storeId/countSalesOpportunities","type":0,"val":"QuotationRequest","end":""},{"old":"/api/repuestosGo/QuotationRequest/:storeId/countSalesOpportunities","type":1,"val":"storeId","end":""},{"old":"/api/repuestosGo/QuotationRequest/:storeId/countSalesOpportunities","type":0,"val":"countSalesOpportunities","end":""}],
    types: placeholder as Registry['api.vendor.countSalesOpportunities']['types'],
  },
  'api.vendor.summary': {
    methods: ["GET","HEAD"],
    pattern: '/api/repuestosGo/QuotationRequest/:storeId/vendorSummary',
    tokens: [{"old":"/api/repuestosGo/QuotationRequest/:storeId/vendorSummary","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/QuotationRequest/:storeId/vendorSummary","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/QuotationRequest/:storeId/vendorSummary","type":0,"val":"QuotationRequest","end":""},{"old":"/api/repuestosGo/QuotationRequest/:storeId/vendorSummary","type":1,"val":"storeId","end":""},{"old":"/api/repuestosGo/QuotationRequest/:storeId/vendorSummary","type":0,"val":"vendorSummary","end":""}],
    types: placeholder as Registry['api.vendor.summary']['types'],
  },
  'api.vendor.discard': {
    methods: ["POST"],
    pattern: '/api/repuestosGo/vendorIgnoresQuotationRequest',
    tokens: [{"old":"/api/repuestosGo/vendorIgnoresQuotationRequest","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/vendorIgnoresQuotationRequest","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/vendorIgnoresQuotationRequest","type":0,"val":"vendorIgnoresQuotationRequest","end":""}],
    types: placeholder as Registry['api.vendor.discard']['types'],
  },
  'api.vendor.discards': {
    methods: ["GET","HEAD"],
    pattern: '/api/repuestosGo/vendorIgnoresQuotationRequest',
    tokens: [{"old":"/api/repuestosGo/vendorIgnoresQuotationRequest","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/vendorIgnoresQuotationRequest","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/vendorIgnoresQuotationRequest","type":0,"val":"vendorIgnoresQuotationRequest","end":""}],
    types: placeholder as Registry['api.vendor.discards']['types'],
  },
  'api.vendor.saveProcessObservation': {
    methods: ["POST"],
    pattern: '/api/repuestosGo/quotationRequestToVendor/saveProcessObservation',
    tokens: [{"old":"/api/repuestosGo/quotationRequestToVendor/saveProcessObservation","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/quotationRequestToVendor/saveProcessObservation","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/quotationRequestToVendor/saveProcessObservation","type":0,"val":"quotationRequestToVendor","end":""},{"old":"/api/repuestosGo/quotationRequestToVendor/saveProcessObservation","type":0,"val":"saveProcessObservation","end":""}],
    types: placeholder as Registry['api.vendor.saveProcessObservation']['types'],
  },
  'api.vendor.quotations': {
    methods: ["GET","HEAD"],
    pattern: '/api/repuestosGo/Quotation',
    tokens: [{"old":"/api/repuestosGo/Quotation","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/Quotation","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/Quotation","type":0,"val":"Quotation","end":""}],
    types: placeholder as Registry['api.vendor.quotations']['types'],
  },
  'api.store.advisers': {
    methods: ["GET","HEAD"],
    pattern: '/api/store/adviser',
    tokens: [{"old":"/api/store/adviser","type":0,"val":"api","end":""},{"old":"/api/store/adviser","type":0,"val":"store","end":""},{"old":"/api/store/adviser","type":0,"val":"adviser","end":""}],
    types: placeholder as Registry['api.store.advisers']['types'],
  },
  'QuotationRequestDetailPage': {
    methods: ["GET","HEAD"],
    pattern: '/repuestosGo/quotationRequest/:id',
    tokens: [{"old":"/repuestosGo/quotationRequest/:id","type":0,"val":"repuestosGo","end":""},{"old":"/repuestosGo/quotationRequest/:id","type":0,"val":"quotationRequest","end":""},{"old":"/repuestosGo/quotationRequest/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['QuotationRequestDetailPage']['types'],
  },
  'api.vendorRequestDetail.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/repuestosGo/QuotationRequest/:id',
    tokens: [{"old":"/api/repuestosGo/QuotationRequest/:id","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/QuotationRequest/:id","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/QuotationRequest/:id","type":0,"val":"QuotationRequest","end":""},{"old":"/api/repuestosGo/QuotationRequest/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['api.vendorRequestDetail.show']['types'],
  },
  'api.vendorRequestDetail.vehicleWithCatalog': {
    methods: ["GET","HEAD"],
    pattern: '/api/repuestosGo/quotationRequest/:id/getVehicleWithCatalog',
    tokens: [{"old":"/api/repuestosGo/quotationRequest/:id/getVehicleWithCatalog","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/quotationRequest/:id/getVehicleWithCatalog","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/quotationRequest/:id/getVehicleWithCatalog","type":0,"val":"quotationRequest","end":""},{"old":"/api/repuestosGo/quotationRequest/:id/getVehicleWithCatalog","type":1,"val":"id","end":""},{"old":"/api/repuestosGo/quotationRequest/:id/getVehicleWithCatalog","type":0,"val":"getVehicleWithCatalog","end":""}],
    types: placeholder as Registry['api.vendorRequestDetail.vehicleWithCatalog']['types'],
  },
  'api.brandGroupRequests.store': {
    methods: ["PATCH"],
    pattern: '/api/repuestosGo/quotationRequest/sendNotifyToAdminAboutBrands',
    tokens: [{"old":"/api/repuestosGo/quotationRequest/sendNotifyToAdminAboutBrands","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/quotationRequest/sendNotifyToAdminAboutBrands","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/quotationRequest/sendNotifyToAdminAboutBrands","type":0,"val":"quotationRequest","end":""},{"old":"/api/repuestosGo/quotationRequest/sendNotifyToAdminAboutBrands","type":0,"val":"sendNotifyToAdminAboutBrands","end":""}],
    types: placeholder as Registry['api.brandGroupRequests.store']['types'],
  },
  'api.requestDetailAvailability.mark': {
    methods: ["POST"],
    pattern: '/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable',
    tokens: [{"old":"/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable","type":0,"val":"quotationRequestDetail","end":""},{"old":"/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable","type":1,"val":"detailId","end":""},{"old":"/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable","type":0,"val":"markNotAvailable","end":""}],
    types: placeholder as Registry['api.requestDetailAvailability.mark']['types'],
  },
  'api.requestDetailAvailability.unmark': {
    methods: ["DELETE"],
    pattern: '/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable',
    tokens: [{"old":"/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable","type":0,"val":"quotationRequestDetail","end":""},{"old":"/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable","type":1,"val":"detailId","end":""},{"old":"/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable","type":0,"val":"markNotAvailable","end":""}],
    types: placeholder as Registry['api.requestDetailAvailability.unmark']['types'],
  },
  'api.quotations.store': {
    methods: ["POST"],
    pattern: '/api/repuestosGo/Quotation',
    tokens: [{"old":"/api/repuestosGo/Quotation","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/Quotation","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/Quotation","type":0,"val":"Quotation","end":""}],
    types: placeholder as Registry['api.quotations.store']['types'],
  },
  'api.quotations.update': {
    methods: ["PATCH"],
    pattern: '/api/repuestosGo/Quotation/:id',
    tokens: [{"old":"/api/repuestosGo/Quotation/:id","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/Quotation/:id","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/Quotation/:id","type":0,"val":"Quotation","end":""},{"old":"/api/repuestosGo/Quotation/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['api.quotations.update']['types'],
  },
  'api.quotations.close': {
    methods: ["POST"],
    pattern: '/api/repuestosGo/Quotation/:id/closeQuotation',
    tokens: [{"old":"/api/repuestosGo/Quotation/:id/closeQuotation","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/Quotation/:id/closeQuotation","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/Quotation/:id/closeQuotation","type":0,"val":"Quotation","end":""},{"old":"/api/repuestosGo/Quotation/:id/closeQuotation","type":1,"val":"id","end":""},{"old":"/api/repuestosGo/Quotation/:id/closeQuotation","type":0,"val":"closeQuotation","end":""}],
    types: placeholder as Registry['api.quotations.close']['types'],
  },
  'api.quotations.close.tokenAlias': {
    methods: ["GET","HEAD"],
    pattern: '/api/repuestosGo/Quotation/:id/closeQuotation',
    tokens: [{"old":"/api/repuestosGo/Quotation/:id/closeQuotation","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/Quotation/:id/closeQuotation","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/Quotation/:id/closeQuotation","type":0,"val":"Quotation","end":""},{"old":"/api/repuestosGo/Quotation/:id/closeQuotation","type":1,"val":"id","end":""},{"old":"/api/repuestosGo/Quotation/:id/closeQuotation","type":0,"val":"closeQuotation","end":""}],
    types: placeholder as Registry['api.quotations.close.tokenAlias']['types'],
  },
  'api.quotations.serviceCosts': {
    methods: ["GET","HEAD"],
    pattern: '/api/repuestosGo/Quotation/:id/serviceCosts',
    tokens: [{"old":"/api/repuestosGo/Quotation/:id/serviceCosts","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/Quotation/:id/serviceCosts","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/Quotation/:id/serviceCosts","type":0,"val":"Quotation","end":""},{"old":"/api/repuestosGo/Quotation/:id/serviceCosts","type":1,"val":"id","end":""},{"old":"/api/repuestosGo/Quotation/:id/serviceCosts","type":0,"val":"serviceCosts","end":""}],
    types: placeholder as Registry['api.quotations.serviceCosts']['types'],
  },
  'api.quotationDetails.update': {
    methods: ["PATCH"],
    pattern: '/api/repuestosGo/quotationDetail/:id',
    tokens: [{"old":"/api/repuestosGo/quotationDetail/:id","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/quotationDetail/:id","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/quotationDetail/:id","type":0,"val":"quotationDetail","end":""},{"old":"/api/repuestosGo/quotationDetail/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['api.quotationDetails.update']['types'],
  },
  'api.quotationDetails.destroy': {
    methods: ["DELETE"],
    pattern: '/api/repuestosGo/quotationDetail/:id',
    tokens: [{"old":"/api/repuestosGo/quotationDetail/:id","type":0,"val":"api","end":""},{"old":"/api/repuestosGo/quotationDetail/:id","type":0,"val":"repuestosGo","end":""},{"old":"/api/repuestosGo/quotationDetail/:id","type":0,"val":"quotationDetail","end":""},{"old":"/api/repuestosGo/quotationDetail/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['api.quotationDetails.destroy']['types'],
  },
  'api.queueNotifications.index': {
    methods: ["GET","HEAD"],
    pattern: '/api/core/QueueNotification',
    tokens: [{"old":"/api/core/QueueNotification","type":0,"val":"api","end":""},{"old":"/api/core/QueueNotification","type":0,"val":"core","end":""},{"old":"/api/core/QueueNotification","type":0,"val":"QueueNotification","end":""}],
    types: placeholder as Registry['api.queueNotifications.index']['types'],
  },
  'api.queueNotifications.countNotifications': {
    methods: ["GET","HEAD"],
    pattern: '/api/core/QueueNotification/countNotifications',
    tokens: [{"old":"/api/core/QueueNotification/countNotifications","type":0,"val":"api","end":""},{"old":"/api/core/QueueNotification/countNotifications","type":0,"val":"core","end":""},{"old":"/api/core/QueueNotification/countNotifications","type":0,"val":"QueueNotification","end":""},{"old":"/api/core/QueueNotification/countNotifications","type":0,"val":"countNotifications","end":""}],
    types: placeholder as Registry['api.queueNotifications.countNotifications']['types'],
  },
  'api.queueNotifications.countNotificationsCart': {
    methods: ["GET","HEAD"],
    pattern: '/api/core/QueueNotification/countNotificationsCart',
    tokens: [{"old":"/api/core/QueueNotification/countNotificationsCart","type":0,"val":"api","end":""},{"old":"/api/core/QueueNotification/countNotificationsCart","type":0,"val":"core","end":""},{"old":"/api/core/QueueNotification/countNotificationsCart","type":0,"val":"QueueNotification","end":""},{"old":"/api/core/QueueNotification/countNotificationsCart","type":0,"val":"countNotificationsCart","end":""}],
    types: placeholder as Registry['api.queueNotifications.countNotificationsCart']['types'],
  },
  'api.queueNotifications.countPendingMessages': {
    methods: ["GET","HEAD"],
    pattern: '/api/core/QueueNotification/countPendingMessages',
    tokens: [{"old":"/api/core/QueueNotification/countPendingMessages","type":0,"val":"api","end":""},{"old":"/api/core/QueueNotification/countPendingMessages","type":0,"val":"core","end":""},{"old":"/api/core/QueueNotification/countPendingMessages","type":0,"val":"QueueNotification","end":""},{"old":"/api/core/QueueNotification/countPendingMessages","type":0,"val":"countPendingMessages","end":""}],
    types: placeholder as Registry['api.queueNotifications.countPendingMessages']['types'],
  },
  'api.queueNotifications.markAllAsDone': {
    methods: ["PATCH"],
    pattern: '/api/core/QueueNotification/markAllAsDone',
    tokens: [{"old":"/api/core/QueueNotification/markAllAsDone","type":0,"val":"api","end":""},{"old":"/api/core/QueueNotification/markAllAsDone","type":0,"val":"core","end":""},{"old":"/api/core/QueueNotification/markAllAsDone","type":0,"val":"QueueNotification","end":""},{"old":"/api/core/QueueNotification/markAllAsDone","type":0,"val":"markAllAsDone","end":""}],
    types: placeholder as Registry['api.queueNotifications.markAllAsDone']['types'],
  },
  'api.queueNotifications.markAsDone': {
    methods: ["POST"],
    pattern: '/api/core/QueueNotification/:id/markAsDone',
    tokens: [{"old":"/api/core/QueueNotification/:id/markAsDone","type":0,"val":"api","end":""},{"old":"/api/core/QueueNotification/:id/markAsDone","type":0,"val":"core","end":""},{"old":"/api/core/QueueNotification/:id/markAsDone","type":0,"val":"QueueNotification","end":""},{"old":"/api/core/QueueNotification/:id/markAsDone","type":1,"val":"id","end":""},{"old":"/api/core/QueueNotification/:id/markAsDone","type":0,"val":"markAsDone","end":""}],
    types: placeholder as Registry['api.queueNotifications.markAsDone']['types'],
  },
  'api.queueNotifications.markAsDone.tokenAlias': {
    methods: ["GET","HEAD"],
    pattern: '/api/core/QueueNotification/:id/markAsDone',
    tokens: [{"old":"/api/core/QueueNotification/:id/markAsDone","type":0,"val":"api","end":""},{"old":"/api/core/QueueNotification/:id/markAsDone","type":0,"val":"core","end":""},{"old":"/api/core/QueueNotification/:id/markAsDone","type":0,"val":"QueueNotification","end":""},{"old":"/api/core/QueueNotification/:id/markAsDone","type":1,"val":"id","end":""},{"old":"/api/core/QueueNotification/:id/markAsDone","type":0,"val":"markAsDone","end":""}],
    types: placeholder as Registry['api.queueNotifications.markAsDone.tokenAlias']['types'],
  },
  'api.queueNotifications.countByTopic': {
    methods: ["GET","HEAD"],
    pattern: '/api/core/QueueNotification/:topic/countByTopic',
    tokens: [{"old":"/api/core/QueueNotification/:topic/countByTopic","type":0,"val":"api","end":""},{"old":"/api/core/QueueNotification/:topic/countByTopic","type":0,"val":"core","end":""},{"old":"/api/core/QueueNotification/:topic/countByTopic","type":0,"val":"QueueNotification","end":""},{"old":"/api/core/QueueNotification/:topic/countByTopic","type":1,"val":"topic","end":""},{"old":"/api/core/QueueNotification/:topic/countByTopic","type":0,"val":"countByTopic","end":""}],
    types: placeholder as Registry['api.queueNotifications.countByTopic']['types'],
  },
  'api.queueNotifications.update': {
    methods: ["PATCH"],
    pattern: '/api/core/QueueNotification/:id',
    tokens: [{"old":"/api/core/QueueNotification/:id","type":0,"val":"api","end":""},{"old":"/api/core/QueueNotification/:id","type":0,"val":"core","end":""},{"old":"/api/core/QueueNotification/:id","type":0,"val":"QueueNotification","end":""},{"old":"/api/core/QueueNotification/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['api.queueNotifications.update']['types'],
  },
  'event_stream': {
    methods: ["GET","HEAD"],
    pattern: '/__transmit/events',
    tokens: [{"old":"/__transmit/events","type":0,"val":"__transmit","end":""},{"old":"/__transmit/events","type":0,"val":"events","end":""}],
    types: placeholder as Registry['event_stream']['types'],
  },
  'subscribe': {
    methods: ["POST"],
    pattern: '/__transmit/subscribe',
    tokens: [{"old":"/__transmit/subscribe","type":0,"val":"__transmit","end":""},{"old":"/__transmit/subscribe","type":0,"val":"subscribe","end":""}],
    types: placeholder as Registry['subscribe']['types'],
  },
  'unsubscribe': {
    methods: ["POST"],
    pattern: '/__transmit/unsubscribe',
    tokens: [{"old":"/__transmit/unsubscribe","type":0,"val":"__transmit","end":""},{"old":"/__transmit/unsubscribe","type":0,"val":"unsubscribe","end":""}],
    types: placeholder as Registry['unsubscribe']['types'],
  },
} as const satisfies Record<string, AdonisEndpoint>

export { routes }

export const registry = {
  routes,
  $tree: {} as ApiDefinition,
}

declare module '@tuyau/core/types' {
  export interface UserRegistry {
    routes: typeof routes
    $tree: ApiDefinition
  }
}

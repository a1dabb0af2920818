/* eslint-disable prettier/prettier */
/// <reference path="../manifest.d.ts" />

import type { ExtractBody, ExtractErrorResponse, ExtractQuery, ExtractQueryForGet, ExtractResponse } from '@tuyau/core/types'
import type { InferInput, SimpleError } from '@vinejs/vine/types'

export type ParamValue = string | number | bigint | boolean

export interface Registry {
  'drive.fs.serve': {
    methods: ["GET","HEAD"]
    pattern: '/uploads/*'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { '*': ParamValue[] }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'api.openapi': {
    methods: ["GET","HEAD"]
    pattern: '/api/openapi.json'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/api_reference_controller').default['document']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/api_reference_controller').default['document']>>>
    }
  }
  'apiDocs': {
    methods: ["GET","HEAD"]
    pattern: '/api/docs'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/api_reference_controller').default['page']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/api_reference_controller').default['page']>>>
    }
  }
  'home': {
    methods: ["GET","HEAD"]
    pattern: '/'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/landing_controller').default['home']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/landing_controller').default['home']>>>
    }
  }
  'legal.terms': {
    methods: ["GET","HEAD"]
    pattern: '/terminos-y-condiciones'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/legal_controller').default['terms']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/legal_controller').default['terms']>>>
    }
  }
  'api.zones.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/localization/zones'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/zones_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/zones_controller').default['index']>>>
    }
  }
  'api.uploads.image': {
    methods: ["POST"]
    pattern: '/api/uploads/image'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/uploads_controller').default['image']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/uploads_controller').default['image']>>>
    }
  }
  'api.zones.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/localization/zones/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/zones_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/zones_controller').default['show']>>>
    }
  }
  'dev.outbox': {
    methods: ["GET","HEAD"]
    pattern: '/dev/outbox'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/outbox_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/outbox_controller').default['index']>>>
    }
  }
  'dev.outbox.latest': {
    methods: ["GET","HEAD"]
    pattern: '/dev/outbox/latest'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/outbox_controller').default['latest']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/outbox_controller').default['latest']>>>
    }
  }
  'dev.outbox.html': {
    methods: ["GET","HEAD"]
    pattern: '/dev/outbox/:id/html'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/outbox_controller').default['html']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/outbox_controller').default['html']>>>
    }
  }
  'users.login': {
    methods: ["GET","HEAD"]
    pattern: '/users/page/login'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/login_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/login_controller').default['show']>>>
    }
  }
  'users.register': {
    methods: ["GET","HEAD"]
    pattern: '/users/page/register'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/registration_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/registration_controller').default['show']>>>
    }
  }
  'users.loginAjax': {
    methods: ["POST"]
    pattern: '/users/page/loginAjax'
    types: {
      body: ExtractBody<InferInput<(typeof import('#users/validators/auth').loginWithPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#users/validators/auth').loginWithPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/login_controller').default['withPassword']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/login_controller').default['withPassword']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'users.logInWithCode': {
    methods: ["POST"]
    pattern: '/users/page/logInWithCode'
    types: {
      body: ExtractBody<InferInput<(typeof import('#users/validators/auth').loginWithCodeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#users/validators/auth').loginWithCodeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/login_controller').default['withCode']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/login_controller').default['withCode']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'users.registerAjax': {
    methods: ["POST"]
    pattern: '/users/page/registerAjax'
    types: {
      body: ExtractBody<InferInput<(typeof import('#users/validators/auth').registerValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#users/validators/auth').registerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/registration_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/registration_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'users.logout': {
    methods: ["POST"]
    pattern: '/users/page/logout'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/logout_controller').default['handle']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/logout_controller').default['handle']>>>
    }
  }
  'users.passwordRecovery': {
    methods: ["POST"]
    pattern: '/users/page/passwordRecovery'
    types: {
      body: ExtractBody<InferInput<(typeof import('#users/validators/auth').passwordRecoveryValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#users/validators/auth').passwordRecoveryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/password_recovery_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/password_recovery_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'users.resetPassword.show': {
    methods: ["GET","HEAD"]
    pattern: '/users/page/resetPassword/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/password_recovery_controller').default['showReset']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/password_recovery_controller').default['showReset']>>>
    }
  }
  'users.resetPassword': {
    methods: ["POST"]
    pattern: '/users/page/resetPassword'
    types: {
      body: ExtractBody<InferInput<(typeof import('#users/validators/auth').resetPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#users/validators/auth').resetPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/password_recovery_controller').default['reset']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/password_recovery_controller').default['reset']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'users.verifyEmail': {
    methods: ["GET","HEAD"]
    pattern: '/users/page/verifyEmail/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/password_recovery_controller').default['verifyEmail']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/password_recovery_controller').default['verifyEmail']>>>
    }
  }
  'users.notifications': {
    methods: ["GET","HEAD"]
    pattern: '/usuario/notificaciones'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/notification_preferences_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/notification_preferences_controller').default['show']>>>
    }
  }
  'users.unsubscribe': {
    methods: ["GET","HEAD"]
    pattern: '/usuario/notificaciones/baja/:userId/:kind/:signature'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue, ParamValue]
      params: { userId: ParamValue; kind: ParamValue; signature: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/unsubscribe_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/unsubscribe_controller').default['show']>>>
    }
  }
  'users.unsubscribe.oneClick': {
    methods: ["POST"]
    pattern: '/usuario/notificaciones/baja/:userId/:kind/:signature'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue, ParamValue]
      params: { userId: ParamValue; kind: ParamValue; signature: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/unsubscribe_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/unsubscribe_controller').default['store']>>>
    }
  }
  'api.authenticationCode.store': {
    methods: ["POST"]
    pattern: '/api/users/authenticationCode'
    types: {
      body: ExtractBody<InferInput<(typeof import('#users/validators/auth').sendCodeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#users/validators/auth').sendCodeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/authentication_codes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/authentication_codes_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.authenticationCode.validateAndAssign': {
    methods: ["POST"]
    pattern: '/api/users/authenticationCode/validateCodeAndAssignUser'
    types: {
      body: ExtractBody<InferInput<(typeof import('#users/validators/auth').assignUserValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#users/validators/auth').assignUserValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/authentication_codes_controller').default['validateAndAssign']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/authentication_codes_controller').default['validateAndAssign']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.sessionControlData': {
    methods: ["GET","HEAD"]
    pattern: '/api/core/sessionControlData/:userId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { userId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/session_control_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/session_control_controller').default['show']>>>
    }
  }
  'api.tokens.store': {
    methods: ["POST"]
    pattern: '/api/auth/tokens'
    types: {
      body: ExtractBody<InferInput<(typeof import('#users/validators/auth').createTokenValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#users/validators/auth').createTokenValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/access_tokens_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/access_tokens_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.tokens.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/auth/tokens'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/access_tokens_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/access_tokens_controller').default['index']>>>
    }
  }
  'api.tokens.destroy': {
    methods: ["DELETE"]
    pattern: '/api/auth/tokens/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/access_tokens_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/access_tokens_controller').default['destroy']>>>
    }
  }
  'api.users.viewMode': {
    methods: ["PATCH"]
    pattern: '/api/users/users/viewMode'
    types: {
      body: ExtractBody<InferInput<(typeof import('#users/validators/auth').viewModeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#users/validators/auth').viewModeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/preferences_controller').default['viewMode']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/preferences_controller').default['viewMode']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.users.notificationPreferences': {
    methods: ["PATCH"]
    pattern: '/api/users/notificationPreferences'
    types: {
      body: ExtractBody<InferInput<(typeof import('#users/validators/notification_preferences').notificationPreferencesValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#users/validators/notification_preferences').notificationPreferencesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/notification_preferences_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/notification_preferences_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.agenda.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/users/activitiesAgenda'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#users/validators/activity').listActivitiesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/activities_agenda_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/activities_agenda_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.agenda.store': {
    methods: ["POST"]
    pattern: '/api/users/activitiesAgenda'
    types: {
      body: ExtractBody<InferInput<(typeof import('#users/validators/activity').createActivityValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#users/validators/activity').createActivityValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/activities_agenda_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/activities_agenda_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.agenda.update': {
    methods: ["PATCH"]
    pattern: '/api/users/activitiesAgenda/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#users/validators/activity').updateActivityValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#users/validators/activity').updateActivityValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/activities_agenda_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/activities_agenda_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.agenda.destroy': {
    methods: ["DELETE"]
    pattern: '/api/users/activitiesAgenda/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#users/controllers/activities_agenda_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#users/controllers/activities_agenda_controller').default['destroy']>>>
    }
  }
  'api.catalog.vehicleBrands': {
    methods: ["GET","HEAD"]
    pattern: '/api/catalogo/vehicleBrands'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#catalog/controllers/vehicle_brands_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalog/controllers/vehicle_brands_controller').default['index']>>>
    }
  }
  'api.catalog.verifyVin': {
    methods: ["GET","HEAD"]
    pattern: '/api/catalogo/catalogV2/verifyVinInCatalogForActiveUser'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#catalog/controllers/catalog_controller').default['verifyVin']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalog/controllers/catalog_controller').default['verifyVin']>>>
    }
  }
  'garage.page': {
    methods: ["GET","HEAD"]
    pattern: '/garage/page/vehiculos'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#garage/controllers/garage_page_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#garage/controllers/garage_page_controller').default['index']>>>
    }
  }
  'api.garage.vehicle.getVehicleForLicensePlate': {
    methods: ["POST"]
    pattern: '/api/garage/vehicle/getVehicleForLicensePlate'
    types: {
      body: ExtractBody<InferInput<(typeof import('#garage/validators/vehicle').plateLookupValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#garage/validators/vehicle').plateLookupValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#garage/controllers/plate_lookup_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#garage/controllers/plate_lookup_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.garage.vehicle.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/garage/vehicle'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#garage/validators/vehicle').listVehiclesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#garage/controllers/vehicles_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#garage/controllers/vehicles_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.garage.vehicle.store': {
    methods: ["POST"]
    pattern: '/api/garage/vehicle'
    types: {
      body: ExtractBody<InferInput<(typeof import('#garage/validators/vehicle').createVehicleValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#garage/validators/vehicle').createVehicleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#garage/controllers/vehicles_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#garage/controllers/vehicles_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.garage.vehicle.count': {
    methods: ["GET","HEAD"]
    pattern: '/api/garage/vehicle/countVehicles'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#garage/controllers/vehicles_controller').default['count']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#garage/controllers/vehicles_controller').default['count']>>>
    }
  }
  'api.garage.vehicle.update': {
    methods: ["PATCH"]
    pattern: '/api/garage/vehicle/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#garage/validators/vehicle').updateVehicleValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#garage/validators/vehicle').updateVehicleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#garage/controllers/vehicles_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#garage/controllers/vehicles_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.garage.vehicle.destroy': {
    methods: ["DELETE"]
    pattern: '/api/garage/vehicle/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#garage/controllers/vehicles_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#garage/controllers/vehicles_controller').default['destroy']>>>
    }
  }
  'api.satda.proveedor.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/satda/proveedor'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#stores/validators/supplier').listSuppliersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/suppliers_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/suppliers_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.satda.proveedor.store': {
    methods: ["POST"]
    pattern: '/api/satda/proveedor'
    types: {
      body: ExtractBody<InferInput<(typeof import('#stores/validators/supplier').createSupplierValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#stores/validators/supplier').createSupplierValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/suppliers_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/suppliers_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.satda.proveedor.destroy': {
    methods: ["DELETE"]
    pattern: '/api/satda/proveedor/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/suppliers_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/suppliers_controller').default['destroy']>>>
    }
  }
  'api.productImages.lookup': {
    methods: ["GET","HEAD"]
    pattern: '/api/catalogo/images/productRegistrationImage'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#stores/validators/product_image').productImageLookupValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['lookup']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['lookup']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.productImages.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/catalogo/images/storeImages'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#stores/validators/product_image').storeImagesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.productImages.report': {
    methods: ["GET","HEAD"]
    pattern: '/api/catalogo/images/excelReport'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#stores/validators/product_image').storeImagesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['report']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['report']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.productImages.myUploads': {
    methods: ["GET","HEAD"]
    pattern: '/api/catalogo/images/myUploads'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#stores/validators/product_image').storeImagesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['myUploads']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['myUploads']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.productImages.store': {
    methods: ["POST"]
    pattern: '/api/catalogo/images'
    types: {
      body: ExtractBody<InferInput<(typeof import('#stores/validators/product_image').createProductImageValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#stores/validators/product_image').createProductImageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.productImages.many': {
    methods: ["POST"]
    pattern: '/api/catalogo/images/many'
    types: {
      body: ExtractBody<InferInput<(typeof import('#stores/validators/product_image').createManyProductImagesValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#stores/validators/product_image').createManyProductImagesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['manyStore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['manyStore']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.productImages.update': {
    methods: ["PATCH"]
    pattern: '/api/catalogo/images/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#stores/validators/product_image').updateProductImageValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#stores/validators/product_image').updateProductImageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.productImages.destroy': {
    methods: ["DELETE"]
    pattern: '/api/catalogo/images/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/product_images_controller').default['destroy']>>>
    }
  }
  'api.store.shippingCostRulesAndDiscounts': {
    methods: ["GET","HEAD"]
    pattern: '/api/store/store/:id/shippingCostRulesAndDiscounts'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/store_shipping_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/store_shipping_controller').default['show']>>>
    }
  }
  'stores.register': {
    methods: ["GET","HEAD"]
    pattern: '/tienda/registro'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/store_signup_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/store_signup_controller').default['show']>>>
    }
  }
  'stores.register.store': {
    methods: ["POST"]
    pattern: '/tienda/registro'
    types: {
      body: ExtractBody<InferInput<(typeof import('#stores/validators/store_signup').storeSignupValidator)>|InferInput<(typeof import('#stores/validators/store_signup').guestAccountValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#stores/validators/store_signup').storeSignupValidator)>|InferInput<(typeof import('#stores/validators/store_signup').guestAccountValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/store_signup_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/store_signup_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.stores.index': {
    methods: ["GET","HEAD"]
    pattern: '/staff/tiendas'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/staff_stores_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/staff_stores_controller').default['index']>>>
    }
  }
  'staff.stores.activate': {
    methods: ["POST"]
    pattern: '/staff/tiendas/:id/activar'
    types: {
      body: ExtractBody<InferInput<(typeof import('#stores/validators/store_signup').activationPlanValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#stores/validators/store_signup').activationPlanValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/staff_stores_controller').default['activate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/staff_stores_controller').default['activate']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'stores.config': {
    methods: ["GET","HEAD"]
    pattern: '/tienda/:storeUrl/store/page'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { storeUrl: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['show']>>>
    }
  }
  'api.store.config.data': {
    methods: ["PUT"]
    pattern: '/api/store/store/:id/data'
    types: {
      body: ExtractBody<InferInput<(typeof import('#stores/validators/store_config').storeDataValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#stores/validators/store_config').storeDataValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['data']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['data']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.config.market': {
    methods: ["PUT"]
    pattern: '/api/store/store/:id/market'
    types: {
      body: ExtractBody<InferInput<(typeof import('#stores/validators/store_config').storeMarketValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#stores/validators/store_config').storeMarketValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['market']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['market']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.config.shipping': {
    methods: ["PUT"]
    pattern: '/api/store/store/:id/shipping'
    types: {
      body: ExtractBody<InferInput<(typeof import('#stores/validators/store_config').storeShippingValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#stores/validators/store_config').storeShippingValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['shipping']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['shipping']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.config.payments': {
    methods: ["PUT"]
    pattern: '/api/store/store/:id/payments'
    types: {
      body: ExtractBody<InferInput<(typeof import('#stores/validators/store_config').storePaymentValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#stores/validators/store_config').storePaymentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['payments']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['payments']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.config.dataBankConfig': {
    methods: ["PATCH"]
    pattern: '/api/store/store/:id/dataBankConfig'
    types: {
      body: ExtractBody<InferInput<(typeof import('#stores/validators/store_config').storeBankDataValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#stores/validators/store_config').storeBankDataValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['bankData']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['bankData']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.config.requestGoActivation': {
    methods: ["POST"]
    pattern: '/api/store/store/:id/requestGoActivation'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['requestGoActivation']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/store_config_controller').default['requestGoActivation']>>>
    }
  }
  'api.store.apiToken.generate': {
    methods: ["PATCH"]
    pattern: '/api/store/store/:id/generateNewApiToken'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/store_api_token_controller').default['generate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/store_api_token_controller').default['generate']>>>
    }
  }
  'api.store.apiToken.revoke': {
    methods: ["DELETE"]
    pattern: '/api/store/store/:id/apiToken'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/store_api_token_controller').default['revoke']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/store_api_token_controller').default['revoke']>>>
    }
  }
  'api.store.advisers.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/store/store/:id/advisers'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#stores/validators/adviser').listAdvisersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/advisers_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/advisers_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.advisers.update': {
    methods: ["PATCH"]
    pattern: '/api/store/store/:id/advisers/:adviserId'
    types: {
      body: ExtractBody<InferInput<(typeof import('#stores/validators/adviser').setAdviserActiveValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; adviserId: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#stores/validators/adviser').setAdviserActiveValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/advisers_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/advisers_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.advisers.invitations.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/store/store/:id/advisers/invitations'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#stores/validators/adviser').listAdvisersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/advisers_controller').default['invitations']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/advisers_controller').default['invitations']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.advisers.invitations.store': {
    methods: ["POST"]
    pattern: '/api/store/store/:id/advisers/invitations'
    types: {
      body: ExtractBody<InferInput<(typeof import('#stores/validators/adviser').inviteAdviserValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#stores/validators/adviser').inviteAdviserValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/advisers_controller').default['invite']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/advisers_controller').default['invite']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.advisers.invitations.resend': {
    methods: ["POST"]
    pattern: '/api/store/store/:id/advisers/invitations/:invitationId/resend'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; invitationId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/advisers_controller').default['resend']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/advisers_controller').default['resend']>>>
    }
  }
  'api.store.advisers.invitations.cancel': {
    methods: ["DELETE"]
    pattern: '/api/store/store/:id/advisers/invitations/:invitationId'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; invitationId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/advisers_controller').default['cancel']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/advisers_controller').default['cancel']>>>
    }
  }
  'stores.adviserInvitation.show': {
    methods: ["GET","HEAD"]
    pattern: '/invitacion/asesor/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/adviser_invitation_page_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/adviser_invitation_page_controller').default['show']>>>
    }
  }
  'stores.adviserInvitation.accept': {
    methods: ["POST"]
    pattern: '/invitacion/asesor/:token/aceptar'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/adviser_invitation_page_controller').default['accept']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/adviser_invitation_page_controller').default['accept']>>>
    }
  }
  'stores.productImages': {
    methods: ["GET","HEAD"]
    pattern: '/tienda/:storeUrl/fotos'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { storeUrl: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#stores/controllers/product_images_page_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#stores/controllers/product_images_page_controller').default['show']>>>
    }
  }
  'quotations.wizard': {
    methods: ["GET","HEAD"]
    pattern: '/home/page/cotizacion'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/wizard_page_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/wizard_page_controller').default['show']>>>
    }
  }
  'api.quotationRequest.store': {
    methods: ["POST"]
    pattern: '/api/repuestosGo/quotationRequest'
    types: {
      body: ExtractBody<InferInput<(typeof import('#quotations/validators/create_quotation_request').createQuotationRequestValidator)>|InferInput<(typeof import('#quotations/validators/create_quotation_request').providersFlagValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#quotations/validators/create_quotation_request').createQuotationRequestValidator)>|InferInput<(typeof import('#quotations/validators/create_quotation_request').providersFlagValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/create_quotation_request_controller').default['handle']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/create_quotation_request_controller').default['handle']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'index': {
    methods: ["GET","HEAD"]
    pattern: '/repuestosGo/page/index'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/main_area_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/main_area_controller').default['show']>>>
    }
  }
  'indexParams': {
    methods: ["GET","HEAD"]
    pattern: '/repuestosGo/page/index/:tab'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { tab: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/main_area_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/main_area_controller').default['show']>>>
    }
  }
  'api.buyerRequests.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/QuotationRequest'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#quotations/validators/buyer_requests').listRequestsValidator)>|InferInput<(typeof import('#quotations/validators/vendor').vendorStoreValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/buyer_requests_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/buyer_requests_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.buyerRequests.close': {
    methods: ["PATCH"]
    pattern: '/api/repuestosGo/QuotationRequest/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#quotations/validators/buyer_requests').closeRequestValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#quotations/validators/buyer_requests').closeRequestValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/buyer_requests_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/buyer_requests_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.vendor.countPending': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/QuotationRequest/countPendingQuotationRequest'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_workspace_controller').default['countPending']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_workspace_controller').default['countPending']>>>
    }
  }
  'api.vendor.countSalesOpportunities': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/QuotationRequest/:storeId/countSalesOpportunities'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { storeId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_workspace_controller').default['countSalesOpportunities']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_workspace_controller').default['countSalesOpportunities']>>>
    }
  }
  'api.vendor.discard': {
    methods: ["POST"]
    pattern: '/api/repuestosGo/vendorIgnoresQuotationRequest'
    types: {
      body: ExtractBody<InferInput<(typeof import('#quotations/validators/vendor').discardValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#quotations/validators/vendor').discardValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_ignores_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_ignores_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.vendor.discards': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/vendorIgnoresQuotationRequest'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#quotations/validators/vendor').vendorListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_ignores_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_ignores_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.vendor.saveProcessObservation': {
    methods: ["POST"]
    pattern: '/api/repuestosGo/quotationRequestToVendor/saveProcessObservation'
    types: {
      body: ExtractBody<InferInput<(typeof import('#quotations/validators/vendor').processObservationValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#quotations/validators/vendor').processObservationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/process_observations_controller').default['save']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/process_observations_controller').default['save']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.vendor.quotations': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/Quotation'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#quotations/validators/vendor').vendorListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_quotations_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_quotations_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.advisers': {
    methods: ["GET","HEAD"]
    pattern: '/api/store/adviser'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#quotations/validators/vendor').advisersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/store_advisers_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/store_advisers_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'QuotationRequestDetailPage': {
    methods: ["GET","HEAD"]
    pattern: '/repuestosGo/quotationRequest/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_detail_page_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_detail_page_controller').default['show']>>>
    }
  }
  'api.vendorRequestDetail.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/QuotationRequest/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#quotations/validators/request_detail').requestDetailValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_request_detail_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_request_detail_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.vendorRequestDetail.vehicleWithCatalog': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/quotationRequest/:id/getVehicleWithCatalog'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_request_detail_controller').default['vehicleWithCatalog']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_request_detail_controller').default['vehicleWithCatalog']>>>
    }
  }
  'api.brandGroupRequests.store': {
    methods: ["PATCH"]
    pattern: '/api/repuestosGo/quotationRequest/sendNotifyToAdminAboutBrands'
    types: {
      body: ExtractBody<InferInput<(typeof import('#quotations/validators/brand_group_request').brandGroupRequestValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#quotations/validators/brand_group_request').brandGroupRequestValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/brand_group_requests_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/brand_group_requests_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.requestDetailAvailability.mark': {
    methods: ["POST"]
    pattern: '/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { detailId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/detail_availability_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/detail_availability_controller').default['store']>>>
    }
  }
  'api.requestDetailAvailability.unmark': {
    methods: ["DELETE"]
    pattern: '/api/repuestosGo/quotationRequestDetail/:detailId/markNotAvailable'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { detailId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/detail_availability_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/detail_availability_controller').default['destroy']>>>
    }
  }
  'api.quotations.store': {
    methods: ["POST"]
    pattern: '/api/repuestosGo/Quotation'
    types: {
      body: ExtractBody<InferInput<(typeof import('#quotations/validators/quotation').sendQuotationValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#quotations/validators/quotation').sendQuotationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/quotations_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/quotations_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.quotations.update': {
    methods: ["PATCH"]
    pattern: '/api/repuestosGo/Quotation/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#quotations/validators/quotation').updateQuotationValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#quotations/validators/quotation').updateQuotationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/quotations_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/quotations_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.quotations.close': {
    methods: ["POST"]
    pattern: '/api/repuestosGo/Quotation/:id/closeQuotation'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/quotations_controller').default['close']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/quotations_controller').default['close']>>>
    }
  }
  'api.quotations.close.tokenAlias': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/Quotation/:id/closeQuotation'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/quotations_controller').default['closeWithToken']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/quotations_controller').default['closeWithToken']>>>
    }
  }
  'api.quotations.serviceCosts': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/Quotation/:id/serviceCosts'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/quotations_controller').default['serviceCosts']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/quotations_controller').default['serviceCosts']>>>
    }
  }
  'api.quotationDetails.update': {
    methods: ["PATCH"]
    pattern: '/api/repuestosGo/quotationDetail/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#quotations/validators/quotation').updateQuotationDetailValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#quotations/validators/quotation').updateQuotationDetailValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/quotation_details_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/quotation_details_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.quotationDetails.destroy': {
    methods: ["DELETE"]
    pattern: '/api/repuestosGo/quotationDetail/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/quotation_details_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/quotation_details_controller').default['destroy']>>>
    }
  }
  'quotations.pdf': {
    methods: ["GET","HEAD"]
    pattern: '/repuestosGo/quotation/downloadQuotationInPDF/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/quotation_pdf_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/quotation_pdf_controller').default['show']>>>
    }
  }
  'QuotationRequestDetailCustomer': {
    methods: ["GET","HEAD"]
    pattern: '/repuestosGo/quotationRequestDetail/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/buyer_detail_page_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/buyer_detail_page_controller').default['show']>>>
    }
  }
  'api.buyerIgnores.store': {
    methods: ["POST"]
    pattern: '/api/repuestosGo/buyerIgnoresQuotation'
    types: {
      body: ExtractBody<InferInput<(typeof import('#quotations/validators/buyer_detail').buyerIgnoreValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#quotations/validators/buyer_detail').buyerIgnoreValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/buyer_ignores_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/buyer_ignores_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.vendorRatings.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/vendorRatings/:storeId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { storeId: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#quotations/validators/buyer_detail').vendorRatingsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_ratings_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/vendor_ratings_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'salesOportunities': {
    methods: ["GET","HEAD"]
    pattern: '/repuestosGo/quotationRequest/oportunidadesDeVenta'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/sales_opportunities_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/sales_opportunities_controller').default['show']>>>
    }
  }
  'api.salesOpportunities.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/QuotationRequest/getSalesOpportunities'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#quotations/validators/sales_opportunities').salesOpportunitiesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/sales_opportunities_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/sales_opportunities_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.salesOpportunities.indicators': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/QuotationRequest/getIndicatorsSalesOpportunities'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/sales_opportunities_controller').default['indicators']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/sales_opportunities_controller').default['indicators']>>>
    }
  }
  'api.salesOpportunities.count': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/QuotationRequest/countSalesOpportunities'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/sales_opportunities_controller').default['count']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/sales_opportunities_controller').default['count']>>>
    }
  }
  'stores.show': {
    methods: ["GET","HEAD"]
    pattern: '/tienda/:store'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { store: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#quotations/controllers/store_page_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#quotations/controllers/store_page_controller').default['show']>>>
    }
  }
  'api.addresses.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/users/userAdditionalAddress'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/additional_addresses_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/additional_addresses_controller').default['index']>>>
    }
  }
  'api.addresses.store': {
    methods: ["POST"]
    pattern: '/api/users/userAdditionalAddress'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/additional_addresses_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/additional_addresses_controller').default['store']>>>
    }
  }
  'api.addresses.update': {
    methods: ["PATCH"]
    pattern: '/api/users/userAdditionalAddress/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/additional_addresses_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/additional_addresses_controller').default['update']>>>
    }
  }
  'api.addresses.destroy': {
    methods: ["DELETE"]
    pattern: '/api/users/userAdditionalAddress/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/additional_addresses_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/additional_addresses_controller').default['destroy']>>>
    }
  }
  'api.billing.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/users/BillingData'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/billing_data_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/billing_data_controller').default['index']>>>
    }
  }
  'api.billing.store': {
    methods: ["POST"]
    pattern: '/api/users/BillingData'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/billing_data_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/billing_data_controller').default['store']>>>
    }
  }
  'api.billing.update': {
    methods: ["PATCH"]
    pattern: '/api/users/BillingData/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/billing_data_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/billing_data_controller').default['update']>>>
    }
  }
  'api.billing.destroy': {
    methods: ["DELETE"]
    pattern: '/api/users/BillingData/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/billing_data_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/billing_data_controller').default['destroy']>>>
    }
  }
  'api.checkoutRecords.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/users/checkoutRecords'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/checkout_records_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/checkout_records_controller').default['show']>>>
    }
  }
  'api.checkout.createNewOrder': {
    methods: ["POST"]
    pattern: '/api/repuestosGo/quotation/createNewOrder'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/checkout_controller').default['createNewOrder']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/checkout_controller').default['createNewOrder']>>>
    }
  }
  'api.checkout.createPaymentLink': {
    methods: ["POST"]
    pattern: '/api/repuestosGo/quotation/createPaymentLink'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/checkout_controller').default['createPaymentLink']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/checkout_controller').default['createPaymentLink']>>>
    }
  }
  'api.payments.mercadopago.webhook': {
    methods: ["POST"]
    pattern: '/api/payments/mercadopago/webhook'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/payments_controller').default['mercadoPagoWebhook']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/payments_controller').default['mercadoPagoWebhook']>>>
    }
  }
  'payments.local.show': {
    methods: ["GET","HEAD"]
    pattern: '/pagos/local/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/payments_controller').default['localShow']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/payments_controller').default['localShow']>>>
    }
  }
  'payments.local.pay': {
    methods: ["POST"]
    pattern: '/pagos/local/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/payments_controller').default['localPay']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/payments_controller').default['localPay']>>>
    }
  }
  'purchases.index': {
    methods: ["GET","HEAD"]
    pattern: '/repuestosGo/compras'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/order_pages_controller').default['purchases']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/order_pages_controller').default['purchases']>>>
    }
  }
  'purchases.show': {
    methods: ["GET","HEAD"]
    pattern: '/repuestosGo/compras/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/order_pages_controller').default['purchase']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/order_pages_controller').default['purchase']>>>
    }
  }
  'sales.index': {
    methods: ["GET","HEAD"]
    pattern: '/repuestosGo/ventas'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/order_pages_controller').default['sales']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/order_pages_controller').default['sales']>>>
    }
  }
  'sales.show': {
    methods: ["GET","HEAD"]
    pattern: '/repuestosGo/ventas/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/order_pages_controller').default['sale']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/order_pages_controller').default['sale']>>>
    }
  }
  'api.orders.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/orders'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#orders/validators/orders_list').ordersListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/orders_controller').default['purchases']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/orders_controller').default['purchases']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.orders.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/orders/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/orders_controller').default['showPurchase']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/orders_controller').default['showPurchase']>>>
    }
  }
  'api.orders.status': {
    methods: ["PATCH"]
    pattern: '/api/repuestosGo/orders/:id/status'
    types: {
      body: ExtractBody<InferInput<(typeof import('#orders/validators/order_status').cancelPurchaseValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#orders/validators/order_status').cancelPurchaseValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/orders_controller').default['cancelPurchase']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/orders_controller').default['cancelPurchase']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.sales.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/sales'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#orders/validators/orders_list').ordersListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/orders_controller').default['sales']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/orders_controller').default['sales']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.sales.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/sales/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/orders_controller').default['showSale']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/orders_controller').default['showSale']>>>
    }
  }
  'api.sales.status': {
    methods: ["PATCH"]
    pattern: '/api/repuestosGo/sales/:id/status'
    types: {
      body: ExtractBody<InferInput<(typeof import('#orders/validators/order_status').changeOrderStatusValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#orders/validators/order_status').changeOrderStatusValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#orders/controllers/orders_controller').default['changeStatus']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#orders/controllers/orders_controller').default['changeStatus']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.infractions.store': {
    methods: ["POST"]
    pattern: '/api/store/infractions'
    types: {
      body: ExtractBody<InferInput<(typeof import('#moderation/validators/infraction').registerInfractionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#moderation/validators/infraction').registerInfractionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#moderation/controllers/infractions_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#moderation/controllers/infractions_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.infractions.evidence': {
    methods: ["POST"]
    pattern: '/api/store/infractions/evidence'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#moderation/controllers/infractions_controller').default['evidence']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#moderation/controllers/infractions_controller').default['evidence']>>>
    }
  }
  'api.infractions.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/store/Infractions'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#moderation/validators/infraction').infractionListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#moderation/controllers/infractions_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#moderation/controllers/infractions_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.infractions.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/store/Infractions/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#moderation/controllers/infractions_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#moderation/controllers/infractions_controller').default['show']>>>
    }
  }
  'moderation.storeInfractions': {
    methods: ["GET","HEAD"]
    pattern: '/tienda/:storeUrl/infracciones'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { storeUrl: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#moderation/controllers/store_infractions_page_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#moderation/controllers/store_infractions_page_controller').default['show']>>>
    }
  }
  'api.infractions.evidenceFile': {
    methods: ["GET","HEAD"]
    pattern: '/api/store/infractions/evidence/:file'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { file: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#moderation/controllers/infractions_controller').default['evidenceFile']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#moderation/controllers/infractions_controller').default['evidenceFile']>>>
    }
  }
  'api.queueNotifications.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/core/QueueNotification'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#notifications/validators/queue_notifications').listNotificationsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.queueNotifications.countNotifications': {
    methods: ["GET","HEAD"]
    pattern: '/api/core/QueueNotification/countNotifications'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['countNotifications']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['countNotifications']>>>
    }
  }
  'api.queueNotifications.countNotificationsCart': {
    methods: ["GET","HEAD"]
    pattern: '/api/core/QueueNotification/countNotificationsCart'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['countNotificationsCart']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['countNotificationsCart']>>>
    }
  }
  'api.queueNotifications.countPendingMessages': {
    methods: ["GET","HEAD"]
    pattern: '/api/core/QueueNotification/countPendingMessages'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['countPendingMessages']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['countPendingMessages']>>>
    }
  }
  'api.queueNotifications.markAllAsDone': {
    methods: ["PATCH"]
    pattern: '/api/core/QueueNotification/markAllAsDone'
    types: {
      body: ExtractBody<InferInput<(typeof import('#notifications/validators/queue_notifications').markAllValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#notifications/validators/queue_notifications').markAllValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['markAllAsDone']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['markAllAsDone']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.queueNotifications.markAsDone': {
    methods: ["POST"]
    pattern: '/api/core/QueueNotification/:id/markAsDone'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['markAsDone']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['markAsDone']>>>
    }
  }
  'api.queueNotifications.markAsDone.tokenAlias': {
    methods: ["GET","HEAD"]
    pattern: '/api/core/QueueNotification/:id/markAsDone'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['markAsDoneWithToken']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['markAsDoneWithToken']>>>
    }
  }
  'api.queueNotifications.countByTopic': {
    methods: ["GET","HEAD"]
    pattern: '/api/core/QueueNotification/:topic/countByTopic'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { topic: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#notifications/validators/queue_notifications').topicValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['countByTopic']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['countByTopic']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.queueNotifications.update': {
    methods: ["PATCH"]
    pattern: '/api/core/QueueNotification/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#notifications/validators/queue_notifications').updateNotificationValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#notifications/validators/queue_notifications').updateNotificationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#notifications/controllers/queue_notifications_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.chat.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/chat'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#chat/validators/chat').chatListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.chat.store': {
    methods: ["POST"]
    pattern: '/api/repuestosGo/chat'
    types: {
      body: ExtractBody<InferInput<(typeof import('#chat/validators/chat').sendChatMessageValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#chat/validators/chat').sendChatMessageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.chat.markRead': {
    methods: ["POST"]
    pattern: '/api/repuestosGo/chat/markMessagesAsRead'
    types: {
      body: ExtractBody<InferInput<(typeof import('#chat/validators/chat').markReadValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#chat/validators/chat').markReadValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['markRead']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['markRead']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.chat.participants': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/chat/getChatParticipants'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#chat/validators/chat').chatListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['participants']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['participants']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.chat.contactFlags': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/chat/contactFlags'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#chat/validators/chat').contactFlagsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['contactFlags']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['contactFlags']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.chat.detection': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/chat/detectionOfInfringementsInChat/:userId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { userId: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#chat/validators/chat').chatIdValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['detection']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['detection']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.chat.groups': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/chat/groups/:requestId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { requestId: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#chat/validators/chat').chatIdValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['groups']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['groups']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.chat.file': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/chat/:id/files/:index'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; index: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#chat/validators/chat').chatIdValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['file']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['file']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.chat.destroy': {
    methods: ["DELETE"]
    pattern: '/api/repuestosGo/chat/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#chat/validators/chat').chatIdValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#chat/validators/chat').chatIdValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#chat/controllers/chat_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.indicators.efficiency': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/quotation/:id/getEfficiencyIndicators'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/store_indicators_controller').default['efficiency']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/store_indicators_controller').default['efficiency']>>>
    }
  }
  'api.indicators.discards': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/vendorIgnoresQuotationRequest/:id/getDiscardIndicators'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/store_indicators_controller').default['discards']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/store_indicators_controller').default['discards']>>>
    }
  }
  'api.indicators.buyerDiscards': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/buyerIgnoresQuotation/:storeId/getDiscardIndicatorsBuyer'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { storeId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/store_indicators_controller').default['buyerDiscards']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/store_indicators_controller').default['buyerDiscards']>>>
    }
  }
  'api.indicators.response': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/AnalyticsQuotationRequestResponse'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#reports/validators/indicator_filter').indicatorQueryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/store_indicators_controller').default['response']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/store_indicators_controller').default['response']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.npsRatings.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/businessIntelligence/NPSRating'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#reports/validators/nps_rating').npsListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/nps_ratings_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/nps_ratings_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.npsRatings.store': {
    methods: ["POST"]
    pattern: '/api/businessIntelligence/NPSRating'
    types: {
      body: ExtractBody<InferInput<(typeof import('#reports/validators/nps_rating').npsRatingValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#reports/validators/nps_rating').npsRatingValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/nps_ratings_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/nps_ratings_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.npsRatings.detailedRecords': {
    methods: ["GET","HEAD"]
    pattern: '/api/businessIntelligence/NPSRating/detailedRecords'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#reports/validators/nps_rating').npsDetailedValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/nps_ratings_controller').default['detailedRecords']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/nps_ratings_controller').default['detailedRecords']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.npsRatings.pending': {
    methods: ["GET","HEAD"]
    pattern: '/api/businessIntelligence/NPSRating/pending'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#reports/validators/nps_rating').npsPendingValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/nps_ratings_controller').default['pending']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/nps_ratings_controller').default['pending']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.npsRatings.hideNpsFormModal1h': {
    methods: ["POST"]
    pattern: '/api/businessIntelligence/NPSRating/hideNpsFormModal1h'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/nps_ratings_controller').default['hide']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/nps_ratings_controller').default['hide']>>>
    }
  }
  'api.npsRatings.destroy': {
    methods: ["DELETE"]
    pattern: '/api/businessIntelligence/NPSRating/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/nps_ratings_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/nps_ratings_controller').default['destroy']>>>
    }
  }
  'api.reports.completeAnalytics': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/completeAnalytics'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#reports/validators/analytics_filter').analyticsListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/analytics_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/analytics_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.reports.analytics': {
    methods: ["GET","HEAD"]
    pattern: '/staff/reportes'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/analytics_controller').default['staffPage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/analytics_controller').default['staffPage']>>>
    }
  }
  'api.analyticsExcel.store': {
    methods: ["POST"]
    pattern: '/api/repuestosGo/completeAnalytics/excel'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/analytics_excel_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/analytics_excel_controller').default['store']>>>
    }
  }
  'api.analyticsExcel.open': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/completeAnalytics/excel'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/analytics_excel_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/analytics_excel_controller').default['store']>>>
    }
  }
  'api.analyticsExcel.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/completeAnalytics/excel/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/analytics_excel_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/analytics_excel_controller').default['show']>>>
    }
  }
  'api.analyticsExcel.download': {
    methods: ["GET","HEAD"]
    pattern: '/api/repuestosGo/completeAnalytics/excel/:id/download'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/analytics_excel_controller').default['download']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/analytics_excel_controller').default['download']>>>
    }
  }
  'reports.export': {
    methods: ["GET","HEAD"]
    pattern: '/repuestosGo/reportes/exportaciones/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#reports/controllers/analytics_excel_controller').default['page']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#reports/controllers/analytics_excel_controller').default['page']>>>
    }
  }
  'staff.records.requests': {
    methods: ["GET","HEAD"]
    pattern: '/staff/solicitudes'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/records_controller').default['requests']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/records_controller').default['requests']>>>
    }
  }
  'staff.records.quotations': {
    methods: ["GET","HEAD"]
    pattern: '/staff/cotizaciones'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/records_controller').default['quotations']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/records_controller').default['quotations']>>>
    }
  }
  'staff.records.orders': {
    methods: ["GET","HEAD"]
    pattern: '/staff/pedidos'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/records_controller').default['orders']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/records_controller').default['orders']>>>
    }
  }
  'staff.brandRequests.index': {
    methods: ["GET","HEAD"]
    pattern: '/staff/marcas'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#staff/validators/brand_requests').brandRequestsListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/brand_requests_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/brand_requests_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.brandRequests.approve': {
    methods: ["POST"]
    pattern: '/staff/marcas/:id/aprobar'
    types: {
      body: ExtractBody<InferInput<(typeof import('#staff/validators/brand_requests').approveBrandRequestValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#staff/validators/brand_requests').approveBrandRequestValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/brand_requests_controller').default['approve']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/brand_requests_controller').default['approve']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.brandRequests.reject': {
    methods: ["POST"]
    pattern: '/staff/marcas/:id/rechazar'
    types: {
      body: ExtractBody<InferInput<(typeof import('#staff/validators/brand_requests').rejectBrandRequestValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#staff/validators/brand_requests').rejectBrandRequestValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/brand_requests_controller').default['reject']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/brand_requests_controller').default['reject']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.panel.index': {
    methods: ["GET","HEAD"]
    pattern: '/staff/panel'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#staff/validators/staff_panel').staffPanelValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_panel_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_panel_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.log.index': {
    methods: ["GET","HEAD"]
    pattern: '/staff/registro'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#staff/validators/staff_log').staffLogValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_log_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_log_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.moderation.index': {
    methods: ["GET","HEAD"]
    pattern: '/staff/moderacion'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#staff/validators/moderation').moderationListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.moderation.show': {
    methods: ["GET","HEAD"]
    pattern: '/staff/moderacion/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['show']>>>
    }
  }
  'staff.moderation.attachment': {
    methods: ["GET","HEAD"]
    pattern: '/staff/moderacion/:id/adjuntos/:messageId/:index'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue, ParamValue]
      params: { id: ParamValue; messageId: ParamValue; index: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#staff/validators/moderation').moderationAttachmentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['attachment']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['attachment']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.moderation.dismiss': {
    methods: ["POST"]
    pattern: '/staff/moderacion/:id/descartar'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['dismiss']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['dismiss']>>>
    }
  }
  'staff.moderation.deleteMessage': {
    methods: ["POST"]
    pattern: '/staff/moderacion/:id/eliminar'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['deleteMessage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['deleteMessage']>>>
    }
  }
  'staff.moderation.warn': {
    methods: ["POST"]
    pattern: '/staff/moderacion/:id/advertir'
    types: {
      body: ExtractBody<InferInput<(typeof import('#staff/validators/moderation').warnValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#staff/validators/moderation').warnValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['warn']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['warn']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.moderation.suspend': {
    methods: ["POST"]
    pattern: '/staff/moderacion/:id/suspender'
    types: {
      body: ExtractBody<InferInput<(typeof import('#staff/validators/moderation').suspendValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#staff/validators/moderation').suspendValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['suspend']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['suspend']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.moderation.infraction': {
    methods: ["POST"]
    pattern: '/staff/moderacion/:id/infraccion'
    types: {
      body: ExtractBody<InferInput<(typeof import('#staff/validators/moderation').moderatedInfractionValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#staff/validators/moderation').moderatedInfractionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['infraction']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_moderation_controller').default['infraction']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.infractions.index': {
    methods: ["GET","HEAD"]
    pattern: '/staff/infracciones'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#staff/validators/infractions').infractionStoresValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_infractions_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_infractions_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.infractions.show': {
    methods: ["GET","HEAD"]
    pattern: '/staff/infracciones/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#staff/validators/infractions').infractionStoreValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_infractions_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_infractions_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.users.index': {
    methods: ["GET","HEAD"]
    pattern: '/staff/usuarios'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#staff/validators/users').staffUsersListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_users_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_users_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.users.flags': {
    methods: ["PATCH"]
    pattern: '/staff/usuarios/:id/permisos'
    types: {
      body: ExtractBody<InferInput<(typeof import('#staff/validators/users').staffFlagsValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#staff/validators/users').staffFlagsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_users_controller').default['flags']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_users_controller').default['flags']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.users.block': {
    methods: ["POST"]
    pattern: '/staff/usuarios/:id/bloquear'
    types: {
      body: ExtractBody<InferInput<(typeof import('#staff/validators/users').blockUserValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#staff/validators/users').blockUserValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_users_controller').default['block']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_users_controller').default['block']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff.users.unblock': {
    methods: ["POST"]
    pattern: '/staff/usuarios/:id/desbloquear'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_users_controller').default['unblock']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_users_controller').default['unblock']>>>
    }
  }
  'staff.index': {
    methods: ["GET","HEAD"]
    pattern: '/staff'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#staff/controllers/staff_home_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#staff/controllers/staff_home_controller').default['index']>>>
    }
  }
  'api.store.integrationTokens.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/store/store/:id/integrationTokens'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/store_tokens_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/store_tokens_controller').default['index']>>>
    }
  }
  'api.store.integrationTokens.store': {
    methods: ["POST"]
    pattern: '/api/store/store/:id/integrationTokens'
    types: {
      body: ExtractBody<InferInput<(typeof import('#integrations/validators/store_token').createStoreTokenValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#integrations/validators/store_token').createStoreTokenValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/store_tokens_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/store_tokens_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.integrationTokens.update': {
    methods: ["PATCH"]
    pattern: '/api/store/store/:id/integrationTokens/:tokenId'
    types: {
      body: ExtractBody<InferInput<(typeof import('#integrations/validators/store_token').updateStoreTokenScopesValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; tokenId: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#integrations/validators/store_token').updateStoreTokenScopesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/store_tokens_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/store_tokens_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.integrationTokens.rotate': {
    methods: ["POST"]
    pattern: '/api/store/store/:id/integrationTokens/:tokenId/rotate'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; tokenId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/store_tokens_controller').default['rotate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/store_tokens_controller').default['rotate']>>>
    }
  }
  'api.store.integrationTokens.destroy': {
    methods: ["DELETE"]
    pattern: '/api/store/store/:id/integrationTokens/:tokenId'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; tokenId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/store_tokens_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/store_tokens_controller').default['destroy']>>>
    }
  }
  'api.store.integrationTokens.calls': {
    methods: ["GET","HEAD"]
    pattern: '/api/store/store/:id/integrationTokenCalls'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#integrations/validators/store_token').listStoreTokenCallsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/store_tokens_controller').default['calls']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/store_tokens_controller').default['calls']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.webhooks.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/store/store/:id/webhooks'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['index']>>>
    }
  }
  'api.store.webhooks.store': {
    methods: ["POST"]
    pattern: '/api/store/store/:id/webhooks'
    types: {
      body: ExtractBody<InferInput<(typeof import('#integrations/validators/webhooks').createWebhookValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#integrations/validators/webhooks').createWebhookValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.webhooks.deliveries': {
    methods: ["GET","HEAD"]
    pattern: '/api/store/store/:id/webhooks/deliveries'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#integrations/validators/webhooks').listDeliveriesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['deliveries']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['deliveries']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.webhooks.deliveries.resend': {
    methods: ["POST"]
    pattern: '/api/store/store/:id/webhooks/deliveries/:deliveryId/resend'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; deliveryId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['resend']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['resend']>>>
    }
  }
  'api.store.webhooks.update': {
    methods: ["PATCH"]
    pattern: '/api/store/store/:id/webhooks/:webhookId'
    types: {
      body: ExtractBody<InferInput<(typeof import('#integrations/validators/webhooks').updateWebhookValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; webhookId: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#integrations/validators/webhooks').updateWebhookValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.store.webhooks.destroy': {
    methods: ["DELETE"]
    pattern: '/api/store/store/:id/webhooks/:webhookId'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; webhookId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['destroy']>>>
    }
  }
  'api.store.webhooks.rotate': {
    methods: ["POST"]
    pattern: '/api/store/store/:id/webhooks/:webhookId/rotate'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; webhookId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['rotate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['rotate']>>>
    }
  }
  'api.store.webhooks.resume': {
    methods: ["POST"]
    pattern: '/api/store/store/:id/webhooks/:webhookId/resume'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; webhookId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['resume']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['resume']>>>
    }
  }
  'api.store.webhooks.test': {
    methods: ["POST"]
    pattern: '/api/store/store/:id/webhooks/:webhookId/test'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; webhookId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['test']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#integrations/controllers/webhooks_controller').default['test']>>>
    }
  }
  'event_stream': {
    methods: ["GET","HEAD"]
    pattern: '/__transmit/events'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'subscribe': {
    methods: ["POST"]
    pattern: '/__transmit/subscribe'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'unsubscribe': {
    methods: ["POST"]
    pattern: '/__transmit/unsubscribe'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
}

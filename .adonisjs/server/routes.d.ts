import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'api.openapi': { paramsTuple?: []; params?: {} }
    'apiDocs': { paramsTuple?: []; params?: {} }
    'home': { paramsTuple?: []; params?: {} }
    'legal.terms': { paramsTuple?: []; params?: {} }
    'api.zones.index': { paramsTuple?: []; params?: {} }
    'api.uploads.image': { paramsTuple?: []; params?: {} }
    'api.zones.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dev.outbox': { paramsTuple?: []; params?: {} }
    'dev.outbox.latest': { paramsTuple?: []; params?: {} }
    'dev.outbox.html': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'users.login': { paramsTuple?: []; params?: {} }
    'users.register': { paramsTuple?: []; params?: {} }
    'users.loginAjax': { paramsTuple?: []; params?: {} }
    'users.logInWithCode': { paramsTuple?: []; params?: {} }
    'users.registerAjax': { paramsTuple?: []; params?: {} }
    'users.logout': { paramsTuple?: []; params?: {} }
    'users.passwordRecovery': { paramsTuple?: []; params?: {} }
    'users.resetPassword.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'users.resetPassword': { paramsTuple?: []; params?: {} }
    'users.verifyEmail': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'users.notifications': { paramsTuple?: []; params?: {} }
    'users.unsubscribe': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'userId': ParamValue,'kind': ParamValue,'signature': ParamValue} }
    'users.unsubscribe.oneClick': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'userId': ParamValue,'kind': ParamValue,'signature': ParamValue} }
    'api.authenticationCode.store': { paramsTuple?: []; params?: {} }
    'api.authenticationCode.validateAndAssign': { paramsTuple?: []; params?: {} }
    'api.sessionControlData': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'api.tokens.store': { paramsTuple?: []; params?: {} }
    'api.tokens.index': { paramsTuple?: []; params?: {} }
    'api.tokens.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.users.viewMode': { paramsTuple?: []; params?: {} }
    'api.users.notificationPreferences': { paramsTuple?: []; params?: {} }
    'api.agenda.index': { paramsTuple?: []; params?: {} }
    'api.agenda.store': { paramsTuple?: []; params?: {} }
    'api.agenda.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.agenda.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.catalog.vehicleBrands': { paramsTuple?: []; params?: {} }
    'api.catalog.verifyVin': { paramsTuple?: []; params?: {} }
    'garage.page': { paramsTuple?: []; params?: {} }
    'api.garage.vehicle.getVehicleForLicensePlate': { paramsTuple?: []; params?: {} }
    'api.garage.vehicle.index': { paramsTuple?: []; params?: {} }
    'api.garage.vehicle.store': { paramsTuple?: []; params?: {} }
    'api.garage.vehicle.count': { paramsTuple?: []; params?: {} }
    'api.garage.vehicle.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.garage.vehicle.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.satda.proveedor.index': { paramsTuple?: []; params?: {} }
    'api.satda.proveedor.store': { paramsTuple?: []; params?: {} }
    'api.satda.proveedor.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.productImages.lookup': { paramsTuple?: []; params?: {} }
    'api.productImages.index': { paramsTuple?: []; params?: {} }
    'api.productImages.report': { paramsTuple?: []; params?: {} }
    'api.productImages.myUploads': { paramsTuple?: []; params?: {} }
    'api.productImages.store': { paramsTuple?: []; params?: {} }
    'api.productImages.many': { paramsTuple?: []; params?: {} }
    'api.productImages.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.productImages.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.shippingCostRulesAndDiscounts': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'stores.register': { paramsTuple?: []; params?: {} }
    'stores.register.store': { paramsTuple?: []; params?: {} }
    'staff.stores.index': { paramsTuple?: []; params?: {} }
    'staff.stores.activate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'stores.config': { paramsTuple: [ParamValue]; params: {'storeUrl': ParamValue} }
    'api.store.config.data': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.config.market': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.config.shipping': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.config.payments': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.config.dataBankConfig': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.config.requestGoActivation': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.apiToken.generate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.apiToken.revoke': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.advisers.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.advisers.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'adviserId': ParamValue} }
    'api.store.advisers.invitations.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.advisers.invitations.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.advisers.invitations.resend': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'invitationId': ParamValue} }
    'api.store.advisers.invitations.cancel': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'invitationId': ParamValue} }
    'stores.adviserInvitation.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'stores.adviserInvitation.accept': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'stores.productImages': { paramsTuple: [ParamValue]; params: {'storeUrl': ParamValue} }
    'quotations.wizard': { paramsTuple?: []; params?: {} }
    'api.quotationRequest.store': { paramsTuple?: []; params?: {} }
    'index': { paramsTuple?: []; params?: {} }
    'indexParams': { paramsTuple: [ParamValue]; params: {'tab': ParamValue} }
    'api.buyerRequests.index': { paramsTuple?: []; params?: {} }
    'api.buyerRequests.close': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.vendor.countPending': { paramsTuple?: []; params?: {} }
    'api.vendor.countSalesOpportunities': { paramsTuple: [ParamValue]; params: {'storeId': ParamValue} }
    'api.vendor.discard': { paramsTuple?: []; params?: {} }
    'api.vendor.discards': { paramsTuple?: []; params?: {} }
    'api.vendor.saveProcessObservation': { paramsTuple?: []; params?: {} }
    'api.vendor.quotations': { paramsTuple?: []; params?: {} }
    'api.store.advisers': { paramsTuple?: []; params?: {} }
    'QuotationRequestDetailPage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.vendorRequestDetail.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.vendorRequestDetail.vehicleWithCatalog': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.brandGroupRequests.store': { paramsTuple?: []; params?: {} }
    'api.requestDetailAvailability.mark': { paramsTuple: [ParamValue]; params: {'detailId': ParamValue} }
    'api.requestDetailAvailability.unmark': { paramsTuple: [ParamValue]; params: {'detailId': ParamValue} }
    'api.quotations.store': { paramsTuple?: []; params?: {} }
    'api.quotations.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.quotations.close': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.quotations.close.tokenAlias': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.quotations.serviceCosts': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.quotationDetails.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.quotationDetails.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'quotations.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'QuotationRequestDetailCustomer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.buyerIgnores.store': { paramsTuple?: []; params?: {} }
    'api.vendorRatings.index': { paramsTuple: [ParamValue]; params: {'storeId': ParamValue} }
    'salesOportunities': { paramsTuple?: []; params?: {} }
    'api.salesOpportunities.index': { paramsTuple?: []; params?: {} }
    'api.salesOpportunities.indicators': { paramsTuple?: []; params?: {} }
    'api.salesOpportunities.count': { paramsTuple?: []; params?: {} }
    'stores.show': { paramsTuple: [ParamValue]; params: {'store': ParamValue} }
    'api.addresses.index': { paramsTuple?: []; params?: {} }
    'api.addresses.store': { paramsTuple?: []; params?: {} }
    'api.addresses.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.addresses.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.billing.index': { paramsTuple?: []; params?: {} }
    'api.billing.store': { paramsTuple?: []; params?: {} }
    'api.billing.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.billing.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.checkoutRecords.show': { paramsTuple?: []; params?: {} }
    'api.checkout.createNewOrder': { paramsTuple?: []; params?: {} }
    'api.checkout.createPaymentLink': { paramsTuple?: []; params?: {} }
    'api.payments.mercadopago.webhook': { paramsTuple?: []; params?: {} }
    'payments.local.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'payments.local.pay': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'purchases.index': { paramsTuple?: []; params?: {} }
    'purchases.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'sales.index': { paramsTuple?: []; params?: {} }
    'sales.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.orders.index': { paramsTuple?: []; params?: {} }
    'api.orders.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.orders.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.sales.index': { paramsTuple?: []; params?: {} }
    'api.sales.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.sales.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.infractions.store': { paramsTuple?: []; params?: {} }
    'api.infractions.evidence': { paramsTuple?: []; params?: {} }
    'api.infractions.index': { paramsTuple?: []; params?: {} }
    'api.infractions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'moderation.storeInfractions': { paramsTuple: [ParamValue]; params: {'storeUrl': ParamValue} }
    'api.infractions.evidenceFile': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'api.queueNotifications.index': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.countNotifications': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.countNotificationsCart': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.countPendingMessages': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.markAllAsDone': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.markAsDone': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.queueNotifications.markAsDone.tokenAlias': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.queueNotifications.countByTopic': { paramsTuple: [ParamValue]; params: {'topic': ParamValue} }
    'api.queueNotifications.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.chat.index': { paramsTuple?: []; params?: {} }
    'api.chat.store': { paramsTuple?: []; params?: {} }
    'api.chat.markRead': { paramsTuple?: []; params?: {} }
    'api.chat.participants': { paramsTuple?: []; params?: {} }
    'api.chat.contactFlags': { paramsTuple?: []; params?: {} }
    'api.chat.detection': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'api.chat.groups': { paramsTuple: [ParamValue]; params: {'requestId': ParamValue} }
    'api.chat.file': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'index': ParamValue} }
    'api.chat.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.indicators.efficiency': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.indicators.discards': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.indicators.buyerDiscards': { paramsTuple: [ParamValue]; params: {'storeId': ParamValue} }
    'api.indicators.response': { paramsTuple?: []; params?: {} }
    'api.npsRatings.index': { paramsTuple?: []; params?: {} }
    'api.npsRatings.store': { paramsTuple?: []; params?: {} }
    'api.npsRatings.detailedRecords': { paramsTuple?: []; params?: {} }
    'api.npsRatings.pending': { paramsTuple?: []; params?: {} }
    'api.npsRatings.hideNpsFormModal1h': { paramsTuple?: []; params?: {} }
    'api.npsRatings.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.reports.completeAnalytics': { paramsTuple?: []; params?: {} }
    'staff.reports.analytics': { paramsTuple?: []; params?: {} }
    'api.analyticsExcel.store': { paramsTuple?: []; params?: {} }
    'api.analyticsExcel.open': { paramsTuple?: []; params?: {} }
    'api.analyticsExcel.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.analyticsExcel.download': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reports.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.records.requests': { paramsTuple?: []; params?: {} }
    'staff.records.quotations': { paramsTuple?: []; params?: {} }
    'staff.records.orders': { paramsTuple?: []; params?: {} }
    'staff.brandRequests.index': { paramsTuple?: []; params?: {} }
    'staff.brandRequests.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.brandRequests.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.panel.index': { paramsTuple?: []; params?: {} }
    'staff.log.index': { paramsTuple?: []; params?: {} }
    'staff.moderation.index': { paramsTuple?: []; params?: {} }
    'staff.moderation.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.moderation.attachment': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'messageId': ParamValue,'index': ParamValue} }
    'staff.moderation.dismiss': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.moderation.deleteMessage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.moderation.warn': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.moderation.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.moderation.infraction': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.infractions.index': { paramsTuple?: []; params?: {} }
    'staff.infractions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.users.index': { paramsTuple?: []; params?: {} }
    'staff.users.flags': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.users.block': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.users.unblock': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.index': { paramsTuple?: []; params?: {} }
    'api.store.integrationTokens.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.integrationTokens.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.integrationTokens.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'tokenId': ParamValue} }
    'api.store.integrationTokens.rotate': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'tokenId': ParamValue} }
    'api.store.integrationTokens.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'tokenId': ParamValue} }
    'api.store.integrationTokens.calls': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.webhooks.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.webhooks.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.webhooks.deliveries': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.webhooks.deliveries.resend': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'deliveryId': ParamValue} }
    'api.store.webhooks.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'webhookId': ParamValue} }
    'api.store.webhooks.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'webhookId': ParamValue} }
    'api.store.webhooks.rotate': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'webhookId': ParamValue} }
    'api.store.webhooks.resume': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'webhookId': ParamValue} }
    'api.store.webhooks.test': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'webhookId': ParamValue} }
    'event_stream': { paramsTuple?: []; params?: {} }
    'subscribe': { paramsTuple?: []; params?: {} }
    'unsubscribe': { paramsTuple?: []; params?: {} }
  }
  GET: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'api.openapi': { paramsTuple?: []; params?: {} }
    'apiDocs': { paramsTuple?: []; params?: {} }
    'home': { paramsTuple?: []; params?: {} }
    'legal.terms': { paramsTuple?: []; params?: {} }
    'api.zones.index': { paramsTuple?: []; params?: {} }
    'api.zones.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dev.outbox': { paramsTuple?: []; params?: {} }
    'dev.outbox.latest': { paramsTuple?: []; params?: {} }
    'dev.outbox.html': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'users.login': { paramsTuple?: []; params?: {} }
    'users.register': { paramsTuple?: []; params?: {} }
    'users.resetPassword.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'users.verifyEmail': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'users.notifications': { paramsTuple?: []; params?: {} }
    'users.unsubscribe': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'userId': ParamValue,'kind': ParamValue,'signature': ParamValue} }
    'api.sessionControlData': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'api.tokens.index': { paramsTuple?: []; params?: {} }
    'api.agenda.index': { paramsTuple?: []; params?: {} }
    'api.catalog.vehicleBrands': { paramsTuple?: []; params?: {} }
    'api.catalog.verifyVin': { paramsTuple?: []; params?: {} }
    'garage.page': { paramsTuple?: []; params?: {} }
    'api.garage.vehicle.index': { paramsTuple?: []; params?: {} }
    'api.garage.vehicle.count': { paramsTuple?: []; params?: {} }
    'api.satda.proveedor.index': { paramsTuple?: []; params?: {} }
    'api.productImages.lookup': { paramsTuple?: []; params?: {} }
    'api.productImages.index': { paramsTuple?: []; params?: {} }
    'api.productImages.report': { paramsTuple?: []; params?: {} }
    'api.productImages.myUploads': { paramsTuple?: []; params?: {} }
    'api.store.shippingCostRulesAndDiscounts': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'stores.register': { paramsTuple?: []; params?: {} }
    'staff.stores.index': { paramsTuple?: []; params?: {} }
    'stores.config': { paramsTuple: [ParamValue]; params: {'storeUrl': ParamValue} }
    'api.store.advisers.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.advisers.invitations.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'stores.adviserInvitation.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'stores.productImages': { paramsTuple: [ParamValue]; params: {'storeUrl': ParamValue} }
    'quotations.wizard': { paramsTuple?: []; params?: {} }
    'index': { paramsTuple?: []; params?: {} }
    'indexParams': { paramsTuple: [ParamValue]; params: {'tab': ParamValue} }
    'api.buyerRequests.index': { paramsTuple?: []; params?: {} }
    'api.vendor.countPending': { paramsTuple?: []; params?: {} }
    'api.vendor.countSalesOpportunities': { paramsTuple: [ParamValue]; params: {'storeId': ParamValue} }
    'api.vendor.discards': { paramsTuple?: []; params?: {} }
    'api.vendor.quotations': { paramsTuple?: []; params?: {} }
    'api.store.advisers': { paramsTuple?: []; params?: {} }
    'QuotationRequestDetailPage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.vendorRequestDetail.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.vendorRequestDetail.vehicleWithCatalog': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.quotations.close.tokenAlias': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.quotations.serviceCosts': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'quotations.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'QuotationRequestDetailCustomer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.vendorRatings.index': { paramsTuple: [ParamValue]; params: {'storeId': ParamValue} }
    'salesOportunities': { paramsTuple?: []; params?: {} }
    'api.salesOpportunities.index': { paramsTuple?: []; params?: {} }
    'api.salesOpportunities.indicators': { paramsTuple?: []; params?: {} }
    'api.salesOpportunities.count': { paramsTuple?: []; params?: {} }
    'stores.show': { paramsTuple: [ParamValue]; params: {'store': ParamValue} }
    'api.addresses.index': { paramsTuple?: []; params?: {} }
    'api.billing.index': { paramsTuple?: []; params?: {} }
    'api.checkoutRecords.show': { paramsTuple?: []; params?: {} }
    'payments.local.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'purchases.index': { paramsTuple?: []; params?: {} }
    'purchases.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'sales.index': { paramsTuple?: []; params?: {} }
    'sales.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.orders.index': { paramsTuple?: []; params?: {} }
    'api.orders.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.sales.index': { paramsTuple?: []; params?: {} }
    'api.sales.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.infractions.index': { paramsTuple?: []; params?: {} }
    'api.infractions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'moderation.storeInfractions': { paramsTuple: [ParamValue]; params: {'storeUrl': ParamValue} }
    'api.infractions.evidenceFile': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'api.queueNotifications.index': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.countNotifications': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.countNotificationsCart': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.countPendingMessages': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.markAsDone.tokenAlias': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.queueNotifications.countByTopic': { paramsTuple: [ParamValue]; params: {'topic': ParamValue} }
    'api.chat.index': { paramsTuple?: []; params?: {} }
    'api.chat.participants': { paramsTuple?: []; params?: {} }
    'api.chat.contactFlags': { paramsTuple?: []; params?: {} }
    'api.chat.detection': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'api.chat.groups': { paramsTuple: [ParamValue]; params: {'requestId': ParamValue} }
    'api.chat.file': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'index': ParamValue} }
    'api.indicators.efficiency': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.indicators.discards': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.indicators.buyerDiscards': { paramsTuple: [ParamValue]; params: {'storeId': ParamValue} }
    'api.indicators.response': { paramsTuple?: []; params?: {} }
    'api.npsRatings.index': { paramsTuple?: []; params?: {} }
    'api.npsRatings.detailedRecords': { paramsTuple?: []; params?: {} }
    'api.npsRatings.pending': { paramsTuple?: []; params?: {} }
    'api.reports.completeAnalytics': { paramsTuple?: []; params?: {} }
    'staff.reports.analytics': { paramsTuple?: []; params?: {} }
    'api.analyticsExcel.open': { paramsTuple?: []; params?: {} }
    'api.analyticsExcel.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.analyticsExcel.download': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reports.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.records.requests': { paramsTuple?: []; params?: {} }
    'staff.records.quotations': { paramsTuple?: []; params?: {} }
    'staff.records.orders': { paramsTuple?: []; params?: {} }
    'staff.brandRequests.index': { paramsTuple?: []; params?: {} }
    'staff.panel.index': { paramsTuple?: []; params?: {} }
    'staff.log.index': { paramsTuple?: []; params?: {} }
    'staff.moderation.index': { paramsTuple?: []; params?: {} }
    'staff.moderation.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.moderation.attachment': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'messageId': ParamValue,'index': ParamValue} }
    'staff.infractions.index': { paramsTuple?: []; params?: {} }
    'staff.infractions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.users.index': { paramsTuple?: []; params?: {} }
    'staff.index': { paramsTuple?: []; params?: {} }
    'api.store.integrationTokens.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.integrationTokens.calls': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.webhooks.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.webhooks.deliveries': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'event_stream': { paramsTuple?: []; params?: {} }
  }
  HEAD: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'api.openapi': { paramsTuple?: []; params?: {} }
    'apiDocs': { paramsTuple?: []; params?: {} }
    'home': { paramsTuple?: []; params?: {} }
    'legal.terms': { paramsTuple?: []; params?: {} }
    'api.zones.index': { paramsTuple?: []; params?: {} }
    'api.zones.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dev.outbox': { paramsTuple?: []; params?: {} }
    'dev.outbox.latest': { paramsTuple?: []; params?: {} }
    'dev.outbox.html': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'users.login': { paramsTuple?: []; params?: {} }
    'users.register': { paramsTuple?: []; params?: {} }
    'users.resetPassword.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'users.verifyEmail': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'users.notifications': { paramsTuple?: []; params?: {} }
    'users.unsubscribe': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'userId': ParamValue,'kind': ParamValue,'signature': ParamValue} }
    'api.sessionControlData': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'api.tokens.index': { paramsTuple?: []; params?: {} }
    'api.agenda.index': { paramsTuple?: []; params?: {} }
    'api.catalog.vehicleBrands': { paramsTuple?: []; params?: {} }
    'api.catalog.verifyVin': { paramsTuple?: []; params?: {} }
    'garage.page': { paramsTuple?: []; params?: {} }
    'api.garage.vehicle.index': { paramsTuple?: []; params?: {} }
    'api.garage.vehicle.count': { paramsTuple?: []; params?: {} }
    'api.satda.proveedor.index': { paramsTuple?: []; params?: {} }
    'api.productImages.lookup': { paramsTuple?: []; params?: {} }
    'api.productImages.index': { paramsTuple?: []; params?: {} }
    'api.productImages.report': { paramsTuple?: []; params?: {} }
    'api.productImages.myUploads': { paramsTuple?: []; params?: {} }
    'api.store.shippingCostRulesAndDiscounts': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'stores.register': { paramsTuple?: []; params?: {} }
    'staff.stores.index': { paramsTuple?: []; params?: {} }
    'stores.config': { paramsTuple: [ParamValue]; params: {'storeUrl': ParamValue} }
    'api.store.advisers.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.advisers.invitations.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'stores.adviserInvitation.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'stores.productImages': { paramsTuple: [ParamValue]; params: {'storeUrl': ParamValue} }
    'quotations.wizard': { paramsTuple?: []; params?: {} }
    'index': { paramsTuple?: []; params?: {} }
    'indexParams': { paramsTuple: [ParamValue]; params: {'tab': ParamValue} }
    'api.buyerRequests.index': { paramsTuple?: []; params?: {} }
    'api.vendor.countPending': { paramsTuple?: []; params?: {} }
    'api.vendor.countSalesOpportunities': { paramsTuple: [ParamValue]; params: {'storeId': ParamValue} }
    'api.vendor.discards': { paramsTuple?: []; params?: {} }
    'api.vendor.quotations': { paramsTuple?: []; params?: {} }
    'api.store.advisers': { paramsTuple?: []; params?: {} }
    'QuotationRequestDetailPage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.vendorRequestDetail.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.vendorRequestDetail.vehicleWithCatalog': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.quotations.close.tokenAlias': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.quotations.serviceCosts': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'quotations.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'QuotationRequestDetailCustomer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.vendorRatings.index': { paramsTuple: [ParamValue]; params: {'storeId': ParamValue} }
    'salesOportunities': { paramsTuple?: []; params?: {} }
    'api.salesOpportunities.index': { paramsTuple?: []; params?: {} }
    'api.salesOpportunities.indicators': { paramsTuple?: []; params?: {} }
    'api.salesOpportunities.count': { paramsTuple?: []; params?: {} }
    'stores.show': { paramsTuple: [ParamValue]; params: {'store': ParamValue} }
    'api.addresses.index': { paramsTuple?: []; params?: {} }
    'api.billing.index': { paramsTuple?: []; params?: {} }
    'api.checkoutRecords.show': { paramsTuple?: []; params?: {} }
    'payments.local.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'purchases.index': { paramsTuple?: []; params?: {} }
    'purchases.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'sales.index': { paramsTuple?: []; params?: {} }
    'sales.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.orders.index': { paramsTuple?: []; params?: {} }
    'api.orders.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.sales.index': { paramsTuple?: []; params?: {} }
    'api.sales.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.infractions.index': { paramsTuple?: []; params?: {} }
    'api.infractions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'moderation.storeInfractions': { paramsTuple: [ParamValue]; params: {'storeUrl': ParamValue} }
    'api.infractions.evidenceFile': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'api.queueNotifications.index': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.countNotifications': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.countNotificationsCart': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.countPendingMessages': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.markAsDone.tokenAlias': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.queueNotifications.countByTopic': { paramsTuple: [ParamValue]; params: {'topic': ParamValue} }
    'api.chat.index': { paramsTuple?: []; params?: {} }
    'api.chat.participants': { paramsTuple?: []; params?: {} }
    'api.chat.contactFlags': { paramsTuple?: []; params?: {} }
    'api.chat.detection': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'api.chat.groups': { paramsTuple: [ParamValue]; params: {'requestId': ParamValue} }
    'api.chat.file': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'index': ParamValue} }
    'api.indicators.efficiency': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.indicators.discards': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.indicators.buyerDiscards': { paramsTuple: [ParamValue]; params: {'storeId': ParamValue} }
    'api.indicators.response': { paramsTuple?: []; params?: {} }
    'api.npsRatings.index': { paramsTuple?: []; params?: {} }
    'api.npsRatings.detailedRecords': { paramsTuple?: []; params?: {} }
    'api.npsRatings.pending': { paramsTuple?: []; params?: {} }
    'api.reports.completeAnalytics': { paramsTuple?: []; params?: {} }
    'staff.reports.analytics': { paramsTuple?: []; params?: {} }
    'api.analyticsExcel.open': { paramsTuple?: []; params?: {} }
    'api.analyticsExcel.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.analyticsExcel.download': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reports.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.records.requests': { paramsTuple?: []; params?: {} }
    'staff.records.quotations': { paramsTuple?: []; params?: {} }
    'staff.records.orders': { paramsTuple?: []; params?: {} }
    'staff.brandRequests.index': { paramsTuple?: []; params?: {} }
    'staff.panel.index': { paramsTuple?: []; params?: {} }
    'staff.log.index': { paramsTuple?: []; params?: {} }
    'staff.moderation.index': { paramsTuple?: []; params?: {} }
    'staff.moderation.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.moderation.attachment': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'messageId': ParamValue,'index': ParamValue} }
    'staff.infractions.index': { paramsTuple?: []; params?: {} }
    'staff.infractions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.users.index': { paramsTuple?: []; params?: {} }
    'staff.index': { paramsTuple?: []; params?: {} }
    'api.store.integrationTokens.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.integrationTokens.calls': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.webhooks.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.webhooks.deliveries': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'event_stream': { paramsTuple?: []; params?: {} }
  }
  POST: {
    'api.uploads.image': { paramsTuple?: []; params?: {} }
    'users.loginAjax': { paramsTuple?: []; params?: {} }
    'users.logInWithCode': { paramsTuple?: []; params?: {} }
    'users.registerAjax': { paramsTuple?: []; params?: {} }
    'users.logout': { paramsTuple?: []; params?: {} }
    'users.passwordRecovery': { paramsTuple?: []; params?: {} }
    'users.resetPassword': { paramsTuple?: []; params?: {} }
    'users.unsubscribe.oneClick': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'userId': ParamValue,'kind': ParamValue,'signature': ParamValue} }
    'api.authenticationCode.store': { paramsTuple?: []; params?: {} }
    'api.authenticationCode.validateAndAssign': { paramsTuple?: []; params?: {} }
    'api.tokens.store': { paramsTuple?: []; params?: {} }
    'api.agenda.store': { paramsTuple?: []; params?: {} }
    'api.garage.vehicle.getVehicleForLicensePlate': { paramsTuple?: []; params?: {} }
    'api.garage.vehicle.store': { paramsTuple?: []; params?: {} }
    'api.satda.proveedor.store': { paramsTuple?: []; params?: {} }
    'api.productImages.store': { paramsTuple?: []; params?: {} }
    'api.productImages.many': { paramsTuple?: []; params?: {} }
    'stores.register.store': { paramsTuple?: []; params?: {} }
    'staff.stores.activate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.config.requestGoActivation': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.advisers.invitations.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.advisers.invitations.resend': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'invitationId': ParamValue} }
    'stores.adviserInvitation.accept': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'api.quotationRequest.store': { paramsTuple?: []; params?: {} }
    'api.vendor.discard': { paramsTuple?: []; params?: {} }
    'api.vendor.saveProcessObservation': { paramsTuple?: []; params?: {} }
    'api.requestDetailAvailability.mark': { paramsTuple: [ParamValue]; params: {'detailId': ParamValue} }
    'api.quotations.store': { paramsTuple?: []; params?: {} }
    'api.quotations.close': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.buyerIgnores.store': { paramsTuple?: []; params?: {} }
    'api.addresses.store': { paramsTuple?: []; params?: {} }
    'api.billing.store': { paramsTuple?: []; params?: {} }
    'api.checkout.createNewOrder': { paramsTuple?: []; params?: {} }
    'api.checkout.createPaymentLink': { paramsTuple?: []; params?: {} }
    'api.payments.mercadopago.webhook': { paramsTuple?: []; params?: {} }
    'payments.local.pay': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'api.infractions.store': { paramsTuple?: []; params?: {} }
    'api.infractions.evidence': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.markAsDone': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.chat.store': { paramsTuple?: []; params?: {} }
    'api.chat.markRead': { paramsTuple?: []; params?: {} }
    'api.npsRatings.store': { paramsTuple?: []; params?: {} }
    'api.npsRatings.hideNpsFormModal1h': { paramsTuple?: []; params?: {} }
    'api.analyticsExcel.store': { paramsTuple?: []; params?: {} }
    'staff.brandRequests.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.brandRequests.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.moderation.dismiss': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.moderation.deleteMessage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.moderation.warn': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.moderation.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.moderation.infraction': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.users.block': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.users.unblock': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.integrationTokens.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.integrationTokens.rotate': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'tokenId': ParamValue} }
    'api.store.webhooks.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.webhooks.deliveries.resend': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'deliveryId': ParamValue} }
    'api.store.webhooks.rotate': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'webhookId': ParamValue} }
    'api.store.webhooks.resume': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'webhookId': ParamValue} }
    'api.store.webhooks.test': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'webhookId': ParamValue} }
    'subscribe': { paramsTuple?: []; params?: {} }
    'unsubscribe': { paramsTuple?: []; params?: {} }
  }
  DELETE: {
    'api.tokens.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.agenda.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.garage.vehicle.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.satda.proveedor.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.productImages.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.apiToken.revoke': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.advisers.invitations.cancel': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'invitationId': ParamValue} }
    'api.requestDetailAvailability.unmark': { paramsTuple: [ParamValue]; params: {'detailId': ParamValue} }
    'api.quotationDetails.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.addresses.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.billing.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.chat.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.npsRatings.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.integrationTokens.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'tokenId': ParamValue} }
    'api.store.webhooks.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'webhookId': ParamValue} }
  }
  PATCH: {
    'api.users.viewMode': { paramsTuple?: []; params?: {} }
    'api.users.notificationPreferences': { paramsTuple?: []; params?: {} }
    'api.agenda.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.garage.vehicle.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.productImages.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.config.dataBankConfig': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.apiToken.generate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.advisers.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'adviserId': ParamValue} }
    'api.buyerRequests.close': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.brandGroupRequests.store': { paramsTuple?: []; params?: {} }
    'api.quotations.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.quotationDetails.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.addresses.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.billing.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.orders.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.sales.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.queueNotifications.markAllAsDone': { paramsTuple?: []; params?: {} }
    'api.queueNotifications.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff.users.flags': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.integrationTokens.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'tokenId': ParamValue} }
    'api.store.webhooks.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'webhookId': ParamValue} }
  }
  PUT: {
    'api.store.config.data': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.config.market': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.config.shipping': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.store.config.payments': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}
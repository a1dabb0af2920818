/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  drive: {
    fs: {
      serve: typeof routes['drive.fs.serve']
    }
  }
  api: {
    openapi: typeof routes['api.openapi']
    zones: {
      index: typeof routes['api.zones.index']
      show: typeof routes['api.zones.show']
    }
    uploads: {
      image: typeof routes['api.uploads.image']
    }
    authenticationCode: {
      store: typeof routes['api.authenticationCode.store']
      validateAndAssign: typeof routes['api.authenticationCode.validateAndAssign']
    }
    sessionControlData: typeof routes['api.sessionControlData']
    tokens: {
      store: typeof routes['api.tokens.store']
      index: typeof routes['api.tokens.index']
      destroy: typeof routes['api.tokens.destroy']
    }
    users: {
      viewMode: typeof routes['api.users.viewMode']
      notificationPreferences: typeof routes['api.users.notificationPreferences']
    }
    agenda: {
      index: typeof routes['api.agenda.index']
      store: typeof routes['api.agenda.store']
      update: typeof routes['api.agenda.update']
      destroy: typeof routes['api.agenda.destroy']
    }
    catalog: {
      vehicleBrands: typeof routes['api.catalog.vehicleBrands']
      verifyVin: typeof routes['api.catalog.verifyVin']
    }
    garage: {
      vehicle: {
        getVehicleForLicensePlate: typeof routes['api.garage.vehicle.getVehicleForLicensePlate']
        index: typeof routes['api.garage.vehicle.index']
        store: typeof routes['api.garage.vehicle.store']
        count: typeof routes['api.garage.vehicle.count']
        update: typeof routes['api.garage.vehicle.update']
        destroy: typeof routes['api.garage.vehicle.destroy']
      }
    }
    satda: {
      proveedor: {
        index: typeof routes['api.satda.proveedor.index']
        store: typeof routes['api.satda.proveedor.store']
        destroy: typeof routes['api.satda.proveedor.destroy']
      }
    }
    productImages: {
      lookup: typeof routes['api.productImages.lookup']
      index: typeof routes['api.productImages.index']
      report: typeof routes['api.productImages.report']
      myUploads: typeof routes['api.productImages.myUploads']
      store: typeof routes['api.productImages.store']
      many: typeof routes['api.productImages.many']
      update: typeof routes['api.productImages.update']
      destroy: typeof routes['api.productImages.destroy']
    }
    store: {
      shippingCostRulesAndDiscounts: typeof routes['api.store.shippingCostRulesAndDiscounts']
      config: {
        data: typeof routes['api.store.config.data']
        market: typeof routes['api.store.config.market']
        shipping: typeof routes['api.store.config.shipping']
        payments: typeof routes['api.store.config.payments']
        dataBankConfig: typeof routes['api.store.config.dataBankConfig']
        requestGoActivation: typeof routes['api.store.config.requestGoActivation']
      }
      apiToken: {
        generate: typeof routes['api.store.apiToken.generate']
        revoke: typeof routes['api.store.apiToken.revoke']
      }
      advisers: typeof routes['api.store.advisers'] & {
        index: typeof routes['api.store.advisers.index']
        update: typeof routes['api.store.advisers.update']
        invitations: {
          index: typeof routes['api.store.advisers.invitations.index']
          store: typeof routes['api.store.advisers.invitations.store']
          resend: typeof routes['api.store.advisers.invitations.resend']
          cancel: typeof routes['api.store.advisers.invitations.cancel']
        }
      }
      integrationTokens: {
        index: typeof routes['api.store.integrationTokens.index']
        store: typeof routes['api.store.integrationTokens.store']
        update: typeof routes['api.store.integrationTokens.update']
        rotate: typeof routes['api.store.integrationTokens.rotate']
        destroy: typeof routes['api.store.integrationTokens.destroy']
        calls: typeof routes['api.store.integrationTokens.calls']
      }
      webhooks: {
        index: typeof routes['api.store.webhooks.index']
        store: typeof routes['api.store.webhooks.store']
        deliveries: typeof routes['api.store.webhooks.deliveries'] & {
          resend: typeof routes['api.store.webhooks.deliveries.resend']
        }
        update: typeof routes['api.store.webhooks.update']
        destroy: typeof routes['api.store.webhooks.destroy']
        rotate: typeof routes['api.store.webhooks.rotate']
        resume: typeof routes['api.store.webhooks.resume']
        test: typeof routes['api.store.webhooks.test']
      }
    }
    quotationRequest: {
      store: typeof routes['api.quotationRequest.store']
    }
    buyerRequests: {
      index: typeof routes['api.buyerRequests.index']
      close: typeof routes['api.buyerRequests.close']
    }
    vendor: {
      countPending: typeof routes['api.vendor.countPending']
      countSalesOpportunities: typeof routes['api.vendor.countSalesOpportunities']
      discard: typeof routes['api.vendor.discard']
      discards: typeof routes['api.vendor.discards']
      saveProcessObservation: typeof routes['api.vendor.saveProcessObservation']
      quotations: typeof routes['api.vendor.quotations']
    }
    vendorRequestDetail: {
      show: typeof routes['api.vendorRequestDetail.show']
      vehicleWithCatalog: typeof routes['api.vendorRequestDetail.vehicleWithCatalog']
    }
    brandGroupRequests: {
      store: typeof routes['api.brandGroupRequests.store']
    }
    requestDetailAvailability: {
      mark: typeof routes['api.requestDetailAvailability.mark']
      unmark: typeof routes['api.requestDetailAvailability.unmark']
    }
    quotations: {
      store: typeof routes['api.quotations.store']
      update: typeof routes['api.quotations.update']
      close: typeof routes['api.quotations.close'] & {
        tokenAlias: typeof routes['api.quotations.close.tokenAlias']
      }
      serviceCosts: typeof routes['api.quotations.serviceCosts']
    }
    quotationDetails: {
      update: typeof routes['api.quotationDetails.update']
      destroy: typeof routes['api.quotationDetails.destroy']
    }
    buyerIgnores: {
      store: typeof routes['api.buyerIgnores.store']
    }
    vendorRatings: {
      index: typeof routes['api.vendorRatings.index']
    }
    salesOpportunities: {
      index: typeof routes['api.salesOpportunities.index']
      indicators: typeof routes['api.salesOpportunities.indicators']
      count: typeof routes['api.salesOpportunities.count']
    }
    addresses: {
      index: typeof routes['api.addresses.index']
      store: typeof routes['api.addresses.store']
      update: typeof routes['api.addresses.update']
      destroy: typeof routes['api.addresses.destroy']
    }
    billing: {
      index: typeof routes['api.billing.index']
      store: typeof routes['api.billing.store']
      update: typeof routes['api.billing.update']
      destroy: typeof routes['api.billing.destroy']
    }
    checkoutRecords: {
      show: typeof routes['api.checkoutRecords.show']
    }
    checkout: {
      createNewOrder: typeof routes['api.checkout.createNewOrder']
      createPaymentLink: typeof routes['api.checkout.createPaymentLink']
    }
    payments: {
      mercadopago: {
        webhook: typeof routes['api.payments.mercadopago.webhook']
      }
    }
    orders: {
      index: typeof routes['api.orders.index']
      show: typeof routes['api.orders.show']
      status: typeof routes['api.orders.status']
    }
    sales: {
      index: typeof routes['api.sales.index']
      show: typeof routes['api.sales.show']
      status: typeof routes['api.sales.status']
    }
    infractions: {
      store: typeof routes['api.infractions.store']
      evidence: typeof routes['api.infractions.evidence']
      index: typeof routes['api.infractions.index']
      show: typeof routes['api.infractions.show']
      evidenceFile: typeof routes['api.infractions.evidenceFile']
    }
    queueNotifications: {
      index: typeof routes['api.queueNotifications.index']
      countNotifications: typeof routes['api.queueNotifications.countNotifications']
      countNotificationsCart: typeof routes['api.queueNotifications.countNotificationsCart']
      countPendingMessages: typeof routes['api.queueNotifications.countPendingMessages']
      markAllAsDone: typeof routes['api.queueNotifications.markAllAsDone']
      markAsDone: typeof routes['api.queueNotifications.markAsDone'] & {
        tokenAlias: typeof routes['api.queueNotifications.markAsDone.tokenAlias']
      }
      countByTopic: typeof routes['api.queueNotifications.countByTopic']
      update: typeof routes['api.queueNotifications.update']
    }
    chat: {
      index: typeof routes['api.chat.index']
      store: typeof routes['api.chat.store']
      markRead: typeof routes['api.chat.markRead']
      participants: typeof routes['api.chat.participants']
      contactFlags: typeof routes['api.chat.contactFlags']
      detection: typeof routes['api.chat.detection']
      groups: typeof routes['api.chat.groups']
      file: typeof routes['api.chat.file']
      destroy: typeof routes['api.chat.destroy']
    }
    indicators: {
      efficiency: typeof routes['api.indicators.efficiency']
      discards: typeof routes['api.indicators.discards']
      buyerDiscards: typeof routes['api.indicators.buyerDiscards']
      response: typeof routes['api.indicators.response']
    }
    npsRatings: {
      index: typeof routes['api.npsRatings.index']
      store: typeof routes['api.npsRatings.store']
      detailedRecords: typeof routes['api.npsRatings.detailedRecords']
      pending: typeof routes['api.npsRatings.pending']
      hideNpsFormModal1H: typeof routes['api.npsRatings.hideNpsFormModal1h']
      destroy: typeof routes['api.npsRatings.destroy']
    }
    reports: {
      completeAnalytics: typeof routes['api.reports.completeAnalytics']
    }
    analyticsExcel: {
      store: typeof routes['api.analyticsExcel.store']
      open: typeof routes['api.analyticsExcel.open']
      show: typeof routes['api.analyticsExcel.show']
      download: typeof routes['api.analyticsExcel.download']
    }
  }
  apiDocs: typeof routes['apiDocs']
  home: typeof routes['home']
  legal: {
    terms: typeof routes['legal.terms']
  }
  dev: {
    outbox: typeof routes['dev.outbox'] & {
      latest: typeof routes['dev.outbox.latest']
      html: typeof routes['dev.outbox.html']
    }
  }
  users: {
    login: typeof routes['users.login']
    register: typeof routes['users.register']
    loginAjax: typeof routes['users.loginAjax']
    logInWithCode: typeof routes['users.logInWithCode']
    registerAjax: typeof routes['users.registerAjax']
    logout: typeof routes['users.logout']
    passwordRecovery: typeof routes['users.passwordRecovery']
    resetPassword: typeof routes['users.resetPassword'] & {
      show: typeof routes['users.resetPassword.show']
    }
    verifyEmail: typeof routes['users.verifyEmail']
    notifications: typeof routes['users.notifications']
    unsubscribe: typeof routes['users.unsubscribe'] & {
      oneClick: typeof routes['users.unsubscribe.oneClick']
    }
  }
  garage: {
    page: typeof routes['garage.page']
  }
  stores: {
    register: typeof routes['stores.register'] & {
      store: typeof routes['stores.register.store']
    }
    config: typeof routes['stores.config']
    adviserInvitation: {
      show: typeof routes['stores.adviserInvitation.show']
      accept: typeof routes['stores.adviserInvitation.accept']
    }
    productImages: typeof routes['stores.productImages']
    show: typeof routes['stores.show']
  }
  staff: {
    stores: {
      index: typeof routes['staff.stores.index']
      activate: typeof routes['staff.stores.activate']
    }
    reports: {
      analytics: typeof routes['staff.reports.analytics']
    }
    records: {
      requests: typeof routes['staff.records.requests']
      quotations: typeof routes['staff.records.quotations']
      orders: typeof routes['staff.records.orders']
    }
    brandRequests: {
      index: typeof routes['staff.brandRequests.index']
      approve: typeof routes['staff.brandRequests.approve']
      reject: typeof routes['staff.brandRequests.reject']
    }
    panel: {
      index: typeof routes['staff.panel.index']
    }
    log: {
      index: typeof routes['staff.log.index']
    }
    moderation: {
      index: typeof routes['staff.moderation.index']
      show: typeof routes['staff.moderation.show']
      attachment: typeof routes['staff.moderation.attachment']
      dismiss: typeof routes['staff.moderation.dismiss']
      deleteMessage: typeof routes['staff.moderation.deleteMessage']
      warn: typeof routes['staff.moderation.warn']
      suspend: typeof routes['staff.moderation.suspend']
      infraction: typeof routes['staff.moderation.infraction']
    }
    infractions: {
      index: typeof routes['staff.infractions.index']
      show: typeof routes['staff.infractions.show']
    }
    users: {
      index: typeof routes['staff.users.index']
      flags: typeof routes['staff.users.flags']
      block: typeof routes['staff.users.block']
      unblock: typeof routes['staff.users.unblock']
    }
    index: typeof routes['staff.index']
  }
  quotations: {
    wizard: typeof routes['quotations.wizard']
    pdf: typeof routes['quotations.pdf']
  }
  index: typeof routes['index']
  indexParams: typeof routes['indexParams']
  quotationRequestDetailPage: typeof routes['QuotationRequestDetailPage']
  quotationRequestDetailCustomer: typeof routes['QuotationRequestDetailCustomer']
  salesOportunities: typeof routes['salesOportunities']
  payments: {
    local: {
      show: typeof routes['payments.local.show']
      pay: typeof routes['payments.local.pay']
    }
  }
  purchases: {
    index: typeof routes['purchases.index']
    show: typeof routes['purchases.show']
  }
  sales: {
    index: typeof routes['sales.index']
    show: typeof routes['sales.show']
  }
  moderation: {
    storeInfractions: typeof routes['moderation.storeInfractions']
  }
  reports: {
    export: typeof routes['reports.export']
  }
  eventStream: typeof routes['event_stream']
  subscribe: typeof routes['subscribe']
  unsubscribe: typeof routes['unsubscribe']
}

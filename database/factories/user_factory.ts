import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import User from '#users/models/user'
import { LocalizationZoneFactory } from '#database/factories/localization_zone_factory'
import { mobileFor, personName, RUN, sequence } from '#database/factories/helpers'

/** Password of every factory user (hashed by the model on save). */
export const FACTORY_PASSWORD = 'secret1234'

/**
 * Users: a verified Colombian buyer by default (unique e-mail and 10-digit mobile starting
 * with 3). States: vendor, admin, moduleManager, unverified, deactivated.
 */
export const UserFactory = factory
  .define(User, () => {
    const n = sequence()
    return {
      fullName: personName(n),
      email: `usuario${n}.r${RUN}@example.test`,
      countryCode: 'CO',
      mobile: mobileFor(n),
      password: FACTORY_PASSWORD,
      userKind: 'buyer' as const,
      mobileVerified: true,
      emailVerified: false,
      conditionsAccepted: true,
      isVendor: false,
      isAdmin: false,
      manageGoModule: false,
      manageMessagesModule: false,
      manageMessageDeletion: false,
      manageInfractionsModule: false,
      showCustomerData: false,
      showCustomerDataMarketplace: false,
      infringementDetection: true,
      viewMode: 'cards' as const,
    }
  })
  .state('vendor', (user) => {
    user.isVendor = true
    user.userKind = 'vendor'
  })
  .state('admin', (user) => {
    user.isAdmin = true
    user.userKind = 'admin'
  })
  .state('moduleManager', (user) => {
    user.manageGoModule = true
    user.userKind = 'admin'
  })
  .state('unverified', (user) => {
    user.mobileVerified = false
  })
  .state('deactivated', (user) => {
    user.deactivatedAt = DateTime.now()
  })
  .relation('city', () => LocalizationZoneFactory)
  .build()

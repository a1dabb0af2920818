import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#users/models/user'

export interface StoreLink {
  storeId: number
  storeName: string
  storeUrl: string
  goModuleActive: boolean
  /** true when the user is an adviser of the store rather than its owner. */
  asAdviser: boolean
}

/** The user's city, or null without one (the relation's type says it is always there). */
function cityNameOf(user: User): string | null {
  return user.city?.fullName ?? null
}

/**
 * The session data of doc 1 §3 (core user and client-side current user), shared with every
 * page and answered by the session-control call.
 */
export default class SessionUserTransformer extends BaseTransformer<{
  user: User
  store: StoreLink | null
}> {
  /**
   * A user just created is not read back: the columns left to their database default are
   * `undefined` on the model, and the JSON says the default.
   */
  toObject() {
    const { user, store } = this.resource
    return {
      id: user.id,
      isGuest: false as const,
      email: user.email,
      mobile: user.mobile,
      fullName: user.fullName,
      cityId: user.cityId ?? null,
      cityName: cityNameOf(user),
      address: user.address ?? null,
      userKind: user.userKind,
      storeName: store?.storeName ?? null,
      storeId: store?.storeId ?? null,
      storeUrl: store?.storeUrl ?? null,
      isVendor: user.isVendor ?? false,
      isAdmin: user.isAdmin ?? false,
      manageMessagesModule: user.manageMessagesModule ?? false,
      manageMessageDeletion: user.manageMessageDeletion ?? false,
      manageInfractionsModule: user.manageInfractionsModule ?? false,
      manageGoModule: user.manageGoModule ?? false,
      showCustomerData: user.showCustomerData ?? false,
      showCustomerDataMarketplace: user.showCustomerDataMarketplace ?? false,
      storeByAdviser: store?.asAdviser ? store.storeId : null,
      hasGoModuleAdministration: store?.goModuleActive ?? false,
      mobileVerified: user.mobileVerified ?? false,
      emailVerified: user.emailVerified ?? false,
      viewMode: user.viewMode ?? 'cards',
    }
  }
}

export type SessionUser = ReturnType<SessionUserTransformer['toObject']>

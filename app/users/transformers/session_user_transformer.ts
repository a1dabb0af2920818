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
  toObject() {
    const { user, store } = this.resource
    return {
      id: user.id,
      isGuest: false as const,
      email: user.email,
      mobile: user.mobile,
      fullName: user.fullName,
      cityId: user.cityId,
      cityName: cityNameOf(user),
      address: user.address,
      userKind: user.userKind,
      storeName: store?.storeName ?? null,
      storeId: store?.storeId ?? null,
      storeUrl: store?.storeUrl ?? null,
      isVendor: user.isVendor,
      isAdmin: user.isAdmin,
      manageMessagesModule: user.manageMessagesModule,
      manageMessageDeletion: user.manageMessageDeletion,
      manageInfractionsModule: user.manageInfractionsModule,
      manageGoModule: user.manageGoModule,
      showCustomerData: user.showCustomerData,
      showCustomerDataMarketplace: user.showCustomerDataMarketplace,
      storeByAdviser: store?.asAdviser ? store.storeId : null,
      hasGoModuleAdministration: store?.goModuleActive ?? false,
      mobileVerified: user.mobileVerified,
      emailVerified: user.emailVerified,
      viewMode: user.viewMode,
    }
  }
}

export type SessionUser = ReturnType<SessionUserTransformer['toObject']>

import { BaseTransformer } from '@adonisjs/core/transformers'
import type Store from '#stores/models/store'

/**
 * A pending store as staff review it: the business, its tax id, city and WhatsApp, and its
 * owner with whether their e-mail is verified (the verification link of the sign-up).
 */
export default class PendingStoreTransformer extends BaseTransformer<Store> {
  toObject() {
    const store = this.resource
    return {
      id: store.id,
      name: store.name,
      urlPath: store.urlPath,
      taxId: store.taxId,
      city: store.city?.fullName ?? null,
      mobile: store.mobileNumber,
      createdAt: store.createdAt.toISO(),
      /** When the owner asked for the activation ('Solicitó activación el …'), or null. */
      activationRequestedAt: store.goActivationRequestedAt?.toISO() ?? null,
      owner: {
        fullName: store.owner?.fullName ?? '',
        email: store.owner?.email ?? null,
        emailVerified: store.owner?.emailVerified ?? false,
      },
    }
  }
}

import logger from '@adonisjs/core/services/logger'
import type { JobOptions } from '@adonisjs/queue/types'
import { absoluteUrl } from '#core/country/urls'
import { COUNTRIES, type CountryCode } from '#core/country/country'
import User from '#users/models/user'
import Store from '#stores/models/store'
import { messageJobOptions } from '#notifications/jobs/message_job_options'
import { MessageJob } from '#notifications/jobs/message_job'
import {
  storeActivationEmail,
  storeActivationWhatsApp,
} from '#notifications/rules/store_activation_notice'

export interface StoreActivationPayload {
  storeId: number
  userId: number
  serviceCostPercent: number
  serviceCost: number
  /** The store's Pendientes (relative). */
  url: string
  dedupeKey: string
}

/**
 * Tells a store's owner by WhatsApp (verified number) and e-mail that its GO module is active,
 * each channel once per delivery key (MessageJob).
 */
export default class SendStoreActivation extends MessageJob<StoreActivationPayload> {
  static options: JobOptions = messageJobOptions('SendStoreActivation')

  async execute() {
    const { storeId, userId } = this.payload
    const [store, user] = await Promise.all([Store.find(storeId), User.find(userId)])
    if (!store || !user || user.isDeactivated) return
    const country = COUNTRIES[(store.countryCode as CountryCode) ?? 'CO'] ?? COUNTRIES.CO
    const summary = {
      storeName: store.name,
      ownerName: user.fullName,
      serviceCostPercent: this.payload.serviceCostPercent,
      serviceCost: this.payload.serviceCost,
      currency: country.currency,
      locale: country.locale,
      link: absoluteUrl(store.countryCode, this.payload.url),
    }
    await this.deliver(user, {
      whatsapp: () => storeActivationWhatsApp(summary),
      email: () => storeActivationEmail(summary),
      kind: 'essential',
      log: [{ storeId, userId }, 'notifications: could not tell a store it was activated'],
      noneSent: `No message reached user ${userId} about the activation of store ${storeId}`,
    })
  }

  async failed(error: Error) {
    logger.error({ err: error, ...this.payload }, 'notifications: gave up telling an activation')
  }
}

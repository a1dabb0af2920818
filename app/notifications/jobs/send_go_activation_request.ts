import logger from '@adonisjs/core/services/logger'
import type { JobOptions } from '@adonisjs/queue/types'
import { absoluteUrl } from '#core/country/urls'
import User from '#users/models/user'
import Store from '#stores/models/store'
import { messageJobOptions } from '#notifications/jobs/message_job_options'
import { MessageJob } from '#notifications/jobs/message_job'
import {
  goActivationRequestEmail,
  goActivationRequestWhatsApp,
} from '#notifications/rules/go_activation_request_notice'

export interface GoActivationRequestPayload {
  storeId: number
  userId: number
  /** The staff page of pending stores (relative). */
  url: string
  dedupeKey: string
}

/**
 * Tells one staff member by e-mail that a pending store asked for its GO module's activation,
 * once per delivery key (MessageJob). E-mail only: the recipient is handed without a mobile, so
 * no WhatsApp message goes to staff.
 */
export default class SendGoActivationRequest extends MessageJob<GoActivationRequestPayload> {
  static options: JobOptions = messageJobOptions('SendGoActivationRequest')

  async execute() {
    const { storeId, userId } = this.payload
    const [store, user] = await Promise.all([Store.find(storeId), User.find(userId)])
    if (!store || !user || user.isDeactivated) return
    const owner = await User.find(store.userId)
    const summary = {
      storeName: store.name,
      ownerName: owner?.fullName ?? '',
      staffName: user.fullName,
      // the staff page lists the pending stores of the host's country: the store's site
      link: absoluteUrl(store.countryCode, this.payload.url),
    }
    const recipient = {
      email: user.email,
      countryCode: user.countryCode,
      mobile: null,
      mobileVerified: false,
    }
    await this.deliver(recipient, {
      whatsapp: () => goActivationRequestWhatsApp(summary),
      email: () => goActivationRequestEmail(summary),
      kind: 'essential',
      log: [{ storeId, userId }, 'notifications: could not tell staff of an activation request'],
      noneSent: `No e-mail reached user ${userId} about the activation request of store ${storeId}`,
    })
  }

  async failed(error: Error) {
    logger.error({ err: error, ...this.payload }, 'notifications: gave up telling staff a request')
  }
}

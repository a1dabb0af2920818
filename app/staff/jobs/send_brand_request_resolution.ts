import logger from '@adonisjs/core/services/logger'
import type { JobOptions } from '@adonisjs/queue/types'
import { absoluteUrl } from '#core/country/urls'
import User from '#users/models/user'
import Store from '#stores/models/store'
import { messageJobOptions } from '#notifications/jobs/message_job_options'
import { MessageJob } from '#notifications/jobs/message_job'
import {
  brandRequestEmail,
  brandRequestWhatsApp,
  type BrandRequestDecision,
  type BrandRequestNoticeSummary,
} from '#staff/rules/brand_request_notice'

export interface BrandRequestResolutionPayload {
  brandRequestId: number
  storeId: number
  userId: number
  decision: BrandRequestDecision
  brands: string[]
  note: string | null
  /** The store's Pendientes (relative). */
  url: string
  dedupeKey: string
}

/**
 * Tells one of a store's people (owner or adviser) by e-mail that staff approved or rejected
 * its brand request, once per delivery key (MessageJob of notifications). An 'essential' notice
 * (it answers something the store asked); WhatsApp is turned off for it (rules/brand_requests.ts).
 */
export default class SendBrandRequestResolution extends MessageJob<BrandRequestResolutionPayload> {
  static options: JobOptions = messageJobOptions('SendBrandRequestResolution')

  async execute() {
    const { storeId, userId, brandRequestId } = this.payload
    const [store, user] = await Promise.all([Store.find(storeId), User.find(userId)])
    if (!store || !user || user.isDeactivated) return
    const summary: BrandRequestNoticeSummary = {
      decision: this.payload.decision,
      storeName: store.name,
      brands: this.payload.brands,
      note: this.payload.note,
      recipientName: user.fullName,
      link: absoluteUrl(store.countryCode, this.payload.url),
    }
    await this.deliver(user, {
      whatsapp: () => brandRequestWhatsApp(summary),
      email: () => brandRequestEmail(summary),
      kind: 'essential',
      channels: { whatsapp: false },
      log: [{ brandRequestId, userId }, 'staff: could not tell a store about its brand request'],
      noneSent: `No message reached user ${userId} about brand request ${brandRequestId}`,
    })
  }

  async failed(error: Error) {
    logger.error({ err: error, ...this.payload }, 'staff: gave up telling a brand request')
  }
}

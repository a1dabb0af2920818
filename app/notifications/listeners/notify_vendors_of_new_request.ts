import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type QuotationRequestCreated from '#quotations/events/quotation_request_created'
import EligibleVendorsQuery from '#quotations/queries/eligible_vendors_query'
import QuotationRequest from '#quotations/models/quotation_request'
import NotificationPush from '#notifications/services/notification_push'
import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'
import { NOTIFICATION_MESSAGES as M } from '#notifications/rules/messages'
import { vehicleLabel } from '#notifications/rules/new_request_summary'
import SendNewRequestToVendor, {
  vendorRequestPath,
} from '#notifications/jobs/send_new_request_to_vendor'

/**
 * A new request reaches every vendor user who may quote it (EligibleVendorsQuery: store owners
 * and active advisers of the stores whose Pendientes it enters) as:
 * - one queue notification each, topic 'QR.newQuotationRequest.', url the request detail page,
 *   written in one multi-row INSERT;
 * - the new counts on each one's channel `users/{id}/notifications` (one grouped query);
 * - one background job each (dispatched as one batch) that sends the WhatsApp message and the
 *   e-mail, so the buyer's submit never waits on outside services.
 * A user who is owner or adviser of two eligible stores is told once. Nothing here may fail the
 * buyer's submit (the request is already saved): failures are logged.
 */
@inject()
export default class NotifyVendorsOfNewRequest {
  constructor(
    private eligible: EligibleVendorsQuery,
    private push: NotificationPush
  ) {}

  async handle(event: QuotationRequestCreated) {
    try {
      return await this.notify(event.requestId)
    } catch (error) {
      logger.error(
        { err: error, requestId: event.requestId },
        'notifications: could not notify the vendors of a new request'
      )
      return []
    }
  }

  /** The vendor user ids told (one each). */
  async notify(requestId: number): Promise<number[]> {
    const vendors = await this.eligible.handle(requestId)
    const userIds = [...new Set(vendors.map((vendor) => vendor.userId))]
    if (userIds.length === 0) return []

    const request = await QuotationRequest.query().where('id', requestId).preload('brand').first()
    if (!request) return []
    const url = vendorRequestPath(request.id)
    const message = M.newRequest(
      request.code,
      vehicleLabel({
        brand: request.brand?.name ?? null,
        model: request.vehicleModel,
        year: request.vehicleYear,
      })
    )
    const now = DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
    const payload = JSON.stringify({ quotationRequestId: request.id, code: request.code })
    await db.table('queue_notifications').multiInsert(
      userIds.map((userId) => ({
        user_id: userId,
        topic: NOTIFICATION_TOPICS.newQuotationRequest,
        message,
        url,
        payload,
        read_at: null,
        done_at: null,
        created_at: now,
      }))
    )
    await this.push.countsChanged(userIds).catch((error) => {
      logger.error({ err: error, requestId }, 'notifications: could not push the new counts')
    })

    try {
      await SendNewRequestToVendor.dispatchMany(
        userIds.map((userId) => ({ requestId: request.id, userId }))
      ).run()
    } catch (error) {
      logger.error(
        { err: error, requestId },
        'notifications: could not queue the messages to the vendors of a new request'
      )
    }
    return userIds
  }
}

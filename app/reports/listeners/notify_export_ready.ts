import { inject } from '@adonisjs/core'
import type { OutboxEvent } from '#core/outbox/outbox'
import NotificationPush from '#notifications/services/notification_push'
import { notifyRecipients } from '#notifications/services/notify_recipients'
import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'
import { EXPORT_MESSAGES as M, type ReportExportReadyPayload } from '#reports/rules/export_status'
import { exportPagePath } from '#reports/transformers/report_export_transformer'

/**
 * An Excel export is ready (outbox event REPORT_EXPORT_READY, BuildExportFile): its requester
 * gets one in-app notification (topic 'REPORT.exportReady.', url the export's page, where the
 * download is; opening it marks it done) and the new counts on their bell. No WhatsApp or e-mail:
 * the person is at the page that asked for it, or comes back to the bell. Keyed on the event, so
 * a second delivery tells nobody twice.
 */
@inject()
export default class NotifyExportReady {
  constructor(private push: NotificationPush) {}

  async handle(event: OutboxEvent<ReportExportReadyPayload>) {
    const { exportId, userId, rows } = event.payload
    return notifyRecipients(this.push, {
      userIds: [userId],
      key: `report-export:${event.id}`,
      topic: NOTIFICATION_TOPICS.reportExportReady,
      message: M.ready(rows),
      url: exportPagePath(exportId),
      payload: { exportId, rows },
      logContext: { exportId },
      logScope: 'reports',
    })
  }
}

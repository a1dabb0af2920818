import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { apiSerializer } from '#core/services/api_serializer'
import { BusinessError } from '#core/errors'
import NotificationsListQuery from '#notifications/queries/notifications_list_query'
import NotificationCountsQuery from '#notifications/queries/notification_counts_query'
import MarkNotificationsDone from '#notifications/actions/mark_notifications_done'
import QueueNotificationTransformer from '#notifications/transformers/queue_notification_transformer'
import {
  listNotificationsValidator,
  markAllValidator,
  topicValidator,
  updateNotificationValidator,
} from '#notifications/validators/queue_notifications'
import { NOTIFICATION_MESSAGES as M } from '#notifications/rules/messages'
import { isValidTopic } from '#notifications/rules/topics'

/**
 * The queue-notification API of doc 1 §7, for the signed-in user only: a notification of
 * somebody else answers 404 as a missing one does.
 */
export default class QueueNotificationsController {
  /**
   * `{ data, metadata: { count, page, pageSize } }`; zero-based page, 30 rows by default.
   *
   * @summary Lista las notificaciones del usuario
   */
  @inject()
  async index({ request, auth }: HttpContext, query: NotificationsListQuery) {
    const input = await request.validateUsing(listNotificationsValidator)
    const result = await query.list(auth.getUserOrFail().id, input)
    return apiSerializer.serialize(
      QueueNotificationTransformer.paginate(result.rows, {
        total: result.count,
        page: result.page,
        pageSize: result.pageSize,
      })
    )
  }

  /**
   * POST …/{id}/markAsDone: `{ message, data }` with the notification, now done and read.
   *
   * @summary Marca una notificación como atendida
   */
  @inject()
  async markAsDone({ params, auth }: HttpContext, action: MarkNotificationsDone) {
    const notification = await action.one(auth.getUserOrFail().id, Number(params.id))
    const body = await apiSerializer.serialize(QueueNotificationTransformer.transform(notification))
    return { message: M.markedDone, ...body }
  }

  /**
   * GET …/{id}/markAsDone: the same, for bearer tokens only (see the routes).
   *
   * @summary Marca una notificación como atendida desde un enlace firmado
   */
  @inject()
  async markAsDoneWithToken(ctx: HttpContext, action: MarkNotificationsDone) {
    if (ctx.auth.authenticatedViaGuard !== 'api') {
      ctx.response.header('Allow', 'POST')
      return ctx.response.methodNotAllowed({
        message: M.postToMarkDone,
        errors: [{ message: M.postToMarkDone }],
      })
    }
    return this.markAsDone(ctx, action)
  }

  /**
   * PATCH …/{id} with `{ read?, done? }`: `{ data }` with the notification.
   *
   * @summary Modifica una notificación
   */
  @inject()
  async update({ params, request, auth }: HttpContext, action: MarkNotificationsDone) {
    const change = await request.validateUsing(updateNotificationValidator)
    if (change.read === undefined && change.done === undefined) {
      throw new BusinessError(M.changeRequired, 422, {}, 'done')
    }
    const notification = await action.one(auth.getUserOrFail().id, Number(params.id), change)
    return apiSerializer.serialize(QueueNotificationTransformer.transform(notification))
  }

  /**
   * PATCH …/markAllAsDone?type=…&typeUser=… (the query string as the spec sends it; a JSON body
   * with the same keys also works): `{ message, data: { count } }`, the rows changed.
   *
   * @summary Marca todas las notificaciones como atendidas
   */
  @inject()
  async markAllAsDone({ request, auth }: HttpContext, action: MarkNotificationsDone) {
    const { type, typeUser } = await request.validateUsing(markAllValidator, {
      data: { ...request.body(), ...request.qs() },
    })
    const topic = type && type !== 'all' ? type : undefined
    if (topic !== undefined && !isValidTopic(topic)) {
      throw new BusinessError(M.badTopic, 422, {}, 'type')
    }
    const count = await action.all(auth.getUserOrFail().id, { type: topic, typeUser })
    return { message: M.allMarkedDone, data: { count } }
  }

  /**
   * GET …/{topic}/countByTopic: `{ data: { topic, count } }` (pending of the topic family).
   *
   * @summary Cuenta las notificaciones pendientes de un tema
   */
  @inject()
  async countByTopic({ params, auth }: HttpContext, counts: NotificationCountsQuery) {
    const { topic } = await topicValidator.validate({ topic: params.topic })
    return { data: { topic, count: await counts.byTopic(auth.getUserOrFail().id, topic) } }
  }

  /**
   * GET …/countNotifications: `{ data: { count } }`, every pending notification.
   *
   * @summary Cuenta las notificaciones pendientes
   */
  @inject()
  async countNotifications({ auth }: HttpContext, counts: NotificationCountsQuery) {
    const { total } = await counts.forUser(auth.getUserOrFail().id)
    return { data: { count: total } }
  }

  /**
   * GET …/countNotificationsCart: `{ data: { count } }`, pending 'CART.' notifications.
   *
   * @summary Cuenta las notificaciones pendientes de compras
   */
  @inject()
  async countNotificationsCart({ auth }: HttpContext, counts: NotificationCountsQuery) {
    const { cart } = await counts.forUser(auth.getUserOrFail().id)
    return { data: { count: cart } }
  }

  /**
   * GET …/countPendingMessages: `{ data: { count } }`, pending 'QR.newMessage.'.
   *
   * @summary Cuenta los mensajes de chat sin leer
   */
  @inject()
  async countPendingMessages({ auth }: HttpContext, counts: NotificationCountsQuery) {
    const { messages } = await counts.forUser(auth.getUserOrFail().id)
    return { data: { count: messages } }
  }
}

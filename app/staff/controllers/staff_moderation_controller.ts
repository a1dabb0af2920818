import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { apiSerializer } from '#core/services/api_serializer'
import { missingRecord, orFail } from '#core/policies/decisions'
import ChatAttachments from '#chat/services/chat_attachments'
import { TRANSACTION_COLUMN } from '#chat/queries/conversation_query'
import ModerationQueueQuery from '#staff/queries/moderation_queue_query'
import ModerationItemTransformer from '#staff/transformers/moderation_item_transformer'
import ModerationMessageTransformer from '#staff/transformers/moderation_message_transformer'
import DismissModerationItem from '#staff/actions/dismiss_moderation_item'
import DeleteModeratedMessage from '#staff/actions/delete_moderated_message'
import WarnModeratedPerson from '#staff/actions/warn_moderated_person'
import SuspendChat from '#staff/actions/suspend_chat'
import RegisterModeratedInfraction from '#staff/actions/register_moderated_infraction'
import {
  moderatedInfractionValidator,
  moderationAttachmentValidator,
  moderationIdValidator,
  moderationListValidator,
  suspendValidator,
  warnValidator,
} from '#staff/validators/moderation'
import { STAFF_MODERATION_MESSAGES as M } from '#staff/rules/staff_messages'
import type { StaffArea } from '#users/rules/staff_abilities'

/**
 * The staff's moderation queue (issue 23; doc 1 §1 "moderate chats", §2, §6), area 'moderation'
 * (StaffPolicy: 404 for non-staff, 403 for staff without the flag):
 *
 * - GET /staff/moderacion?estado&tipo&page (`staff.moderation.index`): the contact-data record
 *   as a queue, 20 a page from 1 — 'pendientes' oldest first (default), 'resueltos' newest
 *   resolution first; `tipo` blocked | confirmed | image_review.
 * - GET /staff/moderacion/{id} (`staff.moderation.show`): one item inside its conversation.
 * - GET /staff/moderacion/{id}/adjuntos/{messageId}/{index} (`staff.moderation.attachment`): a
 *   file of a message of that conversation (deleted ones too).
 * - POST /staff/moderacion/{id}/descartar | /eliminar (area 'deleteMessages' too) | /advertir
 *   `{ note? }` | /suspender `{ days }` | /infraccion `{ infraction_type, infraction_detail,
 *   notifyTheSeller? }` (area 'infractions' too): each resolves the item once — `{ message,
 *   data }`; an unknown item 404, bad input 422, an item already resolved 409.
 */
export default class StaffModerationController {
  @inject()
  async index({ inertia, request, bouncer, country }: HttpContext, query: ModerationQueueQuery) {
    await this.enter(bouncer, 'moderation')
    const input = await moderationListValidator.validate(request.qs())
    const state = input.estado ?? 'pendientes'
    const result = await query.list({
      countryCode: country.code,
      state,
      outcome: input.tipo,
      page: input.page ?? 1,
    })
    const items = await apiSerializer.serialize(
      ModerationItemTransformer.paginate(result.rows, {
        total: result.count,
        page: result.page,
        pageSize: result.pageSize,
      })
    )
    return inertia.render('staff/moderation', {
      items,
      filters: { estado: state, tipo: input.tipo ?? null },
    })
  }

  @inject()
  async show({ inertia, params, bouncer, country }: HttpContext, query: ModerationQueueQuery) {
    await this.enter(bouncer, 'moderation')
    const item = await this.item(params, country.code)
    const messages = await query.context(item)
    const [serialized, context] = await Promise.all([
      apiSerializer.serialize(ModerationItemTransformer.transform(item)),
      apiSerializer.serialize(ModerationMessageTransformer.transform(messages, item.id)),
    ])
    return inertia.render('staff/moderation_item', {
      item: serialized.data,
      messages: context.data,
    })
  }

  @inject()
  async attachment(
    { params, bouncer, country, response }: HttpContext,
    attachments: ChatAttachments
  ) {
    await this.enter(bouncer, 'moderation')
    const input = await moderationAttachmentValidator.validate(params)
    const item = await new ModerationQueueQuery().find(input.id, country.code)
    if (!item) throw missingRecord()
    const row = await db
      .from('chat_messages')
      .where('id', input.messageId)
      .where(TRANSACTION_COLUMN[item.kind], item.transactionId)
      .where('store_id', item.store.id)
      .select('attached_file')
      .first()
    const files = row?.attached_file
      ? typeof row.attached_file === 'string'
        ? JSON.parse(row.attached_file)
        : row.attached_file
      : []
    const attached = files[input.index] as { type: string; url: string; name: string } | undefined
    return attachments.send(response, attached)
  }

  @inject()
  async dismiss({ params, bouncer, country, auth }: HttpContext, action: DismissModerationItem) {
    await this.enter(bouncer, 'moderation')
    const item = await this.item(params, country.code)
    await action.handle(auth.getUserOrFail(), item)
    return { message: M.dismissed, data: { id: item.id, resolution: 'dismissed' } }
  }

  @inject()
  async deleteMessage(
    { params, bouncer, country, auth }: HttpContext,
    action: DeleteModeratedMessage
  ) {
    await this.enter(bouncer, 'moderation')
    await this.enter(bouncer, 'deleteMessages')
    const item = await this.item(params, country.code)
    await action.handle(auth.getUserOrFail(), item)
    return { message: M.messageDeleted, data: { id: item.id, resolution: 'message_deleted' } }
  }

  @inject()
  async warn(
    { params, bouncer, country, auth, request }: HttpContext,
    action: WarnModeratedPerson
  ) {
    await this.enter(bouncer, 'moderation')
    const item = await this.item(params, country.code)
    const { note } = await request.validateUsing(warnValidator)
    await action.handle(auth.getUserOrFail(), item, note || null)
    return { message: M.warned, data: { id: item.id, resolution: 'warned' } }
  }

  @inject()
  async suspend({ params, bouncer, country, auth, request }: HttpContext, action: SuspendChat) {
    await this.enter(bouncer, 'moderation')
    const item = await this.item(params, country.code)
    const { days } = await request.validateUsing(suspendValidator)
    const { until, untilText } = await action.handle(auth.getUserOrFail(), item, days)
    return {
      message: M.suspended(untilText),
      data: { id: item.id, resolution: 'chat_suspended', until: until.toUTC().toISO() },
    }
  }

  @inject()
  async infraction(
    { params, bouncer, country, auth, request, response }: HttpContext,
    action: RegisterModeratedInfraction
  ) {
    await this.enter(bouncer, 'moderation')
    await this.enter(bouncer, 'infractions')
    const item = await this.item(params, country.code)
    const input = await request.validateUsing(moderatedInfractionValidator)
    const infraction = await action.handle(auth.getUserOrFail(), item, input)
    return response.created({
      message: M.infractionRegistered,
      data: { id: item.id, resolution: 'infraction_registered', infractionId: infraction.id },
    })
  }

  private async enter(bouncer: HttpContext['bouncer'], area: StaffArea) {
    await orFail(bouncer.with('StaffPolicy').execute('enter', area))
  }

  /** The item of the path, of the host's country; 404 otherwise. */
  private async item(params: Record<string, unknown>, countryCode: string) {
    const { id } = await moderationIdValidator.validate({ id: params.id })
    const item = await new ModerationQueueQuery().find(id, countryCode)
    if (!item) throw missingRecord()
    return item
  }
}

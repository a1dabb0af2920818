import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { DateTime } from 'luxon'
import { BusinessError } from '#core/errors'
import { pdfRenderer } from '#core/services/pdf_renderer'
import type User from '#users/models/user'
import ChatMessage from '#chat/models/chat_message'
import ChatAttachments from '#chat/services/chat_attachments'
import RegisterInfraction, { type InfractionInput } from '#moderation/actions/register_infraction'
import { EVIDENCE_FOLDER, EVIDENCE_PURPOSE } from '#moderation/actions/store_infraction_evidence'
import type { InfractionType } from '#moderation/rules/infractions'
import ModerationQueueQuery, { type ModerationRow } from '#staff/queries/moderation_queue_query'
import { ensureOpen, resolveModerationItem } from '#staff/actions/resolve_moderation_item'
import { moderationEvidenceHtml } from '#staff/rules/moderation_evidence'
import { conversationName } from '#staff/rules/moderation_notice'
import { STAFF_MODERATION_MESSAGES as M } from '#staff/rules/staff_messages'

export interface ModeratedInfractionInput {
  infraction_type: InfractionType
  infraction_detail: string
  notifyTheSeller?: boolean
}

/** At most this many bytes of the flagged image go into the evidence (a stored chat image is smaller). */
const IMAGE_MAX_BYTES = 8 * 1024 * 1024

async function bytesOf(contents: Buffer | NodeJS.ReadableStream) {
  if (Buffer.isBuffer(contents)) return contents
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of contents as AsyncIterable<Buffer | string>) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)
    size += buffer.length
    if (size > IMAGE_MAX_BYTES) return null
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * 'Registrar infracción' from the moderation queue (issue 23) for a store person's message: the
 * existing infraction flow (RegisterInfraction of the moderation module, as it is: the store, the
 * buyer and the code come from the conversation's transaction — the request with the store, the
 * quotation or the order —; 'Notificar al vendedor' tells the store's owner) with the message as
 * its evidence: the conversation around it printed as a PDF (rules/moderation_evidence.ts; a
 * flagged image inlined), stored as infraction evidence of this staff member (`uploads`, purpose
 * infraction_evidence) so the store reads it like any other. Then, in one transaction, the item
 * is resolved with the infraction's id and logged.
 *
 * RegisterInfraction commits on its own (it takes no transaction): if the item were resolved by
 * somebody else in between, the infraction stays and this answers 409.
 */
@inject()
export default class RegisterModeratedInfraction {
  constructor(
    private register: RegisterInfraction,
    private attachments: ChatAttachments
  ) {}

  async handle(staff: User, item: ModerationRow, input: ModeratedInfractionInput) {
    ensureOpen(item)
    if (item.writer.role !== 'store') throw new BusinessError(M.buyerHasNoInfraction, 422)
    const evidence = await this.evidence(staff, item)
    const link: Partial<InfractionInput> =
      item.kind === 'quotation'
        ? { quotation_id: item.transactionId }
        : item.kind === 'order'
          ? { cart_shopping_header_id: item.transactionId }
          : { quotation_request_id: item.transactionId, store_id: item.store.id }
    const infraction = await this.register.handle(staff, {
      infraction_type: input.infraction_type,
      infraction_detail: input.infraction_detail,
      infraction_file: evidence,
      notifyTheSeller: input.notifyTheSeller ?? false,
      ...link,
    })
    await db.transaction(async (trx) => {
      await resolveModerationItem(trx, staff, item, {
        resolution: 'infraction_registered',
        action: 'register_infraction',
        detail: { infractionId: infraction.id },
        after: {
          storeId: infraction.storeId,
          infractionType: infraction.infractionType,
          notifyTheSeller: infraction.notifyTheSeller,
        },
      })
    })
    return infraction
  }

  /** The conversation printed as a PDF, stored as this staff member's evidence: its key. */
  private async evidence(staff: User, item: ModerationRow) {
    const messages = await new ModerationQueueQuery().context(item)
    const html = moderationEvidenceHtml({
      countryCode: staff.countryCode,
      storeName: item.store.name,
      conversation: conversationName(item.kind, item.code),
      writer: { name: item.writer.name, role: item.writer.role },
      outcome: item.outcome,
      reasons: item.reasons,
      flaggedAt: item.createdAt,
      text: item.text,
      image: await this.flaggedImage(item),
      messages: messages.map((message) => ({
        flagged: message.flagged,
        stopped: message.stopped,
        senderName: message.senderName,
        createdAt: message.createdAt,
        text: message.text,
        deleted: message.deleted,
        attachments: message.attachments.map((file) => file.name),
      })),
      generatedAt: new Date().toISOString(),
    })
    const pdf = await pdfRenderer().render(html)
    const key = `${EVIDENCE_FOLDER}/${randomUUID()}.pdf`
    await drive.use().put(key, pdf, { contentType: 'application/pdf', visibility: 'private' })
    await db.table('uploads').insert({
      key,
      purpose: EVIDENCE_PURPOSE,
      user_id: staff.id,
      created_at: DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
    })
    return key
  }

  /** The flagged message's first image (stored as WebP) as a data URL, or null. */
  private async flaggedImage(item: ModerationRow) {
    if (item.messageId === null) return null
    const message = await ChatMessage.find(item.messageId)
    const image = message?.attachedFile?.find((file) => file.type === 'image')
    if (!image) return null
    const stored = await this.attachments.read(image.url)
    const bytes = stored ? await bytesOf(stored.contents) : null
    return bytes ? `data:${stored!.contentType};base64,${bytes.toString('base64')}` : null
  }
}

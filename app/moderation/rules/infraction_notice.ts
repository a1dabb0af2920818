import type { EmailContent } from '#core/services/messaging/email_content'
import { whatsappText } from '#core/services/messaging/whatsapp_text'
import { infractionTypeLabel } from '#moderation/rules/infractions'

/**
 * What a store's owner is told when an admin registers an infraction with 'Notificar al
 * vendedor' (doc 1 §2): the in-app line, a WhatsApp text and an e-mail, each naming the
 * transaction's code and the infraction's type. Pure: unit-tested.
 */
export interface InfractionNoticeSummary {
  storeName: string
  ownerName: string
  /** What the infraction is about, and its code (quotation code, request code, order reference). */
  transactionKind: TransactionKind
  codeTransaction: string
  infractionType: string
  detail: string
  /** Absolute link to the page showing the infraction to the store. */
  link: string | null
}

/** Topic of the store owner's notification (a family of its own: 'MOD.infraction.'). */
export const INFRACTION_TOPIC = 'MOD.infraction.'

export type TransactionKind = 'quotation' | 'request' | 'order'

const KIND_NAMES: Record<TransactionKind, string> = {
  quotation: 'la cotización',
  request: 'la solicitud de cotización',
  order: 'el pedido',
}

/** What an infraction is about: its quotation, its order, else its request. */
export function transactionKindOf(infraction: {
  quotationId: number | null
  cartShoppingHeaderId: number | null
}): TransactionKind {
  if (infraction.quotationId) return 'quotation'
  if (infraction.cartShoppingHeaderId) return 'order'
  return 'request'
}

/** 'la cotización Nº CT-000123'. */
export function transactionName(kind: TransactionKind, code: string) {
  return `${KIND_NAMES[kind] ?? 'la transacción'} Nº ${code}`
}

const transaction = (
  summary: Pick<InfractionNoticeSummary, 'transactionKind' | 'codeTransaction'>
) => transactionName(summary.transactionKind, summary.codeTransaction)

/** The in-app notification's text. */
export function infractionNoticeMessage(
  summary: Pick<InfractionNoticeSummary, 'transactionKind' | 'codeTransaction' | 'infractionType'>
) {
  return `Se registró una infracción a tu tienda en ${transaction(summary)}: ${infractionTypeLabel(summary.infractionType)}`
}

function action(summary: InfractionNoticeSummary) {
  return summary.link ? { label: 'Revisa la infracción', url: summary.link } : undefined
}

export function infractionNoticeWhatsApp(summary: InfractionNoticeSummary) {
  return whatsappText(
    [
      `Registramos una infracción a tu tienda ${summary.storeName} en ${transaction(summary)}.`,
      `Tipo: ${infractionTypeLabel(summary.infractionType)}.`,
      `Detalle: ${summary.detail}`,
    ],
    action(summary)
  )
}

export function infractionNoticeEmail(summary: InfractionNoticeSummary): EmailContent {
  return {
    subject: `Infracción registrada en ${transaction(summary)}`,
    greeting: summary.ownerName,
    paragraphs: [
      `Registramos una infracción a tu tienda ${summary.storeName} en ${transaction(summary)}.`,
      [`Tipo: ${infractionTypeLabel(summary.infractionType)}`, `Detalle: ${summary.detail}`].join(
        '\n'
      ),
      'Recuerda que no está permitido compartir datos de contacto y que las infracciones pueden llevar a la desactivación de la cuenta.',
    ],
    action: action(summary),
  }
}

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
  /** Absolute link to the store's page of the transaction, when there is one. */
  link: string | null
  productName: string
}

/** Topic of the store owner's notification (a family of its own: 'MOD.infraction.'). */
export const INFRACTION_TOPIC = 'MOD.infraction.'

export type TransactionKind = 'quotation' | 'request' | 'order'

const KIND_NAMES: Record<TransactionKind, string> = {
  quotation: 'la cotización',
  request: 'la solicitud de cotización',
  order: 'el pedido',
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

export function infractionNoticeWhatsApp(summary: InfractionNoticeSummary) {
  return [
    `${summary.productName}: se registró una infracción a tu tienda ${summary.storeName} en ${transaction(summary)}.`,
    `Tipo: ${infractionTypeLabel(summary.infractionType)}.`,
    `Detalle: ${summary.detail}`,
    ...(summary.link ? [`Revísala en: ${summary.link}`] : []),
  ].join('\n')
}

export function infractionNoticeEmail(summary: InfractionNoticeSummary) {
  const subject = `Infracción registrada en ${transaction(summary)}`
  const text = [
    `Hola ${summary.ownerName}:`,
    '',
    `Registramos una infracción a tu tienda ${summary.storeName} en ${transaction(summary)}.`,
    '',
    `Tipo: ${infractionTypeLabel(summary.infractionType)}`,
    `Detalle: ${summary.detail}`,
    ...(summary.link ? ['', 'Puedes revisar la transacción en:', summary.link] : []),
    '',
    'Recuerda que no está permitido compartir datos de contacto y que las infracciones pueden llevar a la desactivación de la cuenta.',
    '',
    `Equipo ${summary.productName}`,
  ].join('\n')
  return { subject, text }
}

import type { EmailContent } from '#core/services/messaging/email_content'

/**
 * The quotations module's catalogue of staff messages: the e-mail telling each platform admin
 * that a store asked to enable vehicle brands or part groups (doc 3 §2.1, §5, §7). Pure.
 */
export interface BrandGroupRequestSummary {
  adminName: string
  storeName: string
  storeId: number
  requesterName: string
  byAdviser: boolean
  /** The request the vendor could not see, when asked from its detail page. */
  requestCode: string | null
  brandName: string | null
  requirement: string
  moduleName: string
  /** Absolute link to the store's page (its country site). */
  link: string
}

export function brandGroupRequestEmail(summary: BrandGroupRequestSummary): EmailContent {
  return {
    subject: `Solicitud de habilitación de marcas o grupos: ${summary.storeName}`,
    greeting: summary.adminName,
    paragraphs: [
      `La tienda ${summary.storeName} solicita habilitar marcas o grupos de autopartes en ${summary.moduleName}.`,
      [
        `Tienda: ${summary.storeName} (id ${summary.storeId})`,
        `Solicitado por: ${summary.requesterName}${summary.byAdviser ? ' (asesor)' : ''}`,
        ...(summary.requestCode
          ? [
              `Solicitud de cotización: ${summary.requestCode}${summary.brandName ? ` (marca ${summary.brandName})` : ''}`,
            ]
          : []),
      ].join('\n'),
      'Requerimiento:',
      summary.requirement,
    ],
    action: { label: 'Ve la tienda', url: summary.link },
  }
}

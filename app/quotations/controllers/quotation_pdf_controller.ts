import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Quotation from '#quotations/models/quotation'
import QuotationPdfQuery from '#quotations/queries/quotation_pdf_query'
import { pdfViewer } from '#quotations/policies/quotation_export_policy'
import { quotationPdfHtml } from '#quotations/rules/quotation_pdf'
import { missingRecord, orFail } from '#core/policies/decisions'
import { pdfRenderer } from '#core/services/pdf_renderer'

/** `cotizacion-CT-000123.pdf` (only letters, digits and dashes of the code). */
export function pdfFileName(code: string) {
  return `cotizacion-${code.replace(/[^\w-]/g, '')}.pdf`
}

/**
 * GET /{product}Go/quotation/downloadQuotationInPDF/{id} (doc 3 §2.4, §7 "PDF export"), name
 * `quotations.pdf`, signed-in (web session): the quotation as a PDF download,
 * `Content-Disposition: attachment; filename="cotizacion-{code}.pdf"`, never cached.
 * QuotationExportPolicy.exportPdf decides who (staff, the store that sent it, the buyer of the
 * request); an unknown quotation and anybody else get the same 404. The HTML comes from
 * rules/quotation_pdf.ts and is printed by the process's shared browser (pdf_renderer.ts).
 */
export default class QuotationPdfController {
  @inject()
  async show({ params, auth, bouncer, response }: HttpContext, query: QuotationPdfQuery) {
    const quotation = await Quotation.find(params.id)
    if (!quotation) throw missingRecord()
    await orFail(bouncer.with('QuotationExportPolicy').execute('exportPdf', quotation))
    const viewer = (await pdfViewer(auth.getUserOrFail(), quotation))!
    const html = quotationPdfHtml(await query.handle(quotation, viewer))
    const pdf = await pdfRenderer().render(html)
    response.header('Content-Type', 'application/pdf')
    response.header('Content-Disposition', `attachment; filename="${pdfFileName(quotation.code)}"`)
    response.header('Cache-Control', 'private, no-store')
    return response.send(pdf)
  }
}

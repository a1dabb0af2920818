/*
| The PDF of one quotation (doc 3 §7 "PDF export: GET /{product}Go/quotation/
| downloadQuotationInPDF/{id}"), for the signed-in users QuotationExportPolicy lets in.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const QuotationPdfController = () => import('#quotations/controllers/quotation_pdf_controller')

router
  .get(p(`/${productConfig.goPath}/quotation/downloadQuotationInPDF/:id`), [
    QuotationPdfController,
    'show',
  ])
  .as('quotations.pdf')
  .where('id', /^\d+$/)
  .use(middleware.auth())

import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import type { ApiResponse } from '@japa/api-client'
import type User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeBuyer, makeModuleManager } from '#tests/helpers/requests'
import { detailFixtures, makeVendorStore } from '#tests/helpers/vendor_detail'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { QuotationDetailFactory } from '#database/factories/quotation_detail_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { PdfRenderer } from '#core/services/pdf_renderer'
import { send, sendBody } from './quotations_helpers.js'

const PDF = (id: number) => `/repuestosGo/quotation/downloadQuotationInPDF/${id}`
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * The text of a PDF, through poppler's pdftotext. Without it the test fails saying so (bin/
 * run-tests installs poppler-utils with Chromium when it runs as root).
 */
function pdfText(pdf: Buffer) {
  const result = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
  if (result.error) {
    throw new Error(
      'pdftotext is missing: install poppler-utils (apt-get install poppler-utils) to check the PDFs'
    )
  }
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`)
  // es-CO money uses no-break spaces; compare words with single spaces
  return result.stdout.toString('utf8').replace(/[\s\u00a0\u202f]+/g, ' ')
}

function bodyOf(response: ApiResponse): Buffer {
  const body = response.response.body as unknown
  return Buffer.isBuffer(body) ? body : Buffer.from(response.text(), 'binary')
}

async function download(client: any, user: User, id: number) {
  return (await client.get(PDF(id)).loginAs(user).redirects(0)) as ApiResponse
}

/** A request of the usual cast and the quotation El Poblado sent on it (2 × 85 000 + 12 000). */
async function sentQuotation(client: any) {
  const fixtures = await detailFixtures()
  const response = await send(client, fixtures.vendor.owner, sendBody(fixtures.request))
  response.assertStatus(201)
  const quotation = response.body().data as { id: number; code: string }
  return { ...fixtures, quotation }
}

test.group('Quotation PDF (GET /repuestosGo/quotation/downloadQuotationInPDF/{id})', (group) => {
  freshDatabase(group)

  test('an admin downloads the PDF: code, request, vehicle, products, shipping and total', async ({
    client,
    assert,
  }) => {
    const { quotation, request } = await sentQuotation(client)
    const response = await download(client, await makeAdmin(), quotation.id)
    response.assertStatus(200)
    response.assertHeader('content-type', 'application/pdf')
    assert.equal(
      response.header('content-disposition'),
      `attachment; filename="cotizacion-${quotation.code}.pdf"`
    )
    assert.include(response.header('cache-control'), 'no-store')
    const pdf = bodyOf(response)
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-')
    const text = pdfText(pdf)
    assert.include(text, `Cotización ${quotation.code}`)
    assert.include(text, request.code)
    assert.include(text, 'Chevrolet Spark GT 2015')
    assert.include(text, 'Pastillas de freno delanteras')
    assert.include(text, 'Bosch')
    assert.include(text, '30 días')
    assert.include(text, 'Siguiente día hábil')
    assert.include(text, '$ 85.000', 'unit price in es-CO')
    assert.include(text, '$ 12.000', 'the shipping added')
    assert.include(text, 'Total $ 182.000', '2 × 85 000 + 12 000')
    assert.include(text, 'Repuestos originales con garantía')
    assert.include(text, 'BP-1234', 'staff read the store part number')
    assert.notInclude(text, 'Comisión')
  })

  test('a module manager and the store (owner and adviser) export it too', async ({
    client,
    assert,
  }) => {
    const { quotation, vendor } = await sentQuotation(client)
    const adviser = await StoreAdviserFactory.merge({ storeId: vendor.store.id })
      .apply('withUser')
      .create()
    await adviser.load('user')
    for (const user of [await makeModuleManager(), vendor.owner, adviser.user]) {
      const response = await download(client, user, quotation.id)
      response.assertStatus(200)
      assert.include(pdfText(bodyOf(response)), 'BP-1234')
    }
  })

  test('the buyer of the request exports it without the store part numbers', async ({
    client,
    assert,
  }) => {
    const { quotation, buyer } = await sentQuotation(client)
    const response = await download(client, buyer, quotation.id)
    response.assertStatus(200)
    const text = pdfText(bodyOf(response))
    assert.include(text, quotation.code)
    assert.include(text, 'Pastillas de freno delanteras')
    assert.notInclude(text, 'BP-1234')
    assert.notInclude(text, 'Referencia')
  })

  test('another store, another buyer and an unknown id get 404; a guest goes to login', async ({
    client,
    assert,
  }) => {
    const { quotation, brand } = await sentQuotation(client)
    const rival = await makeVendorStore({ brands: [brand] })
    for (const user of [rival.owner, await makeBuyer()]) {
      const response = await download(client, user, quotation.id)
      response.assertStatus(404)
      assert.notEqual(response.header('content-type'), 'application/pdf')
    }
    ;(await download(client, await makeAdmin(), quotation.id + 1000)).assertStatus(404)
    const guest = await client.get(PDF(quotation.id)).redirects(0)
    assert.oneOf(guest.status(), [302, 303])
    assert.include(guest.header('location'), '/users/page/login')
  })

  test('the admin view shows "Costo de envío a cargo del comprador" and escapes every value', async ({
    client,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures()
    const quotation = await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: vendor.store.id,
      shippingOption: 'buyer_pays',
      observations: '<b>Entrega</b> & "rápida"',
    }).create()
    await QuotationDetailFactory.merge({
      quotationId: quotation.id,
      name: '<script>alert(1)</script> Filtro',
      amount: 3,
      unitPrice: 10000,
    }).create()
    const response = await download(client, await makeAdmin(), quotation.id)
    response.assertStatus(200)
    const text = pdfText(bodyOf(response))
    assert.include(text, 'Costo de envío a cargo del comprador')
    assert.include(text, '<script>alert(1)</script> Filtro', 'shown as text, never run')
    assert.include(text, '<b>Entrega</b> & "rápida"')
    assert.include(text, 'Total $ 30.000')
  })
})

test.group('PdfRenderer (one shared browser per process)', () => {
  test('renders many PDFs with one browser and launches another after a crash', async ({
    assert,
  }) => {
    const renderer = new PdfRenderer({
      executablePath: CHROMIUM,
      maxPages: 2,
      shared: true,
      timeoutMs: 30_000,
    })
    try {
      const pdfs = await Promise.all(
        [1, 2, 3, 4].map((n) => renderer.render(`<p>Documento ${n}</p>`))
      )
      assert.equal(renderer.launches, 1, 'four PDFs, one browser')
      assert.include(pdfText(pdfs[3]), 'Documento 4')

      const browser = await renderer.currentBrowser()
      browser!.process()!.kill('SIGKILL')
      await new Promise((resolve) => setTimeout(resolve, 300))
      const after = await renderer.render('<p>Después del fallo</p>')
      assert.include(pdfText(after), 'Después del fallo')
      assert.equal(renderer.launches, 2, 'a new browser after the crash')
    } finally {
      await renderer.close()
    }
    assert.isNull(await renderer.currentBrowser(), 'closed')
  }).timeout(60_000)
})

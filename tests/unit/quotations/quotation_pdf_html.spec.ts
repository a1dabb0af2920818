import { test } from '@japa/runner'
import {
  escapeHtml,
  pdfMoney,
  quotationPdfHtml,
  type QuotationPdfDocument,
} from '#quotations/rules/quotation_pdf'

const doc = (overrides: Partial<QuotationPdfDocument> = {}): QuotationPdfDocument => ({
  productName: 'Repuestos',
  countryCode: 'CO',
  code: 'CT-000123',
  createdAt: '24/11/2026',
  validUntil: '02/12/2026',
  generatedAt: '24/11/2026 10:00',
  stateLabel: null,
  edited: false,
  store: { name: 'Repuestos El Poblado', city: 'Medellín, Antioquia' },
  adviser: null,
  request: {
    code: 'SC-000045',
    vehicle: 'Mazda CX-30 2022',
    plate: 'JKM482',
    vin: null,
    city: 'Bogotá',
  },
  items: [
    {
      name: 'Pastillas de freno',
      brand: 'Bosch',
      amount: 2,
      unitPrice: '85000.50',
      lineTotal: '170001.00',
      warranty: '30 días',
      delivery: '1-2 días hábiles',
      reference: null,
    },
  ],
  shipping: { label: 'Costo de envío incluido', value: null },
  subtotal: '170001.00',
  total: '170001.00',
  observations: null,
  ...overrides,
})

test.group('Quotation PDF HTML (pure)', () => {
  test('money in the country format', ({ assert }) => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
    assert.equal(plain(pdfMoney('254000.00', 'CO')), '$ 254.000')
    assert.equal(plain(pdfMoney('254000.5', 'MX')), '$254,000.50')
  })

  test('every value is escaped and nothing is loaded', ({ assert }) => {
    const html = quotationPdfHtml(
      doc({
        store: { name: '<img src=x onerror=alert(1)>', city: null },
        observations: '"hola" & <b>adiós</b>',
        items: [{ ...doc().items[0], name: '<script>alert(1)</script>', reference: "R'1" }],
      })
    )
    assert.notInclude(html, '<script>alert')
    assert.notInclude(html, '<img')
    assert.include(html, '&lt;script&gt;alert(1)&lt;/script&gt;')
    assert.include(html, '&quot;hola&quot; &amp; &lt;b&gt;adiós&lt;/b&gt;')
    assert.include(html, 'Referencia: R&#39;1')
    assert.notMatch(html, /<(img|link|script|iframe|object|embed)\b/i, 'no outside resource')
    assert.notInclude(html, 'url(')
    assert.equal(escapeHtml(`<>&"'`), '&lt;&gt;&amp;&quot;&#39;')
  })

  test('the part number only when the item carries one; shipping as a value or a label', ({
    assert,
  }) => {
    assert.notInclude(quotationPdfHtml(doc()), 'Referencia')
    const added = quotationPdfHtml(
      doc({ shipping: { label: 'Agregar costo de envío', value: '12000.00' } })
    )
    assert.notInclude(added, 'Agregar costo de envío')
    assert.match(added, /Envío<\/td><td class="num">\$\s12\.000/)
    const buyer = quotationPdfHtml(
      doc({ shipping: { label: 'Costo de envío a cargo del comprador', value: null } })
    )
    assert.include(buyer, 'Costo de envío a cargo del comprador')
  })

  test('state and edited badges, Spanish labels', ({ assert }) => {
    const html = quotationPdfHtml(doc({ stateLabel: 'Cotización vencida', edited: true }))
    for (const text of [
      'Cotización CT-000123',
      'Cotización vencida',
      'Cotización editada',
      'Válida hasta',
      'Precio unitario',
      'Garantía: 30 días',
      'Tiempo de entrega: 1-2 días hábiles',
      'Los precios incluyen impuestos.',
    ]) {
      assert.include(html, text)
    }
    assert.include(html, 'lang="es-CO"')
  })
})

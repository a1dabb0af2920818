import { test } from '@japa/runner'
import { readShipping, validUntilError } from '#quotations/rules/quotation_input'
import { containsContactData } from '#quotations/rules/contact_data'
import {
  DEFAULT_WARRANTY,
  defaultValidUntil,
  DELIVERY_TIMES,
  observationsCounter,
  WARRANTY_OPTIONS,
} from '#quotations/rules/quotation_form'
import { QUOTATION_MESSAGES as M } from '#quotations/rules/quotation_messages'
import {
  formatTotal,
  quotationNoticeEmail,
  quotationNoticeMessage,
  quotationNoticeWhatsApp,
} from '#notifications/rules/quotation_notice'

test.group('Quotation form constants (doc 3 §9)', () => {
  test('warranty list, delivery options, default validity and the observations counter', ({
    assert,
  }) => {
    assert.deepEqual(
      [...WARRANTY_OPTIONS],
      [1, 7, 15, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360, 540, 720]
    )
    assert.equal(DEFAULT_WARRANTY, 30)
    assert.lengthOf(Object.keys(DELIVERY_TIMES), 12)
    assert.equal(DELIVERY_TIMES.one_hour, '1 hora (lun-vie 8am-6pm, sáb 8am-2pm)')
    assert.equal(defaultValidUntil('2026-11-25'), '2026-12-03')
    assert.equal(defaultValidUntil('2028-02-25'), '2028-03-04', 'leap year')
    assert.equal(observationsCounter('Garantía'), '8 / 128 caracteres')
  })
})

test.group('Before sending (doc 3 §5)', () => {
  test('the shipping option and value, with the spec messages', ({ assert }) => {
    assert.deepEqual(readShipping({}), {
      error: M.shippingOptionRequired,
      field: 'shipping_option',
    })
    assert.equal(
      M.shippingOptionRequired,
      'Antes de poder generar la cotización, debes agregar el costo de envío de los productos.'
    )
    assert.deepEqual(readShipping({ shipping_option: 'added' }), {
      error: 'Debes agregar el costo de envío',
      field: 'shipping_cost',
    })
    assert.deepEqual(readShipping({ shipping_cost: 'Agregar costo de envío' }), {
      error: 'Debes agregar el costo de envío',
      field: 'shipping_cost',
    })
    assert.deepEqual(readShipping({ shipping_option: 'included', shipping_cost: 5000 }), {
      option: 'included',
      cost: null,
    })
    assert.deepEqual(readShipping({ shipping_cost: 'Costo de envío incluido' }), {
      option: 'included',
      cost: null,
    })
    assert.deepEqual(readShipping({ shipping_cost: 12000 }), { option: 'added', cost: '12000.00' })
    assert.deepEqual(readShipping({ shipping_option: 'added', shipping_cost: '9500.5' }), {
      option: 'added',
      cost: '9500.50',
    })
    for (const bad of ['0', -1, '12.345', 'gratis']) {
      assert.deepEqual(readShipping({ shipping_option: 'added', shipping_cost: bad }), {
        error: M.shippingValueInvalid,
        field: 'shipping_cost',
      })
    }
    assert.deepInclude(readShipping({ shipping_option: 'buyer_pays' }), {
      field: 'shipping_option',
    })
  })

  test('valid until: a real date, not before today, at most a year ahead', ({ assert }) => {
    assert.isNull(validUntilError('2026-12-03', '2026-11-25'))
    assert.isNull(validUntilError('2026-11-25', '2026-11-25'), 'today is fine')
    assert.equal(validUntilError('2026-11-24', '2026-11-25'), M.validUntilPast)
    assert.equal(validUntilError('2027-11-26', '2026-11-25'), M.validUntilTooFar)
    assert.equal(validUntilError('2026-02-30', '2026-01-01'), M.validUntilInvalid)
    assert.equal(validUntilError('03/12/2026', '2026-11-25'), M.validUntilInvalid)
  })

  test('contact data in observations: e-mails, phones, addresses, own names', ({ assert }) => {
    const context = { fullName: 'Carlos Vendedor', storeName: 'Repuestos El Poblado' }
    for (const text of [
      'Escríbeme a ventas@tienda.co',
      'Llama al 300 123 4567',
      'Tel (604) 444-55-66',
      'Estamos en la Calle 10 # 43-12',
      'Cra. 45 con av 30',
      'Pregunta por carlos vendedor',
      'Somos Repuestos El Poblado, originales',
    ]) {
      assert.isTrue(containsContactData(text, context), text)
    }
    for (const text of [
      'Repuestos originales con garantía de fábrica',
      'Precio incluye IVA. Entrega en 2 días',
      'Referencia 12345',
      'Ver https://example.com/123456789',
      null,
    ]) {
      assert.isFalse(containsContactData(text, context), String(text))
    }
  })
})

test.group('Buyer notice of a quotation', () => {
  const summary = {
    kind: 'sent' as const,
    quotationCode: 'CT-000012',
    requestCode: 'SC-000034',
    storeName: 'Repuestos El Poblado',
    vehicle: 'Mazda 3 2018',
    total: '254000.00',
    countryCode: 'CO',
    items: [{ name: 'Pastillas de freno', amount: 2 }],
    link: 'http://localhost:3333/repuestosGo/quotationRequestDetail/34',
    buyerName: 'Ana Gómez',
  }

  test('in-app, WhatsApp and e-mail texts name the store, the codes, the total and the link', ({
    assert,
  }) => {
    assert.equal(
      quotationNoticeMessage(summary),
      'Recibiste la cotización Nº CT-000012 de Repuestos El Poblado para tu solicitud Nº SC-000034'
    )
    assert.equal(
      quotationNoticeMessage({ ...summary, kind: 'updated' }),
      'Repuestos El Poblado actualizó la cotización Nº CT-000012 de tu solicitud Nº SC-000034'
    )
    const whatsapp = quotationNoticeWhatsApp(summary)
    assert.include(whatsapp, '¡Tienes una nueva cotización!')
    assert.include(whatsapp, 'Pastillas de freno (2)')
    assert.include(whatsapp, summary.link)
    assert.include(whatsapp, formatTotal('254000.00', 'CO'))
    const email = quotationNoticeEmail(summary)
    assert.equal(email.subject, 'Nueva cotización para tu solicitud Nº SC-000034')
    assert.equal(email.greeting, 'Ana Gómez')
    assert.equal(email.action?.url, summary.link)
    assert.match(formatTotal('254000.00', 'CO'), /254\.000/)
    assert.match(formatTotal('1234.5', 'MX'), /1,234\.50/)
  })
})

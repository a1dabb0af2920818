import { test } from '@japa/runner'
import {
  INFRACTION_TYPE_KEYS,
  INFRACTION_TYPES,
  infractionDetailCounter,
  infractionTypeLabel,
} from '#moderation/rules/infractions'
import {
  infractionNoticeEmail,
  infractionNoticeMessage,
  infractionNoticeWhatsApp,
} from '#moderation/rules/infraction_notice'

const summary = {
  storeName: 'Repuestos El Poblado',
  ownerName: 'Carlos Vendedor',
  transactionKind: 'quotation' as const,
  codeTransaction: 'CT-000123',
  infractionType: 'share_contact_information',
  detail: 'Compartió su número en las observaciones.',
  link: 'https://repuestos.example/tienda/el-poblado/infracciones?infraccion=7',
}

test.group('Infraction rules', () => {
  test('the nine types of doc 1 §3 with their Spanish labels', ({ assert }) => {
    assert.deepEqual(INFRACTION_TYPE_KEYS, [
      'product_change_of_price',
      'improper_comments',
      'fraudulent_return',
      'noncomplace_with_shipment',
      'order_noncompliance',
      'bad_customer_service',
      'misleading_advertising',
      'share_contact_information',
      'another',
    ])
    assert.equal(INFRACTION_TYPES.noncomplace_with_shipment, 'Incumplimiento en el envío')
    assert.equal(infractionTypeLabel('another'), 'Otra')
    assert.equal(infractionTypeLabel('unknown'), 'unknown')
    assert.equal(infractionDetailCounter('hola'), '4 / 512')
  })

  test('the store is told the code and the type, in the app, by WhatsApp and by e-mail', ({
    assert,
  }) => {
    assert.equal(
      infractionNoticeMessage(summary),
      'Se registró una infracción a tu tienda en la cotización Nº CT-000123: Compartir información de contacto'
    )
    const whatsapp = infractionNoticeWhatsApp(summary)
    assert.include(whatsapp, 'la cotización Nº CT-000123')
    assert.include(whatsapp, 'Tipo: Compartir información de contacto.')
    assert.include(whatsapp, summary.link)
    const email = infractionNoticeEmail({ ...summary, transactionKind: 'order', link: null })
    assert.equal(email.subject, 'Infracción registrada en el pedido Nº CT-000123')
    assert.equal(email.greeting, 'Carlos Vendedor')
    assert.isUndefined(email.action)
    assert.equal(infractionNoticeEmail(summary).action?.url, summary.link)
  })
})

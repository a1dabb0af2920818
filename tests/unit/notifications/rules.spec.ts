import { test } from '@japa/runner'
import { timeAgo } from '#notifications/rules/time_ago'
import {
  countsFromTopics,
  isValidTopic,
  NOTIFICATION_TOPICS as T,
  topicMatches,
  TOPICS_BY_TYPE_USER,
} from '#notifications/rules/topics'
import {
  newRequestEmail,
  newRequestWhatsApp,
  vehicleLabel,
  type NewRequestSummary,
} from '#notifications/rules/new_request_summary'
import { NOTIFICATION_MESSAGES as M } from '#notifications/rules/messages'
import { emailText } from '#core/services/messaging/email_layout'

const NOW = new Date('2026-11-22T12:00:00Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms)
const MINUTE = 60000

test.group('Notification time ago (doc 1 §9)', () => {
  test('{expected}')
    .with([
      { ms: 20 * 1000, expected: 'Hace un momento' },
      { ms: MINUTE, expected: 'Hace 1 minuto' },
      { ms: 59.9 * MINUTE, expected: 'Hace 59 minutos' },
      { ms: 60 * MINUTE, expected: 'Hace 1 hora' },
      { ms: 150 * MINUTE, expected: 'Hace 2,5 horas' },
      { ms: 23.5 * 60 * MINUTE, expected: 'Hace 23,5 horas' },
      { ms: 24 * 60 * MINUTE, expected: 'Hace 1 dia' },
      { ms: 36 * 60 * MINUTE, expected: 'Hace 1,5 dias' },
      { ms: 10 * 24 * 60 * MINUTE, expected: 'Hace 10 dias' },
      { ms: -5 * MINUTE, expected: 'Hace un momento' },
    ])
    .run(({ assert }, { ms, expected }) => {
      assert.equal(timeAgo(ago(ms), NOW), expected)
    })

  test('takes ISO text and the Mexican locale', ({ assert }) => {
    assert.equal(timeAgo(ago(90 * MINUTE).toISOString(), NOW, 'es-MX'), 'Hace 1.5 horas')
  })
})

test.group('Notification topics', () => {
  test('a topic ending in a dot is a family; otherwise exact', ({ assert }) => {
    assert.isTrue(topicMatches('QR.newQuotation.', T.newQuotation))
    assert.isTrue(topicMatches('QR.newQuotation.42', T.newQuotation))
    assert.isFalse(topicMatches('QR.newQuotationRequest.', T.newQuotation))
    assert.isTrue(topicMatches('QR.newQuotation.42', 'QR.newQuotation.42'))
    assert.isFalse(topicMatches('QR.newQuotation.420', 'QR.newQuotation.42'))
  })

  test('only letters, digits and dots are topics', ({ assert }) => {
    for (const topic of Object.values(T)) assert.isTrue(isValidTopic(topic), topic)
    for (const bad of ['', '.', 'QR..x', 'QR.%', 'QR_x', 'QR x', 'a'.repeat(65)]) {
      assert.isFalse(isValidTopic(bad), bad)
    }
  })

  test('counts: total, cart family, messages and per topic', ({ assert }) => {
    assert.deepEqual(
      countsFromTopics([
        { topic: T.newMessage, count: 2 },
        { topic: 'QR.newMessage.9', count: 1 },
        { topic: T.newOrder, count: 3 },
        { topic: T.orderUpdate, count: 1 },
        { topic: T.newQuotation, count: 4 },
      ]),
      {
        total: 11,
        cart: 4,
        messages: 3,
        byTopic: {
          [T.newMessage]: 2,
          'QR.newMessage.9': 1,
          [T.newOrder]: 3,
          [T.orderUpdate]: 1,
          [T.newQuotation]: 4,
        },
      }
    )
    assert.deepEqual(countsFromTopics([]), { total: 0, cart: 0, messages: 0, byTopic: {} })
  })

  test('typeUser: the buyer clears buyer topics, store and adviser the vendor ones', ({
    assert,
  }) => {
    assert.include(TOPICS_BY_TYPE_USER.buyer, T.newQuotation)
    assert.notInclude(TOPICS_BY_TYPE_USER.buyer, T.newQuotationRequest)
    assert.include(TOPICS_BY_TYPE_USER.store, T.newQuotationRequest)
    assert.deepEqual(TOPICS_BY_TYPE_USER.store, TOPICS_BY_TYPE_USER.adviser)
    // a sale a buyer cancelled and an infraction are store notices too; an update of one's own
    // order is the buyer's only
    assert.include(TOPICS_BY_TYPE_USER.store, T.saleUpdate)
    assert.notInclude(TOPICS_BY_TYPE_USER.store, T.orderUpdate)
    assert.include(TOPICS_BY_TYPE_USER.buyer, T.orderUpdate)
    assert.notInclude(TOPICS_BY_TYPE_USER.buyer, T.saleUpdate)
    assert.include(TOPICS_BY_TYPE_USER.store, T.infraction)
    assert.notInclude(TOPICS_BY_TYPE_USER.buyer, T.infraction)
    for (const role of ['buyer', 'store', 'adviser', 'supplier'] as const) {
      assert.include(TOPICS_BY_TYPE_USER[role], T.newMessage)
    }
  })
})

test.group('New request messages to vendors', () => {
  const summary: NewRequestSummary = {
    code: 'SC-000042',
    brand: 'Mazda',
    model: 'CX-30',
    year: 2022,
    city: 'Medellín',
    details: [
      { name: 'Amortiguador delantero', amount: 2 },
      { name: 'Filtro de aire', amount: 1 },
    ],
    link: 'https://repuestos.example/repuestosGo/quotationRequest/42',
    vendorName: 'Laura Pérez',
  }

  test('the in-app line', ({ assert }) => {
    assert.equal(
      M.newRequest('SC-000042', vehicleLabel(summary)),
      'Nueva solicitud de cotización Nº SC-000042: Mazda CX-30 2022'
    )
    assert.equal(M.newRequest('SC-000042', ''), 'Nueva solicitud de cotización Nº SC-000042')
    assert.equal(
      vehicleLabel({ brand: 'Mazda', model: 'Mazda 3 Touring', year: 2019 }),
      'Mazda 3 Touring 2019'
    )
    assert.equal(vehicleLabel({ brand: 'Kia', model: 'Kiaro', year: null }), 'Kia Kiaro')
  })

  test('WhatsApp: vehicle, city, parts and link in a few lines', ({ assert }) => {
    assert.equal(
      newRequestWhatsApp(summary),
      'Nueva solicitud de cotización Nº SC-000042 para Mazda CX-30 2022 en Medellín.\n' +
        'Repuestos solicitados: Amortiguador delantero (2), Filtro de aire (1).\n' +
        'Revisa la solicitud y cotiza: https://repuestos.example/repuestosGo/quotationRequest/42\n' +
        'Equipo Repuestos'
    )
  })

  test('e-mail: subject and summary with the link', ({ assert }) => {
    const email = newRequestEmail(summary)
    const { subject } = email
    const text = emailText(email)
    assert.equal(subject, 'Nueva solicitud de cotización Nº SC-000042: Mazda CX-30 2022')
    assert.include(text, 'Hola Laura Pérez:')
    assert.include(text, 'Vehículo: Mazda CX-30 2022')
    assert.include(text, 'Ciudad: Medellín')
    assert.include(text, '- Amortiguador delantero: 2')
    assert.include(text, summary.link)
  })
})

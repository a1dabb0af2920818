import { test } from '@japa/runner'
import {
  answersOnly,
  CHAT_TEXTS,
  chatChannel,
  chatPageSize,
  formVisible,
  marksReadOnView,
  sendRefusal,
  vendorGroupLabel,
  type ChatKind,
  type ChatRole,
} from '#chat/rules/chat'
import { chatNoticeEmail, chatNoticeMessage, chatNoticeWhatsApp } from '#chat/rules/chat_notice'

const rule = (kind: ChatKind, role: ChatRole, open = true, hasMessages = true) =>
  sendRefusal({ kind, role, open, hasMessages })

test.group('Chat send rules (doc 1 §4, §5; doc 3 §6)', () => {
  test('staff without the message right read only, everywhere', ({ assert }) => {
    for (const kind of ['quotationRequest', 'quotation', 'order'] as const) {
      assert.equal(rule(kind, 'staff'), CHAT_TEXTS.staffReadOnly)
    }
  })

  test('closed or expired requests and expired quotations disable the chat', ({ assert }) => {
    assert.equal(rule('quotationRequest', 'store', false), CHAT_TEXTS.requestClosed)
    assert.equal(rule('quotationRequest', 'buyer', false), CHAT_TEXTS.requestClosed)
    assert.equal(rule('quotation', 'buyer', false), CHAT_TEXTS.quotationExpired)
    assert.equal(rule('quotation', 'moderator', false), CHAT_TEXTS.quotationExpired)
  })

  test('the buyer answers on a request; the store answers on a quotation', ({ assert }) => {
    assert.equal(rule('quotationRequest', 'buyer', true, false), CHAT_TEXTS.buyerAnswersOnly)
    assert.isNull(rule('quotationRequest', 'buyer', true, true))
    assert.isNull(rule('quotationRequest', 'store', true, false))
    assert.equal(rule('quotation', 'store', true, false), CHAT_TEXTS.storeAnswersOnly)
    assert.isNull(rule('quotation', 'store', true, true))
    assert.isNull(rule('quotation', 'buyer', true, false))
    assert.isNull(rule('order', 'store', true, false))
    assert.isNull(rule('order', 'buyer', true, false))
    assert.isNull(rule('quotationRequest', 'moderator', true, false))
  })

  test('the history is read only for who answers', ({ assert }) => {
    assert.isTrue(answersOnly('quotationRequest', 'buyer'))
    assert.isTrue(answersOnly('quotation', 'store'))
    assert.isFalse(answersOnly('quotationRequest', 'store'))
    assert.isFalse(answersOnly('quotation', 'buyer'))
    assert.isFalse(answersOnly('order', 'buyer'))
    assert.isFalse(answersOnly('order', 'store'))
    assert.isFalse(answersOnly('quotation', 'moderator'))
  })

  test('the form is hidden until the other side wrote; admins always see it', ({ assert }) => {
    assert.isFalse(formVisible({ kind: 'quotationRequest', role: 'buyer', hasMessages: false }))
    assert.isTrue(formVisible({ kind: 'quotationRequest', role: 'buyer', hasMessages: true }))
    assert.isFalse(formVisible({ kind: 'quotation', role: 'store', hasMessages: false }))
    assert.isTrue(formVisible({ kind: 'quotation', role: 'buyer', hasMessages: false }))
    assert.isTrue(formVisible({ kind: 'quotation', role: 'moderator', hasMessages: false }))
    assert.isTrue(formVisible({ kind: 'quotationRequest', role: 'staff', hasMessages: false }))
  })

  test('only participants mark read; page sizes; channels; group labels', ({ assert }) => {
    assert.isTrue(marksReadOnView('buyer'))
    assert.isTrue(marksReadOnView('store'))
    assert.isFalse(marksReadOnView('moderator'))
    assert.isFalse(marksReadOnView('staff'))
    assert.equal(chatPageSize('quotationRequest', 'store'), 200)
    assert.equal(chatPageSize('quotationRequest', 'buyer'), 20)
    assert.equal(chatPageSize('quotation', 'store', 50), 50)
    assert.equal(chatPageSize('order', 'buyer', 5000), 200)
    assert.equal(chatChannel('quotation', 12, 3), 'chat/quotation/12/3')
    assert.equal(vendorGroupLabel(2), 'Vendedor 2')
  })
})

test.group('Chat notices', () => {
  test('name the sender and the transaction, never the message', ({ assert }) => {
    const summary = {
      kind: 'quotation' as const,
      sender: 'store' as const,
      code: 'COT-000012',
      fromName: 'Repuestos El Poblado',
      link: 'https://repuestos.test/repuestosGo/quotationRequestDetail/4?section=quotation-12',
      receiverName: 'Ana',
    }
    assert.equal(
      chatNoticeMessage(summary),
      'Tienes un mensaje nuevo de Repuestos El Poblado sobre la cotización Nº COT-000012'
    )
    assert.include(chatNoticeWhatsApp(summary), summary.link)
    const email = chatNoticeEmail(summary)
    assert.equal(email.subject, 'Nuevo mensaje sobre la cotización Nº COT-000012')
    assert.equal(email.greeting, 'Ana')
    assert.equal(email.action?.url, summary.link)
    assert.equal(
      chatNoticeMessage({ kind: 'order', code: 'RV-000007', sender: 'buyer', fromName: null }),
      'Tienes un mensaje nuevo del comprador sobre el pedido Nº RV-000007'
    )
    assert.equal(
      chatNoticeMessage({ kind: 'order', code: 'RV-000007', sender: 'buyer', fromName: 'Ana' }),
      'Tienes un mensaje nuevo de Ana sobre el pedido Nº RV-000007'
    )
    assert.equal(
      chatNoticeMessage({ kind: 'quotation', code: 'CT-1', sender: 'admin', fromName: null }),
      'Tienes un mensaje nuevo del administrador sobre la cotización Nº CT-1'
    )
    // a store's question on a request: the buyer meets it as 'Vendedor n', never 'de Vendedor'
    assert.equal(
      chatNoticeMessage({
        kind: 'quotationRequest',
        code: 'SC-1',
        sender: 'store',
        fromName: null,
      }),
      'Un vendedor te hizo una pregunta sobre tu solicitud Nº SC-1'
    )
  })
})

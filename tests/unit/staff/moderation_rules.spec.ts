import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { emailText } from '#core/services/messaging/email_layout'
import {
  activeChatSuspension,
  chatSuspendedMessage,
  chatSuspensionRefusal,
} from '#chat/rules/chat_suspension'
import { moderationActions, resolutionLabel } from '#staff/rules/moderation'
import {
  conversationName,
  moderationNoticeEmail,
  moderationNoticeMessage,
} from '#staff/rules/moderation_notice'
import { moderationEvidenceHtml } from '#staff/rules/moderation_evidence'

/** The moderation queue's pure rules (issue 23): the suspension's text, the notices, the actions. */
test.group('Staff moderation rules', () => {
  test("a suspension reads in the person's country and clock", ({ assert }) => {
    const until = new Date('2026-03-15T15:30:00Z')
    assert.equal(
      chatSuspendedMessage(until, 'CO'),
      'Tu chat está suspendido hasta el 15 de marzo de 2026 a las 10:30.'
    )
    assert.equal(
      chatSuspendedMessage(until, 'MX'),
      'Tu chat está suspendido hasta el 15 de marzo de 2026 a las 09:30.'
    )
  })

  test('a suspension counts until its end only', ({ assert }) => {
    const now = Date.parse('2026-03-01T00:00:00Z')
    const later = DateTime.fromISO('2026-03-02T00:00:00Z')
    assert.isNull(activeChatSuspension(null, now))
    assert.isNull(activeChatSuspension(DateTime.fromISO('2026-02-28T00:00:00Z'), now))
    assert.equal(activeChatSuspension(later, now)!.toISOString(), '2026-03-02T00:00:00.000Z')
    assert.isNull(chatSuspensionRefusal({ chatSuspendedUntil: null, countryCode: 'CO' }, now))
    assert.match(
      chatSuspensionRefusal({ chatSuspendedUntil: later, countryCode: 'CO' }, now)!,
      /^Tu chat está suspendido hasta el 1 de marzo de 2026 a las 19:00\.$/
    )
  })

  test('which actions an item allows', ({ assert }) => {
    const base = {
      resolved: false,
      writerRole: 'store' as const,
      messageId: 4,
      messageDeleted: false,
    }
    assert.deepEqual(moderationActions(base), {
      dismiss: true,
      warn: true,
      suspend: true,
      deleteMessage: true,
      registerInfraction: true,
    })
    assert.isFalse(moderationActions({ ...base, messageId: null }).deleteMessage)
    assert.isFalse(moderationActions({ ...base, messageDeleted: true }).deleteMessage)
    assert.isFalse(moderationActions({ ...base, writerRole: 'buyer' }).registerInfraction)
    assert.isTrue(Object.values(moderationActions({ ...base, resolved: true })).every((on) => !on))
    assert.equal(resolutionLabel('chat_suspended', { days: 1 }), 'Chat suspendido 1 día')
    assert.equal(resolutionLabel('chat_suspended', { days: 30 }), 'Chat suspendido 30 días')
    assert.isNull(resolutionLabel(null))
  })

  test('the warning and the suspension notices', ({ assert }) => {
    const conversation = conversationName('quotation', 'CT-000123')
    assert.equal(conversation, 'la cotización Nº CT-000123')
    assert.equal(
      moderationNoticeMessage({ kind: 'warning', conversation, until: null }),
      'Advertencia: tu mensaje en la cotización Nº CT-000123 parece compartir datos de contacto.'
    )
    const warning = moderationNoticeEmail({
      kind: 'warning',
      personName: 'Laura',
      conversation,
      note: 'Es la segunda vez.',
      until: null,
      days: null,
      link: 'https://repuestos.co/x',
    })
    const text = emailText(warning)
    assert.include(text, 'Nota del equipo: Es la segunda vez.')
    assert.notInclude(text, '..')
    assert.deepEqual(warning.action, {
      label: 'Ver la conversación',
      url: 'https://repuestos.co/x',
    })
    const suspension = moderationNoticeEmail({
      kind: 'suspension',
      personName: 'Laura',
      conversation: conversationName('order', 'PED-9'),
      note: null,
      until: '15 de marzo de 2026 a las 10:30',
      days: 1,
      link: null,
    })
    assert.equal(
      suspension.subject,
      'Tu chat está suspendido hasta el 15 de marzo de 2026 a las 10:30'
    )
    assert.include(suspension.paragraphs[0], 'Suspendimos tu chat por 1 día')
    assert.include(suspension.paragraphs[0], 'el pedido Nº PED-9')
  })

  test('the evidence escapes what people wrote', ({ assert }) => {
    const html = moderationEvidenceHtml({
      countryCode: 'CO',
      storeName: 'Frenos <La 80>',
      conversation: 'la solicitud de cotización Nº SC-1',
      writer: { name: 'Laura', role: 'store' },
      outcome: 'blocked',
      reasons: ['phone'],
      flaggedAt: '2026-03-15T15:30:00.000Z',
      text: '<script>alert(1)</script>',
      image: null,
      messages: [],
      generatedAt: '2026-03-15T15:31:00.000Z',
    })
    assert.notInclude(html, '<script>')
    assert.include(html, '&lt;script&gt;')
    assert.include(html, 'Frenos &lt;La 80&gt;')
    assert.include(html, 'Teléfono')
    assert.include(html, 'Texto detenido')
  })
})

import { test } from '@japa/runner'
import { MARKET_PROMISE, type RequestReach } from '#quotations/rules/request_reach'
import type { Assert } from '@japa/assert'
import { absoluteUrl } from '#core/country/urls'
import type { EmailContent } from '#core/services/messaging/email_content'
import { EMAIL_SIGN_OFF, emailText } from '#core/services/messaging/email_layout'
import { sentence } from '#core/services/messaging/whatsapp_text'
import { newRequestEmail, newRequestWhatsApp } from '#notifications/rules/new_request_summary'
import {
  quotationNoticeEmail,
  quotationNoticeWhatsApp,
} from '#notifications/rules/quotation_notice'
import { orderNoticeEmail, orderNoticeWhatsApp } from '#notifications/rules/order_notice'
import {
  orderStatusNoticeEmail,
  orderStatusNoticeMessage,
  orderStatusNoticeWhatsApp,
  type OrderNoticeStatus,
} from '#notifications/rules/order_status_notice'
import {
  requestReceiptEmail,
  requestReceiptWhatsApp,
} from '#notifications/rules/request_receipt_notice'
import {
  storeActivationEmail,
  storeActivationWhatsApp,
} from '#notifications/rules/store_activation_notice'
import {
  goActivationRequestEmail,
  goActivationRequestWhatsApp,
} from '#notifications/rules/go_activation_request_notice'
import { chatNoticeEmail, chatNoticeWhatsApp } from '#chat/rules/chat_notice'
import {
  infractionNoticeEmail,
  infractionNoticeWhatsApp,
} from '#moderation/rules/infraction_notice'
import { invitationEmail, invitationWhatsApp } from '#stores/rules/adviser_invitation_notice'
import { passwordRecoveryEmail, verificationEmail } from '#users/rules/account_notice'
import { brandGroupRequestEmail } from '#quotations/rules/brand_group_request_notice'

/**
 * The catalogue of message texts (each module's rules/*_notice.ts, docs/messages.md): for every
 * kind, its WhatsApp text and its e-mail — clean Spanish (no doubled word, no '..', never 'de
 * Vendedor' / 'de Comprador'), one sign-off (the layout's), and its absolute link on the
 * recipient's country site (Colombia and Mexico).
 */
type Kind = {
  name: string
  path: string
  whatsapp: ((link: string) => string) | null
  email: (link: string) => EmailContent
}

const KINDS: Kind[] = [
  {
    name: 'new request to vendors',
    path: '/repuestosGo/quotationRequest/42',
    whatsapp: (link) => newRequestWhatsApp(newRequest(link)),
    email: (link) => newRequestEmail(newRequest(link)),
  },
  ...(['sent', 'updated'] as const).map((kind) => ({
    name: `quotation ${kind} to the buyer`,
    path: '/repuestosGo/quotationRequestDetail/34',
    whatsapp: (link: string) => quotationNoticeWhatsApp(quotation(kind, link)),
    email: (link: string) => quotationNoticeEmail(quotation(kind, link)),
  })),
  ...(['created', 'paid'] as const).map((kind) => ({
    name: `order ${kind} to the store`,
    path: '/repuestosGo/ventas/7',
    whatsapp: (link: string) => orderNoticeWhatsApp(order(kind, link)),
    email: (link: string) => orderNoticeEmail(order(kind, link)),
  })),
  ...(['paid', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const).map((to) => ({
    name: `order ${to} to the buyer`,
    path: '/repuestosGo/compras/7',
    whatsapp: (link: string) => orderStatusNoticeWhatsApp(status(to, 'store', link)),
    email: (link: string) => orderStatusNoticeEmail(status(to, 'store', link)),
  })),
  {
    name: 'order cancelled by the buyer to the store',
    path: '/repuestosGo/ventas/7',
    whatsapp: (link) => orderStatusNoticeWhatsApp(status('cancelled', 'buyer', link)),
    email: (link) => orderStatusNoticeEmail(status('cancelled', 'buyer', link)),
  },
  ...(['store', 'market', 'waiting', 'suppliers'] as const).map((reach) => ({
    name: `request receipt (${reach}) to the buyer`,
    path: '/repuestosGo/quotationRequestDetail/34',
    whatsapp: (link: string) => requestReceiptWhatsApp(receipt(reach, link)),
    email: (link: string) => requestReceiptEmail(receipt(reach, link)),
  })),
  ...(['buyer', 'store', 'admin'] as const).flatMap((sender) =>
    (['quotationRequest', 'quotation', 'order'] as const).map((kind) => ({
      name: `chat message (${kind}, from ${sender})`,
      path: '/repuestosGo/quotationRequestDetail/34?preguntas=3',
      whatsapp: (link: string) => chatNoticeWhatsApp(chat(kind, sender, link)),
      email: (link: string) => chatNoticeEmail(chat(kind, sender, link)),
    }))
  ),
  {
    name: 'infraction to the store',
    path: '/tienda/el-poblado/infracciones?infraccion=9',
    whatsapp: (link) => infractionNoticeWhatsApp(infraction(link)),
    email: (link) => infractionNoticeEmail(infraction(link)),
  },
  {
    name: 'store activation to its owner',
    path: '/repuestosGo/page/index/pendientes',
    whatsapp: (link) => storeActivationWhatsApp(activation(link)),
    email: (link) => storeActivationEmail(activation(link)),
  },
  {
    name: 'GO activation request to staff',
    path: '/staff/tiendas',
    whatsapp: (link) => goActivationRequestWhatsApp(goRequest(link)),
    email: (link) => goActivationRequestEmail(goRequest(link)),
  },
  {
    name: 'adviser invitation',
    path: '/invitacion/asesor/abc',
    whatsapp: (link) => invitationWhatsApp(invitation(link)),
    email: (link) => invitationEmail(invitation(link)),
  },
  {
    name: 'e-mail verification',
    path: '/users/page/verifyEmail/abc',
    whatsapp: null,
    email: (link) => verificationEmail({ name: 'Ana Gómez', link, productName: 'Repuestos' }),
  },
  {
    name: 'password recovery',
    path: '/users/page/resetPassword/abc',
    whatsapp: null,
    email: (link) => passwordRecoveryEmail({ name: 'Ana Gómez', link, productName: 'Repuestos' }),
  },
  {
    name: 'brand or group request to staff',
    path: '/tienda/el-poblado',
    whatsapp: null,
    email: (link) => brandGroupRequestEmail(brandRequest(link)),
  },
]

/** Clean Spanish: no '..', no word said twice in a row, never 'de Vendedor' / 'de Comprador'. */
function assertClean(assert: Assert, text: string, what: string) {
  assert.notMatch(text, /(?<!\.)\.\.(?!\.)/, `${what}: '..'`)
  assert.notMatch(text, /(^|[^\p{L}])(\p{L}{2,})\s+\2(?![\p{L}])/iu, `${what}: a doubled word`)
  assert.notMatch(text, /\bde (Vendedor|Comprador)\b/, `${what}: 'de Vendedor'`)
  assert.notInclude(text, 'undefined', what)
  assert.notInclude(text, 'null', what)
}

test.group('Message catalogue: every kind', () => {
  for (const kind of KINDS) {
    for (const country of ['CO', 'MX'] as const) {
      test(`${kind.name} (${country})`, ({ assert }) => {
        const link = absoluteUrl(country, kind.path)
        const host = new URL(link).hostname
        if (country === 'MX') assert.match(host, /^mx\./)
        else assert.notMatch(host, /^mx\./)

        const email = kind.email(link)
        assert.isNotEmpty(email.subject)
        assert.isNotEmpty(email.greeting)
        assert.equal(email.action?.url, link, 'the e-mail action opens the country site')
        const text = emailText(email)
        assertClean(assert, `${email.subject}\n${text}`, `${kind.name} e-mail`)
        // the layout's sign-off only: no rule signs by itself
        assert.equal(text.split(EMAIL_SIGN_OFF).length - 1, 1, 'one sign-off')
        for (const paragraph of email.paragraphs) {
          assert.notMatch(paragraph, /^(Hola|Equipo )/, 'greeting and sign-off are the layout’s')
        }

        if (kind.whatsapp) {
          const whatsapp = kind.whatsapp(link)
          assertClean(assert, whatsapp, `${kind.name} WhatsApp`)
          const lines = whatsapp.split('\n')
          assert.equal(lines.at(-1), EMAIL_SIGN_OFF, 'the WhatsApp sign-off')
          assert.match(lines.at(-2)!, new RegExp(`: ${link.replace(/[.?]/g, '\\$&')}$`))
        }
      })
    }
  }
})

test.group('Message catalogue: wording', () => {
  test('an order and its payment are said once, without a doubled headline', ({ assert }) => {
    const created = orderNoticeWhatsApp(order('created', 'https://x.test/v/7'))
    assert.equal(created.split('pedido Nº RV-000007').length - 1, 1)
    assert.notInclude(created, '¡Tienes un nuevo pedido! Nuevo pedido')
    const paid = orderNoticeWhatsApp(order('paid', 'https://x.test/v/7'))
    assert.notInclude(paid, '¡Pago confirmado! Pago recibido')
    assert.include(paid, 'Ana Gómez pagó el pedido Nº RV-000007')
  })

  test("a reason ending with a period is not followed by another ('dinero..')", ({ assert }) => {
    const notice = {
      ...status('cancelled', 'store', 'https://x.test/c/7'),
      note: 'Te devolvemos el dinero.',
    }
    assert.include(orderStatusNoticeWhatsApp(notice), 'Motivo: Te devolvemos el dinero.\n')
    assert.notInclude(emailText(orderStatusNoticeEmail(notice)), 'dinero..')
    assert.equal(sentence('¿Listo?'), '¿Listo?')
    assert.equal(sentence('Listo'), 'Listo.')
  })

  test('a confirmed payment tells the buyer', ({ assert }) => {
    assert.equal(
      orderStatusNoticeMessage(status('paid', 'store', '')),
      'Confirmamos tu pago del pedido Nº RV-000007 a Repuestos El Poblado'
    )
  })

  test('the receipt promises 3 options only where a store serves the request', ({ assert }) => {
    const market = requestReceiptWhatsApp(receipt('market', 'https://x.test/r/34'))
    assert.include(market, 'Recibimos tu solicitud de cotización Nº SC-000034')
    assert.include(market, MARKET_PROMISE)
    assert.include(MARKET_PROMISE, 'hasta 3 opciones de compra')
    for (const reach of ['waiting', 'store', 'suppliers'] as const) {
      const text = emailText(requestReceiptEmail(receipt(reach, 'https://x.test/r/34')))
      assert.notInclude(text, 'hasta 3 opciones', reach)
    }
    assert.include(
      requestReceiptWhatsApp(receipt('waiting', 'https://x.test/r/34')),
      'avisaremos a los vendedores en cuanto estén disponibles'
    )
  })
})

function newRequest(link: string) {
  return {
    code: 'SC-000042',
    brand: 'Mazda',
    model: 'CX-30',
    year: 2022,
    city: 'Medellín',
    details: [{ name: 'Filtro de aire', amount: 1 }],
    link,
    vendorName: 'Laura Pérez',
  }
}

function quotation(kind: 'sent' | 'updated', link: string) {
  return {
    kind,
    quotationCode: 'CT-000012',
    requestCode: 'SC-000034',
    storeName: 'Repuestos El Poblado',
    vehicle: 'Mazda CX-30 2022',
    total: '254000.00',
    countryCode: 'CO',
    items: [{ name: 'Pastillas de freno', amount: 2 }],
    link,
    buyerName: 'Ana Gómez',
  }
}

function order(kind: 'created' | 'paid', link: string) {
  return {
    kind,
    refVenta: 'RV-000007',
    buyerName: 'Ana Gómez',
    total: '254000.00',
    countryCode: 'CO',
    salesModel: 'orders',
    items: [{ description: 'Pastillas de freno', quantity: 2 }],
    link,
    storeName: 'Repuestos El Poblado',
    recipientName: 'Laura Pérez',
  }
}

function status(to: OrderNoticeStatus, side: 'store' | 'buyer', link: string) {
  return {
    side,
    to,
    refVenta: 'RV-000007',
    storeName: 'Repuestos El Poblado',
    buyerName: 'Ana Gómez',
    note: to === 'shipped' ? 'Guía 123' : to === 'cancelled' ? 'Sin existencias' : null,
    total: '254000.00',
    countryCode: 'MX',
    link,
    recipientName: 'Ana Gómez',
  }
}

function receipt(reach: RequestReach, link: string) {
  return {
    code: 'SC-000034',
    reach,
    storeName: reach === 'store' ? 'Repuestos El Poblado' : null,
    vehicle: 'Mazda CX-30 2022',
    link,
    buyerName: 'Ana Gómez',
  }
}

function chat(
  kind: 'quotationRequest' | 'quotation' | 'order',
  sender: 'buyer' | 'store' | 'admin',
  link: string
) {
  return {
    kind,
    sender,
    fromName: sender === 'store' && kind !== 'quotationRequest' ? 'Repuestos El Poblado' : null,
    code: 'SC-000034',
    link,
    receiverName: 'Ana Gómez',
  }
}

function infraction(link: string) {
  return {
    storeName: 'Repuestos El Poblado',
    ownerName: 'Carlos Vendedor',
    transactionKind: 'quotation' as const,
    codeTransaction: 'CT-000123',
    infractionType: 'share_contact_information',
    detail: 'Compartió su número en el chat.',
    link,
  }
}

function activation(link: string) {
  return {
    storeName: 'Repuestos El Poblado',
    ownerName: 'Carlos Vendedor',
    serviceCostPercent: 5.5,
    serviceCost: 1000,
    currency: 'COP',
    locale: 'es-CO',
    link,
  }
}

function goRequest(link: string) {
  return {
    storeName: 'Repuestos El Poblado',
    ownerName: 'Carlos Vendedor',
    staffName: 'Marta Staff',
    link,
  }
}

function invitation(link: string) {
  return { name: 'Pedro', storeName: 'Repuestos El Poblado', link, productName: 'Repuestos' }
}

function brandRequest(link: string) {
  return {
    adminName: 'Marta Staff',
    storeName: 'Repuestos El Poblado',
    storeId: 3,
    requesterName: 'Carlos Vendedor',
    byAdviser: false,
    requestCode: 'SC-000034',
    brandName: 'Mazda',
    requirement: 'Habilitar la marca Mazda',
    moduleName: 'Repuestos GO',
    link,
  }
}

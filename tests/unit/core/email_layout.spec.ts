import { test } from '@japa/runner'
import { absoluteUrl } from '#core/country/urls'
import type { EmailContent } from '#core/services/messaging/email_content'
import { EMAIL_FOOTER, EMAIL_SIGN_OFF, renderEmail } from '#core/services/messaging/email_layout'

const content: EmailContent = {
  subject: 'Nueva cotización <de> "Frenos & Cía"',
  greeting: 'Ana <b>',
  paragraphs: [
    'Recibiste una cotización para tu solicitud <!--<script>alert(1)</script>.',
    'Repuestos cotizados:\n- Pastillas de freno: 2\n- Llanta & rin: 4',
    'Mira más en https://repuestos.test/ayuda?a=1&b=2.',
  ],
  action: { label: 'Ver cotización', url: 'https://repuestos.test/cotizacion/7?a=1&b="2"' },
}

const links = {
  recipientCountry: 'MX',
  settingsUrl: 'https://repuestos.test/usuario/notificaciones',
  unsubscribeUrl: 'https://repuestos.test/usuario/notificaciones/baja/7/quotations/firma',
}

test.group('E-mail layout (renderEmail)', () => {
  test('the plain-text part: greeting, paragraphs, action, sign-off and the two footer links', ({
    assert,
  }) => {
    const { subject, text } = renderEmail(content, links)
    assert.equal(subject, content.subject)
    assert.equal(
      text,
      [
        'Hola Ana <b>:',
        '',
        content.paragraphs[0],
        '',
        content.paragraphs[1],
        '',
        content.paragraphs[2],
        '',
        `Ver cotización: ${content.action!.url}`,
        '',
        EMAIL_SIGN_OFF,
        '',
        '--',
        `${EMAIL_FOOTER.settings}: ${links.settingsUrl}`,
        `${EMAIL_FOOTER.unsubscribe}: ${links.unsubscribeUrl}`,
      ].join('\n')
    )
    assert.equal(EMAIL_SIGN_OFF, 'Equipo Repuestos')
  })

  test('the HTML part escapes every text: no markup from the content survives', ({ assert }) => {
    const { html } = renderEmail(content, links)
    assert.notInclude(html, '<script>')
    assert.notInclude(html, '<!--<script')
    assert.notInclude(html, '<b>')
    assert.notInclude(html, '<de>')
    assert.include(html, '&lt;!--&lt;script&gt;alert(1)&lt;/script&gt;')
    assert.include(html, 'Hola Ana &lt;b&gt;:')
    assert.include(html, '<title>Nueva cotización &lt;de&gt; &quot;Frenos &amp; Cía&quot;</title>')
    assert.include(html, '<li style="margin:0 0 4px">Llanta &amp; rin: 4</li>')
  })

  test('the HTML part: a list for the "- " lines, the action as a button, links in text clickable', ({
    assert,
  }) => {
    const { html } = renderEmail(content, links)
    assert.match(
      html,
      /<p[^>]*>Repuestos cotizados:<\/p><ul[^>]*><li[^>]*>Pastillas de freno: 2<\/li><li/
    )
    assert.notInclude(html, '- Pastillas')
    const button = html.match(
      /<a href="([^"]+)" target="_blank" style="[^"]*display:inline-block[^"]*">([^<]+)<\/a>/
    )
    assert.isNotNull(button, 'the action is a button')
    assert.equal(button![1], 'https://repuestos.test/cotizacion/7?a=1&amp;b=&quot;2&quot;')
    assert.equal(button![2], 'Ver cotización')
    assert.include(html, '<a href="https://repuestos.test/ayuda?a=1&amp;b=2"')
    assert.include(html, '>Equipo Repuestos</p>')
  })

  test('the HTML part: logo linked to the country site, footer links, 375 px friendly', ({
    assert,
  }) => {
    const { html } = renderEmail(content, links)
    assert.match(html, /^<!doctype html>/)
    assert.include(html, '<html lang="es">')
    assert.include(html, '<meta name="viewport" content="width=device-width, initial-scale=1">')
    assert.include(html, `<a href="${absoluteUrl('MX', '/')}"`)
    assert.match(absoluteUrl('MX', '/'), /\/\/mx\./)
    // one column that shrinks: a max width, never a fixed width wider than a phone
    assert.include(html, 'max-width:600px;width:100%')
    assert.notMatch(html, /width="(?:[4-9]\d\d|\d{4,})"/)
    assert.notMatch(html, /[^-]width:\s*(?:[4-9]\d\d|\d{4,})px/)
    assert.include(html, 'role="presentation"')
    assert.include(
      html,
      `<a href="${links.settingsUrl}" style="color:#5c636a;text-decoration:underline;white-space:nowrap">${EMAIL_FOOTER.settings}</a>`
    )
    assert.include(
      html,
      `<a href="${links.unsubscribeUrl}" style="color:#5c636a;text-decoration:underline;white-space:nowrap">${EMAIL_FOOTER.unsubscribe}</a>`
    )
  })

  test('headers: the RFC 8058 one-click pair with an unsubscribe link, none without', ({
    assert,
  }) => {
    assert.deepEqual(renderEmail(content, links).headers, {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    const essential = renderEmail(content, { ...links, unsubscribeUrl: null })
    assert.deepEqual(essential.headers, {})
    assert.notInclude(essential.html, EMAIL_FOOTER.unsubscribe)
    assert.notInclude(essential.text, EMAIL_FOOTER.unsubscribe)
    assert.include(essential.text, `${EMAIL_FOOTER.settings}: ${links.settingsUrl}`)
  })

  test('without a name, "Hola:"; without an action, no button; without links, no footer', ({
    assert,
  }) => {
    const plain = renderEmail(
      { subject: 'Aviso', greeting: '  ', paragraphs: ['Texto.'] },
      { recipientCountry: 'CO', settingsUrl: null, unsubscribeUrl: null }
    )
    assert.isTrue(plain.text.startsWith('Hola:\n\nTexto.\n\n'))
    assert.isTrue(plain.text.endsWith(EMAIL_SIGN_OFF))
    assert.include(plain.html, '<p style="margin:0 0 16px">Hola:</p>')
    assert.notInclude(plain.html, 'display:inline-block;padding:12px')
    assert.notInclude(plain.html, EMAIL_FOOTER.settings)
    assert.notInclude(plain.html, 'border-top:1px solid')
  })
})

import productConfig from '#config/product'
import { absoluteUrl } from '#core/country/urls'
import type { EmailContent } from '#core/services/messaging/email_content'

/** The sign-off of every e-mail ('Equipo Repuestos'). */
export const EMAIL_SIGN_OFF = `Equipo ${productConfig.name}`

/** The footer links' texts (HTML and plain text). */
export const EMAIL_FOOTER = {
  settings: 'Elegir qué notificaciones recibo',
  unsubscribe: 'Dejar de recibir estos correos',
  buttonFallback: 'Si el botón no funciona, copia y pega este enlace en tu navegador:',
} as const

/** Where the footer links go; each one is left out when null. */
export interface EmailLayoutOptions {
  /** The recipient's country: the logo links to that country's site. */
  recipientCountry: string | null | undefined
  /**
   * The one-click unsubscribe URL of this kind of notice for this person (absolute, signed):
   * the footer link and the `List-Unsubscribe` headers. Null for essential e-mails.
   */
  unsubscribeUrl: string | null
  /** The notification settings page (absolute). Null when the recipient has no account. */
  settingsUrl: string | null
}

/** An e-mail ready for a driver: both parts and its headers. */
export interface RenderedEmail {
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

/** 'Hola {name}:' ('Hola:' without a name). */
function greetingLine(content: EmailContent) {
  return content.greeting?.trim() ? `Hola ${content.greeting.trim()}:` : 'Hola:'
}

/**
 * The plain-text body of an e-mail: greeting, paragraphs, the action as 'label: url', the
 * sign-off (renderEmail adds the footer links).
 */
export function emailText(content: EmailContent) {
  return [
    greetingLine(content),
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    EMAIL_SIGN_OFF,
  ].join('\n')
}

/** Text for HTML (element content and double-quoted attributes). */
export function escapeHtml(value: string) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const FONT = 'font-family:Arial,Helvetica,sans-serif'
const BRAND = '#b93d0a'
const TEXT = '#212529'
const DIMMED = '#5c636a'
const LINK = `color:${BRAND};text-decoration:underline`

/** Escaped text whose http(s) addresses become links (a link written in a paragraph). */
function linked(text: string) {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g,
    (url) => `<a href="${url}" style="${LINK};word-break:break-all">${url}</a>`
  )
}

/**
 * One paragraph as HTML: its lines starting with '- ' are list items, the other lines text
 * (one line break each).
 */
function paragraphHtml(paragraph: string) {
  const blocks: { list: boolean; lines: string[] }[] = []
  for (const line of paragraph.split('\n')) {
    const list = line.startsWith('- ')
    const last = blocks.at(-1)
    if (last && last.list === list) last.lines.push(list ? line.slice(2) : line)
    else blocks.push({ list, lines: [list ? line.slice(2) : line] })
  }
  return blocks
    .map((block) =>
      block.list
        ? `<ul style="margin:0 0 16px;padding:0 0 0 22px">${block.lines
            .map((item) => `<li style="margin:0 0 4px">${linked(item)}</li>`)
            .join('')}</ul>`
        : `<p style="margin:0 0 16px">${block.lines.map(linked).join('<br>')}</p>`
    )
    .join('')
}

function buttonHtml(action: { label: string; url: string }) {
  const url = escapeHtml(action.url)
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px">` +
    `<tr><td align="center" bgcolor="${BRAND}" style="border-radius:6px;background:${BRAND}">` +
    `<a href="${url}" target="_blank" style="display:inline-block;padding:12px 24px;${FONT};` +
    `font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;` +
    `border-radius:6px">${escapeHtml(action.label)}</a></td></tr></table>` +
    `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${DIMMED}">${EMAIL_FOOTER.buttonFallback}<br>` +
    `<a href="${url}" style="${LINK};word-break:break-all">${url}</a></p>`
  )
}

function footerLinks(options: EmailLayoutOptions) {
  return [
    options.settingsUrl ? { label: EMAIL_FOOTER.settings, url: options.settingsUrl } : null,
    options.unsubscribeUrl
      ? { label: EMAIL_FOOTER.unsubscribe, url: options.unsubscribeUrl }
      : null,
  ].filter((link) => link !== null)
}

/**
 * The HTML part: one centred column at most 600 px wide that shrinks to the screen (375 px
 * phones), tables and inline styles only (what e-mail clients keep), the text logo linked to
 * the recipient's country site, the greeting, the paragraphs (escaped; '- ' lines as lists),
 * the action as a button with its address below, the sign-off and the footer links.
 */
function emailHtml(content: EmailContent, options: EmailLayoutOptions) {
  const home = escapeHtml(absoluteUrl(options.recipientCountry, '/'))
  const name = escapeHtml(productConfig.name)
  const links = footerLinks(options)
    .map(
      (link) =>
        `<a href="${escapeHtml(link.url)}" style="color:${DIMMED};text-decoration:underline;white-space:nowrap">${escapeHtml(link.label)}</a>`
    )
    .join(' &nbsp;·&nbsp; ')
  const preheader = escapeHtml(content.paragraphs[0]?.split('\n')[0] ?? '')
  return [
    '<!doctype html>',
    '<html lang="es"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f3f5;${FONT}">`,
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${preheader}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f3f5">`,
    `<tr><td align="center" style="padding:16px 8px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">`,
    `<tr><td style="padding:16px 20px;border-bottom:3px solid ${BRAND}">`,
    `<a href="${home}" style="text-decoration:none;${FONT};font-size:22px;font-weight:bold;color:${BRAND}">`,
    `<span style="display:inline-block;width:32px;height:32px;line-height:32px;border-radius:8px;background:${BRAND};color:#ffffff;text-align:center;font-size:20px">${escapeHtml(productConfig.name.charAt(0))}</span>`,
    ` ${name}</a></td></tr>`,
    `<tr><td style="padding:20px;${FONT};font-size:16px;line-height:24px;color:${TEXT}">`,
    `<p style="margin:0 0 16px">${escapeHtml(greetingLine(content))}</p>`,
    ...content.paragraphs.map(paragraphHtml),
    content.action ? buttonHtml(content.action) : '',
    `<p style="margin:0">${escapeHtml(EMAIL_SIGN_OFF)}</p>`,
    `</td></tr>`,
    links
      ? `<tr><td style="padding:16px 20px;border-top:1px solid #dee2e6;${FONT};font-size:13px;line-height:20px;color:${DIMMED}">${links}</td></tr>`
      : '',
    `</table></td></tr></table></body></html>`,
  ].join('\n')
}

/**
 * The one e-mail layout: an EmailContent becomes the plain-text part, the HTML part (same
 * content, same links) and the headers. With an unsubscribe URL, the RFC 8058 one-click headers
 * `List-Unsubscribe: <url>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 */
export function renderEmail(content: EmailContent, options: EmailLayoutOptions): RenderedEmail {
  const links = footerLinks(options)
  const text = [
    emailText(content),
    ...(links.length ? ['', '--', ...links.map((link) => `${link.label}: ${link.url}`)] : []),
  ].join('\n')
  const headers: Record<string, string> = options.unsubscribeUrl
    ? {
        'List-Unsubscribe': `<${options.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {}
  return { subject: content.subject, text, html: emailHtml(content, options), headers }
}

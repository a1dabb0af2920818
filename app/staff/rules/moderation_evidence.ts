import { COUNTRIES, type CountryCode } from '#core/country/country'
import { escapeHtml } from '#quotations/rules/quotation_pdf'
import {
  contactReasonLabel,
  MODERATION_OUTCOMES,
  WRITER_ROLES,
  type ModerationOutcome,
  type WriterRole,
} from '#staff/rules/moderation'

/**
 * The evidence of an infraction registered from the moderation queue (issue 23, 'Registrar
 * infracción'): the infraction form requires evidence (doc 1 §5) and here the evidence is the
 * message itself, so the action prints this page as a PDF (app/core/services/pdf_renderer.ts)
 * and attaches it as the infraction's file — the store reads it from its infractions like any
 * other evidence. The conversation around the message, the flagged one marked, and the flagged
 * image when it is one (inlined as a data URL: the page loads nothing). Every value escaped. Pure.
 */
export interface ModerationEvidenceDocument {
  countryCode: string
  storeName: string
  conversation: string
  writer: { name: string; role: WriterRole }
  outcome: ModerationOutcome
  reasons: string[]
  flaggedAt: string
  /** The flagged text (sent or stopped) and its image, if any (a data URL). */
  text: string | null
  image: string | null
  messages: {
    flagged: boolean
    senderName: string
    createdAt: string
    text: string | null
    deleted: boolean
    /** The stopped attempt of a 'blocked' item (never delivered), in its place. */
    stopped?: boolean
    attachments: string[]
  }[]
  generatedAt: string
}

const STYLE = `
body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 11px; color: #222; margin: 24px; }
h1 { font-size: 16px; margin: 0 0 6px; }
.muted { color: #666; }
dl { display: grid; grid-template-columns: 150px 1fr; gap: 4px 12px; margin: 12px 0; }
dt { font-weight: bold; }
dd { margin: 0; }
.message { border: 1px solid #ddd; border-radius: 6px; padding: 6px 8px; margin: 6px 0; }
.flagged { border: 2px solid #c92a2a; background: #fff5f5; }
.deleted { color: #888; font-style: italic; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; margin-top: 2px; }
img { max-width: 100%; max-height: 420px; margin-top: 6px; }
footer { margin-top: 16px; color: #666; }
`

/** A date as the country reads it, with the time ('15 mar 2026, 10:30'). */
export function evidenceDate(iso: string, countryCode: string) {
  const country = COUNTRIES[countryCode as CountryCode] ?? COUNTRIES.CO
  return new Intl.DateTimeFormat(country.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: country.timeZone,
  }).format(new Date(iso))
}

export function moderationEvidenceHtml(doc: ModerationEvidenceDocument) {
  const date = (iso: string) => escapeHtml(evidenceDate(iso, doc.countryCode))
  const fact = (label: string, value: string) =>
    `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`
  const message = (entry: ModerationEvidenceDocument['messages'][number]) => `
<div class="message${entry.flagged ? ' flagged' : ''}">
  <div><strong>${escapeHtml(entry.senderName)}</strong> <span class="muted">· ${date(entry.createdAt)}${entry.stopped ? ' · Intento detenido (no se entregó)' : entry.flagged ? ' · Mensaje revisado' : ''}</span></div>
  ${entry.deleted ? '<div class="deleted">Mensaje eliminado por moderación</div>' : ''}
  ${entry.text ? `<div class="text">${escapeHtml(entry.text)}</div>` : ''}
  ${entry.attachments.map((name) => `<div class="muted">Adjunto: ${escapeHtml(name)}</div>`).join('')}
</div>`
  const country = COUNTRIES[doc.countryCode as CountryCode] ?? COUNTRIES.CO
  return `<!doctype html>
<html lang="${escapeHtml(country.locale)}">
<head><meta charset="utf-8"><title>Evidencia de moderación</title><style>${STYLE}</style></head>
<body>
<h1>Evidencia: mensaje del chat</h1>
<div class="muted">${escapeHtml(doc.storeName)} · ${escapeHtml(doc.conversation)}</div>
<dl>
  ${fact('Escribió', `${doc.writer.name} (${WRITER_ROLES[doc.writer.role]})`)}
  ${fact('Tipo', MODERATION_OUTCOMES[doc.outcome])}
  ${fact('Motivos', doc.reasons.map(contactReasonLabel).join(', ') || '—')}
  ${fact('Fecha', evidenceDate(doc.flaggedAt, doc.countryCode))}
</dl>
${doc.text ? `<div class="message flagged"><strong>${doc.outcome === 'blocked' ? 'Texto detenido' : 'Mensaje revisado'}</strong><div class="text">${escapeHtml(doc.text)}</div></div>` : ''}
${doc.image ? `<img src="${escapeHtml(doc.image)}" alt="Imagen del mensaje">` : ''}
<h2 style="font-size:13px">La conversación</h2>
${doc.messages.map(message).join('')}
<footer>Generado el ${date(doc.generatedAt)} desde la moderación del chat.</footer>
</body>
</html>`
}

import { COUNTRIES, type CountryCode } from '#core/country/country'

/**
 * The printable quotation (doc 3 §2.4 export, §7 downloadQuotationInPDF): a pure function from
 * the quotation's data to one HTML document, which app/core/services/pdf_renderer.ts turns into
 * a PDF. Every value is escaped; the page loads nothing (inline styles, no scripts, no images),
 * so rendering never reaches the network. Spanish labels, money in the country's format
 * (es-CO: '$ 254.000'; es-MX: '$254,000.00').
 *
 * The vendor's part number (`reference`) is private to the store: the query leaves it null for
 * the buyer, and 'Referencia' only appears on the items that carry one.
 */
export interface QuotationPdfItem {
  name: string
  brand: string | null
  amount: number
  /** Decimal texts ("85000.50"). */
  unitPrice: string
  lineTotal: string
  warranty: string
  delivery: string
  reference: string | null
}

export interface QuotationPdfDocument {
  productName: string
  countryCode: string
  code: string
  /** Already formatted for the country ('24/11/2026'). */
  createdAt: string
  validUntil: string
  generatedAt: string
  /** 'Cotización cerrada', 'Cotización vencida', 'Pedido V-123'…, or null while available. */
  stateLabel: string | null
  edited: boolean
  store: { name: string; city: string | null }
  adviser: string | null
  request: {
    code: string
    vehicle: string
    plate: string | null
    vin: string | null
    city: string | null
  }
  items: QuotationPdfItem[]
  /**
   * A value added to the total ('Agregar costo de envío'), or else the option's label ('Costo
   * de envío incluido', 'Costo de envío a cargo del comprador').
   */
  shipping: { label: string; value: string | null }
  subtotal: string
  total: string
  observations: string | null
}

export const PDF_LABELS = {
  title: 'Cotización',
  store: 'Tienda',
  request: 'Solicitud',
  vehicle: 'Vehículo',
  plate: 'Placa',
  vin: 'VIN',
  city: 'Ciudad',
  date: 'Fecha',
  validUntil: 'Válida hasta',
  seller: 'Vendedor',
  edited: 'Cotización editada',
  product: 'Producto',
  brand: 'Marca',
  reference: 'Referencia',
  amount: 'Cantidad',
  unitPrice: 'Precio unitario',
  warranty: 'Garantía',
  delivery: 'Tiempo de entrega',
  lineTotal: 'Total',
  subtotal: 'Subtotal',
  shipping: 'Envío',
  freeShipping: 'Envío gratis',
  total: 'Total',
  observations: 'Observaciones',
  taxes: 'Los precios incluyen impuestos.',
  generated: (product: string, date: string) => `Generado en ${product} el ${date}`,
} as const

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text safe inside HTML elements and attribute values. */
export function escapeHtml(value: unknown) {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char])
}

/** A decimal text as the country writes money: '$ 254.000' (COP), '$254,000.50' (MXN). */
export function pdfMoney(value: string, countryCode: string) {
  const country = COUNTRIES[countryCode as CountryCode] ?? COUNTRIES.CO
  return new Intl.NumberFormat(country.locale, {
    style: 'currency',
    currency: country.currency,
    maximumFractionDigits: country.currency === 'COP' ? 0 : 2,
  }).format(value as Intl.StringNumericLiteral)
}

const STYLE = `
  @page { size: A4; margin: 16mm 14mm; }
  * { box-sizing: border-box; }
  body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10.5pt; color: #1f2933; margin: 0; }
  h1 { font-size: 18pt; margin: 0 0 4pt; }
  .muted { color: #52606d; }
  .badge { display: inline-block; border: 1px solid #9aa5b1; border-radius: 4pt; padding: 1pt 6pt; margin-left: 6pt; font-size: 9pt; }
  .facts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6pt 14pt; margin: 12pt 0; }
  .facts dt { font-size: 8.5pt; color: #52606d; }
  .facts dd { margin: 0; font-weight: 600; overflow-wrap: break-word; }
  table { width: 100%; border-collapse: collapse; margin-top: 8pt; table-layout: fixed; }
  th { text-align: left; font-size: 8.5pt; color: #52606d; border-bottom: 1.5pt solid #323f4b; padding: 4pt; }
  td { border-bottom: 0.5pt solid #cbd2d9; padding: 5pt 4pt; vertical-align: top; overflow-wrap: break-word; }
  td .sub { font-size: 8.5pt; color: #52606d; margin-top: 2pt; }
  .num { text-align: right; white-space: nowrap; }
  .totals { margin-left: auto; margin-top: 10pt; width: 50%; table-layout: auto; }
  .totals td { border: none; padding: 2pt 4pt; }
  .totals .grand td { border-top: 1.5pt solid #323f4b; font-size: 13pt; font-weight: 700; padding-top: 5pt; }
  .box { border: 0.5pt solid #cbd2d9; border-radius: 4pt; padding: 6pt 8pt; margin-top: 12pt; }
  footer { margin-top: 18pt; font-size: 8.5pt; color: #52606d; }
`

function fact(label: string, value: string | null) {
  return value ? `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>` : ''
}

/** One product: its name, then brand, part number, warranty and delivery under it. */
function itemRow(item: QuotationPdfItem, money: (value: string) => string) {
  const L = PDF_LABELS
  const first = [
    item.brand ? `${L.brand}: ${item.brand}` : null,
    item.reference ? `${L.reference}: ${item.reference}` : null,
  ].filter(Boolean)
  const second = [`${L.warranty}: ${item.warranty}`, `${L.delivery}: ${item.delivery}`]
  const line = (parts: unknown[]) =>
    parts.length ? `<div class="sub">${parts.map(escapeHtml).join(' · ')}</div>` : ''
  return `<tr>
    <td><strong>${escapeHtml(item.name)}</strong>${line(first)}${line(second)}</td>
    <td class="num">${escapeHtml(item.amount)}</td>
    <td class="num">${escapeHtml(money(item.unitPrice))}</td>
    <td class="num">${escapeHtml(money(item.lineTotal))}</td>
  </tr>`
}

/** The whole HTML document of one quotation. */
export function quotationPdfHtml(doc: QuotationPdfDocument) {
  const L = PDF_LABELS
  const money = (value: string) => pdfMoney(value, doc.countryCode)
  const badges = [doc.stateLabel, doc.edited ? L.edited : null]
    .filter((badge): badge is string => Boolean(badge))
    .map((badge) => `<span class="badge">${escapeHtml(badge)}</span>`)
    .join('')
  const shipping = doc.shipping.value ? money(doc.shipping.value) : doc.shipping.label
  const country = COUNTRIES[doc.countryCode as CountryCode] ?? COUNTRIES.CO

  return `<!doctype html>
<html lang="${escapeHtml(country.locale)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`${L.title} ${doc.code}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>${escapeHtml(`${L.title} ${doc.code}`)}${badges}</h1>
  <div class="muted">${escapeHtml(doc.store.name)}${doc.store.city ? ` · ${escapeHtml(doc.store.city)}` : ''}</div>
</header>
<dl class="facts">
  ${fact(L.request, doc.request.code)}
  ${fact(L.vehicle, doc.request.vehicle)}
  ${fact(L.city, doc.request.city)}
  ${fact(L.plate, doc.request.plate)}
  ${fact(L.vin, doc.request.vin)}
  ${fact(L.store, doc.store.name)}
  ${fact(L.date, doc.createdAt)}
  ${fact(L.validUntil, doc.validUntil)}
  ${fact(L.seller, doc.adviser)}
</dl>
<table>
  <colgroup><col style="width:58%"><col style="width:10%"><col style="width:16%"><col style="width:16%"></colgroup>
  <thead><tr><th>${escapeHtml(L.product)}</th><th class="num">${escapeHtml(L.amount)}</th><th class="num">${escapeHtml(L.unitPrice)}</th><th class="num">${escapeHtml(L.lineTotal)}</th></tr></thead>
  <tbody>${doc.items.map((item) => itemRow(item, money)).join('')}</tbody>
</table>
<table class="totals">
  <tr><td>${escapeHtml(L.subtotal)}</td><td class="num">${escapeHtml(money(doc.subtotal))}</td></tr>
  <tr><td>${escapeHtml(L.shipping)}</td><td class="num">${escapeHtml(shipping)}</td></tr>
  <tr class="grand"><td>${escapeHtml(L.total)}</td><td class="num">${escapeHtml(money(doc.total))}</td></tr>
</table>
<p class="muted">${escapeHtml(L.taxes)}</p>
${doc.observations ? `<div class="box"><strong>${escapeHtml(L.observations)}</strong><br>${escapeHtml(doc.observations)}</div>` : ''}
<footer>${escapeHtml(L.generated(doc.productName, doc.generatedAt))}</footer>
</body>
</html>`
}

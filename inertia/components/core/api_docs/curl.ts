import type { OpenApiDocument, Operation } from './openapi'
import { exampleOf } from './schema'

/** Single-quoted for a POSIX shell. */
function quoted(text: string) {
  return `'${text.replace(/'/g, `'\\''`)}'`
}

/** The base URL of the calls: this site, under the document's first relative server. */
export function baseUrl(doc: OpenApiDocument, origin: string) {
  const server = doc.servers?.[0]?.url ?? ''
  if (/^https?:\/\//.test(server)) return server.replace(/\/$/, '')
  return `${origin}${server.replace(/\/$/, '')}`
}

/**
 * A curl call of the operation with the store token: path parameters filled with example
 * values, required query parameters added, and the example body (JSON, or form fields for
 * multipart).
 */
export function curlOf(doc: OpenApiDocument, op: Operation, origin: string) {
  let path = op.path
  const query = new URLSearchParams()
  for (const parameter of op.parameters) {
    const value = parameter.example ?? exampleOf(doc, parameter.schema)
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(text))
    if (parameter.in === 'query' && parameter.required) query.append(parameter.name, text)
  }
  const qs = query.toString()
  const lines = [
    `curl -X ${op.method.toUpperCase()} ${quoted(`${baseUrl(doc, origin)}${path}${qs ? `?${qs}` : ''}`)}`,
    '  -H "Authorization: Bearer $TOKEN"',
    `  -H 'Accept: application/json'`,
  ]
  const content = op.requestBody?.content ?? {}
  const [mediaType] = Object.keys(content)
  if (mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded') {
    const example = exampleOf(doc, content[mediaType]?.schema)
    for (const [key, value] of Object.entries((example ?? {}) as Record<string, unknown>)) {
      const binary = value === '(archivo)'
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
      lines.push(`  -F ${quoted(binary ? `${key}=@archivo.pdf` : `${key}=${text}`)}`)
    }
  } else if (mediaType) {
    lines.push(`  -H ${quoted(`Content-Type: ${mediaType}`)}`)
    lines.push(`  -d ${quoted(JSON.stringify(exampleOf(doc, content[mediaType]?.schema)))}`)
  }
  return lines.join(' \\\n')
}

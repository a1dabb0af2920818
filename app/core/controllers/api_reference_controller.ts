import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import { loadOpenApiDocument } from '#core/openapi/document'

interface Served {
  etag: string
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer }
}

/**
 * The document as sent, made once per loaded document: compact JSON (the file is indented for
 * its diffs) and its brotli and gzip forms (about 290 KB → 16 KB), with the ETag of its content.
 */
const served = new WeakMap<object, Promise<Served>>()

async function serve(document: object): Promise<Served> {
  const identity = Buffer.from(JSON.stringify(document))
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    promisify(gzip)(identity, { level: 9 }),
  ])
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
  return { etag: hash, bodies: { identity, br, gzip: gz } }
}

function servedOf(document: object) {
  let entry = served.get(document)
  if (!entry) {
    entry = serve(document)
    served.set(document, entry)
  }
  return entry
}

/**
 * Whether an If-None-Match header names this content: a list, weak forms, `*`, and the tag of
 * any encoding of it (`"<hash>-br"`), since they all hold the same document.
 */
function isFresh(ifNoneMatch: string | undefined, hash: string) {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .some((tag) => tag === '*' || tag.replace(/-(br|gz)$/, '') === hash)
}

/**
 * The API reference for store integrations (issue 24 item 1). Both routes are public: an
 * integrator must be able to read the contract before having an account or a token, and the
 * document describes the API's shape only, never anybody's data.
 */
export default class ApiReferenceController {
  /**
   * GET /api/openapi.json (`api.openapi`, public): the OpenAPI 3.1 document generated from the
   * routes, validators and transformers (app/core/openapi). Cached 5 minutes by browsers and
   * proxies, with an ETag (one per encoding: brotli or gzip when accepted, `Vary:
   * Accept-Encoding`); a request carrying it in If-None-Match gets 304 without the body.
   *
   * @summary Documento OpenAPI 3.1 de la API (el contrato para generar un cliente)
   */
  async document({ request, response }: HttpContext) {
    const { etag: hash, bodies } = await servedOf(await loadOpenApiDocument())
    const encoding = request.encoding(['br', 'gzip', 'identity']) || 'identity'
    const suffix = encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : ''
    response.header('Cache-Control', 'public, max-age=300')
    response.header('Vary', 'Accept-Encoding')
    response.header('ETag', `"${hash}${suffix}"`)
    if (isFresh(request.header('if-none-match'), hash)) {
      return response.status(304).send('')
    }
    response.header('Content-Type', 'application/json; charset=utf-8')
    if (encoding !== 'identity') response.header('Content-Encoding', encoding)
    return response.send(bodies[encoding as keyof Served['bodies']])
  }

  /**
   * GET /api/docs (`apiDocs`, public): the reference page that browses the document
   * (inertia/pages/core/api_docs.tsx), linked from the site's footer and from the store's
   * 'Integraciones' section.
   *
   * @summary Referencia de la API para integraciones de tiendas (página)
   */
  page({ inertia }: HttpContext) {
    return inertia.render('core/api_docs', {})
  }
}

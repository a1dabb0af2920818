import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { safeStringify } from '@poppinss/utils/json'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this many bytes an answer goes as it is (headers cost about as much as it saves). */
export const COMPRESS_FROM_BYTES = 1024

/**
 * Compresses the answers the app writes in one piece — HTML pages (the server-rendered ones carry
 * the page and its JSON: 60–150 KB on a request's pages), Inertia visits and API JSON — with
 * brotli (quality 5: a few milliseconds for 150 KB, on the thread pool) when the client takes it,
 * else gzip. On slow 4G the buyer's request page went from 152 KB to about 20 KB.
 *
 * Left as they are: answers under 1 KB, streams and files (SSE, Excel, PDF, uploads: not a body
 * in memory; /assets are precompressed at build, precompressed_assets_middleware.ts), answers
 * that already name an encoding, 204/304 and 1xx, and clients that accept neither encoding.
 * The ETag is then the compressed body's (one per encoding, with `Vary: Accept-Encoding`).
 */
export default class CompressedAnswersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    await compressAnswer(ctx)
  }
}

export async function compressAnswer({ request, response }: HttpContext) {
  if (!response.hasContent || response.getHeader('Content-Encoding')) return
  const status = response.getStatus()
  if (status < 200 || status === 204 || status === 304) return
  const [body, generateEtag, jsonpCallback] = response.content!
  if (jsonpCallback) return
  let text: string
  let type: string
  if (typeof body === 'string') {
    text = body
    type = body.trimStart().startsWith('<') ? 'text/html' : 'text/plain'
  } else if (body !== null && typeof body === 'object' && !(body instanceof Uint8Array)) {
    if (body instanceof Date || body instanceof RegExp) return
    text = safeStringify(body)!
    type = 'application/json'
  } else {
    return
  }
  if (Buffer.byteLength(text) < COMPRESS_FROM_BYTES) return

  response.vary('Accept-Encoding')
  const accepted = request.encodings()
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null
  if (!encoding) return

  const compressed =
    encoding === 'br'
      ? await brotli(text, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
          },
        })
      : await gzipAsync(text, { level: 6 })
  response.safeHeader('Content-Type', `${type}; charset=utf-8`)
  response.header('Content-Encoding', encoding)
  response.send(compressed, generateEtag)
}

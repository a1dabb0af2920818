import { stat } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ENCODINGS, type AssetEncoding } from '#core/services/precompressed_assets'

/** A file straight under /assets (Vite's hashed names), its query string apart. */
const ASSET_PATH = /^\/assets\/([\w-][\w.-]*)(\?.*)?$/

/**
 * Runs right before @adonisjs/static: a GET or HEAD of a file under /assets whose compressed form
 * the build wrote (`.br`, `.gz`, see precompressed_assets.ts) and the browser accepts is sent as
 * that file — the static server sends it, with the headers of config/static.ts (encoding, type,
 * a year of cache) and whatever the middleware before it set. Everything else passes untouched.
 */
export default class PrecompressedAssetsMiddleware {
  #assetsDir = app.publicPath('assets')

  async handle({ request, response }: HttpContext, next: NextFn) {
    const raw = request.request
    const match = (raw.method === 'GET' || raw.method === 'HEAD') && raw.url?.match(ASSET_PATH)
    if (!match) return next()

    response.header('Vary', 'Accept-Encoding')
    // the smallest form the browser takes (browsers list gzip before br, with the same weight)
    const accepted = request.encodings()
    const encoding = (Object.keys(ENCODINGS) as AssetEncoding[]).find((e) => accepted.includes(e))
    if (!encoding) return next()
    const compressed = match[1] + ENCODINGS[encoding]
    const found = await stat(`${this.#assetsDir}/${compressed}`).catch(() => null)
    if (!found?.isFile()) return next()

    const original = raw.url
    raw.url = `/assets/${compressed}${match[2] ?? ''}`
    try {
      return await next()
    } finally {
      raw.url = original
    }
  }
}

import { readdir, readFile, writeFile } from 'node:fs/promises'
import { basename, extname, join, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/**
 * The client build's files (public/assets, names hashed by Vite) in compressed form: the build
 * writes `<file>.br` and `<file>.gz` next to each text file (vite.config.ts), the server sends the
 * one the browser accepts (PrecompressedAssetsMiddleware rewrites the path, @adonisjs/static sends
 * the file with the headers below). Node only: read by vite.config.ts as well as by the server.
 */

/** What a compressed file's name ends with, per encoding, best first. */
export const ENCODINGS = { br: '.br', gzip: '.gz' } as const
export type AssetEncoding = keyof typeof ENCODINGS

/** The text files worth compressing, and the type each one is sent as. */
export const COMPRESSIBLE: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

/** Files smaller than this are sent as they are: compressing saves less than a packet. */
const MIN_BYTES = 1024

/** A year: every file under /assets has its content's hash in its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes the brotli (quality 11) and gzip (level 9) forms of every compressible file of `dir`
 * (recursively) that is at least 1 KB and gets smaller. Answers how many files it compressed.
 */
export async function precompressDirectory(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE[extname(entry.name)])
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.slice(dir.length).includes(`${sep}.`))
  let compressed = 0
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file)
      if (content.length < MIN_BYTES) return
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ])
      if (br.length < content.length) await writeFile(file + ENCODINGS.br, br)
      if (gz.length < content.length) await writeFile(file + ENCODINGS.gzip, gz)
      compressed++
    })
  )
  return compressed
}

/**
 * The headers of the files @adonisjs/static sends from public/ (config/static.ts): a file under
 * `assetsDir` is cached for a year; a compressed form says its encoding and the type of the file
 * it stands for.
 */
export function assetHeaders(assetsDir: string) {
  const prefix = assetsDir.endsWith(sep) ? assetsDir : assetsDir + sep
  return (path: string): Record<string, string> => {
    if (!path.startsWith(prefix)) return {}
    const headers: Record<string, string> = {
      'Cache-Control': IMMUTABLE,
      'Vary': 'Accept-Encoding',
    }
    for (const [encoding, suffix] of Object.entries(ENCODINGS)) {
      const type = path.endsWith(suffix) && COMPRESSIBLE[extname(basename(path, suffix))]
      if (!type) continue
      headers['Content-Encoding'] = encoding
      headers['Content-Type'] = type
    }
    return headers
  }
}

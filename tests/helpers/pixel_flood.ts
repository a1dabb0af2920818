import { crc32, deflateSync } from 'node:zlib'

/** A PNG chunk: length, type, data, CRC-32 of type + data. */
function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const cache = new Map<string, Buffer>()

/**
 * A valid, all-black PNG of `width` × `height` pixels, one bit per pixel, every row filtered
 * 'none' and zero, deflated. At the default 16000 × 16000 (256 megapixels, under sharp's own
 * default limit of ~268) it weighs about 31 KB: a pixel flood, tiny on the wire and about 1 GB
 * once decoded as RGBA.
 */
export function blackPng(width = 16_000, height = width) {
  const name = `${width}x${height}`
  const known = cache.get(name)
  if (known) return known
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height)
  const png = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
  cache.set(name, png)
  return png
}

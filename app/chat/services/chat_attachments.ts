import { randomUUID } from 'node:crypto'
import type { PRIVATE_UPLOAD_FOLDERS } from '#core/middleware/private_uploads_middleware'
import { open, readFile, stat } from 'node:fs/promises'
import { extname } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { HttpContext } from '@adonisjs/core/http'
import { BusinessError } from '#core/errors'
import { missingRecord } from '#core/policies/decisions'
import { recompressImage } from '#core/actions/store_uploaded_image'
import { refuseImageOverPixelLimit } from '#core/services/image_pixels'
import {
  CHAT_FILE_EXTENSIONS,
  CHAT_FILE_MAX_BYTES,
  CHAT_FILE_MESSAGES,
  type ChatFileExtension,
} from '#chat/rules/chat_files'

export {
  CHAT_FILE_EXTENSIONS,
  CHAT_FILE_MAX_BYTES,
  CHAT_FILE_MAX_MB,
  CHAT_FILE_MESSAGES,
  type ChatFileExtension,
} from '#chat/rules/chat_files'

/** The form field of the attachment (multipart `attached_file`): errors name it. */
export const CHAT_FILE_FIELD = 'attached_file'

/**
 * Folder of the stored attachments (never served publicly: PrivateUploadsMiddleware; only the
 * chat's file route reads it) and the purpose recorded in `uploads`.
 */
export const CHAT_FILE_FOLDER: (typeof PRIVATE_UPLOAD_FOLDERS)[number] = 'chat-files'
export const CHAT_FILE_PURPOSE = 'chat'

export interface StoredChatFile {
  type: 'image' | 'otherFiles'
  /** Drive key: `chat-files/<uuid>.<ext>` (images `.webp`). */
  key: string
  /** The sender's file name, sanitised, for display. */
  name: string
  /** Extension of the stored bytes (`webp` for every image). */
  extension: string
  contentType: string
}

const IMAGE_EXTENSIONS = new Set<string>(['webp', 'png', 'jpg', 'jpeg', 'gif'])

/** Content type of each stored extension (images are all WebP once stored). */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
}

/** Only keys this service gives out are read back (no other folder, no path going up). */
const STORED_KEY = new RegExp(
  `^${CHAT_FILE_FOLDER}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${Object.keys(
    CONTENT_TYPES
  ).join('|')})$`
)

/**
 * What the bodyparser may call a file of each declared extension (`file.extname`: detected from
 * the bytes for the formats its magic-number table knows, else taken from the name). Anything
 * else it detected contradicts the name. Any image may carry another image's name (a phone's JPEG
 * saved as .png): it is re-encoded as WebP anyway.
 */
const IMAGE_FAMILY = ['webp', 'png', 'jpg', 'jpeg', 'gif']
const DETECTED_AS: Record<ChatFileExtension, string[]> = {
  webp: IMAGE_FAMILY,
  png: IMAGE_FAMILY,
  jpg: IMAGE_FAMILY,
  jpeg: IMAGE_FAMILY,
  gif: IMAGE_FAMILY,
  pdf: ['pdf'],
  xls: ['xls', 'cfb'],
  xlsx: ['xlsx', 'zip'],
  docx: ['docx', 'zip'],
  ods: ['ods', 'zip'],
  odt: ['odt', 'zip'],
  csv: ['csv'],
}

/** The `mimetype` entry an OpenDocument file must open with. */
const ODF_MIMETYPES: Partial<Record<ChatFileExtension, string>> = {
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odt: 'application/vnd.oasis.opendocument.text',
}

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1')
const OLE_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex')

function refuse(message: string): never {
  throw new BusinessError(message, 422, {}, CHAT_FILE_FIELD)
}

/** The first bytes of a file. */
async function head(path: string, bytes: number) {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** A raster image format sharp decodes (never SVG, which is a document that can carry script). */
function isRasterImage(bytes: Buffer) {
  const latin = bytes.subarray(0, 12).toString('latin1')
  return (
    bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) ||
    bytes.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')) ||
    latin.startsWith('GIF87a') ||
    latin.startsWith('GIF89a') ||
    (latin.startsWith('RIFF') && latin.slice(8, 12) === 'WEBP')
  )
}

/** An OpenDocument ZIP opens with an uncompressed `mimetype` entry naming its kind. */
function odfMimetype(bytes: Buffer) {
  if (bytes.length < 30 || bytes.readUInt16LE(8) !== 0) return null
  const size = bytes.readUInt32LE(18)
  const nameLength = bytes.readUInt16LE(26)
  const extraLength = bytes.readUInt16LE(28)
  if (bytes.subarray(30, 30 + nameLength).toString('latin1') !== 'mimetype') return null
  const start = 30 + nameLength + extraLength
  return bytes.subarray(start, start + size).toString('latin1')
}

/**
 * Plain text a spreadsheet can open: no NUL nor other control bytes (tab, line breaks and form
 * feed aside), UTF-8 or a single-byte encoding (Latin-1 / Windows-1252, what Excel exports on
 * Windows). Markup is refused: a file opening with '<' is HTML, SVG or XML, not a CSV.
 */
function isPlainCsv(bytes: Buffer) {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) {
      return false
    }
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    text = bytes.toString('latin1')
  }
  return !text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<')
}

/**
 * The sender's file name for display: no folders (either slash), no control or invisible
 * formatting characters (a right-to-left override could show 'exe.pdf' as 'fdp.exe'), at most 255
 * characters keeping the extension. An empty result becomes 'archivo'.
 */
export function sanitizeFileName(raw: string) {
  const base = raw.split(/[\\/]/).pop() ?? ''
  const name = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .trim()
  if (name === '' || name === '.' || name === '..') return 'archivo'
  if (name.length <= 255) return name
  const extension = extname(name).length <= 16 ? extname(name) : ''
  let kept = ''
  for (const char of name.slice(0, name.length - extension.length)) {
    if (kept.length + char.length + extension.length > 255) break
    kept += char
  }
  return kept + extension
}

/**
 * The one file a chat message may carry (doc 1 §4, §5 "Chat send"), stored on the configured
 * disk (local or S3) under `chat-files/` and recorded in `uploads` (purpose 'chat', who sent it).
 *
 * The name chooses what is allowed and the bytes must agree (content sniffing): an image must be
 * a PNG, JPEG, GIF or WebP sharp decodes within 40 megapixels (the shared
 * refuseImageOverPixelLimit); it is re-encoded by the shared
 * photo pipeline (WebP at 50 %, longest side 1600 px; an animated GIF keeps its first frame), so
 * whatever else it carried is dropped. A PDF must start with `%PDF-`, an xlsx/docx/ods/odt must be
 * a ZIP (ods/odt with their OpenDocument `mimetype`), an xls an OLE compound file, a CSV plain text
 * that is not markup; those are kept byte for byte. Files are stored private (S3 ACL); the
 * download route streams them with `read()`.
 */
export default class ChatAttachments {
  /** Validates, sniffs the content and stores; refusals are 422 on `attached_file`. */
  async store(file: MultipartFile, userId: number): Promise<StoredChatFile> {
    // what the bodyparser already found (a route may pass size/extnames to request.file())
    if (file.hasErrors) {
      const types = file.errors.map((error) => error.type)
      if (types.includes('size')) refuse(CHAT_FILE_MESSAGES.tooLarge)
      if (types.includes('extname')) refuse(CHAT_FILE_MESSAGES.wrongType)
      refuse(CHAT_FILE_MESSAGES.unreadable)
    }
    if (!file.tmpPath) refuse(CHAT_FILE_MESSAGES.unreadable)
    let size: number
    try {
      size = (await stat(file.tmpPath)).size
    } catch {
      refuse(CHAT_FILE_MESSAGES.unreadable)
    }
    if (size > CHAT_FILE_MAX_BYTES || file.size > CHAT_FILE_MAX_BYTES) {
      refuse(CHAT_FILE_MESSAGES.tooLarge)
    }

    const name = sanitizeFileName(file.clientName ?? '')
    const declared = extname(name).slice(1).toLowerCase()
    if (!(CHAT_FILE_EXTENSIONS as readonly string[]).includes(declared)) {
      refuse(CHAT_FILE_MESSAGES.wrongType)
    }
    const extension = declared as ChatFileExtension
    const detected = file.extname?.toLowerCase()
    if (detected && !DETECTED_AS[extension].includes(detected)) {
      refuse(CHAT_FILE_MESSAGES.wrongType)
    }
    if (size === 0) refuse(CHAT_FILE_MESSAGES.unreadable)

    const stored = IMAGE_EXTENSIONS.has(extension)
      ? { bytes: await this.#image(file.tmpPath), extension: 'webp' }
      : { bytes: await this.#document(file.tmpPath, extension), extension }

    const key = `${CHAT_FILE_FOLDER}/${randomUUID()}.${stored.extension}`
    const contentType = CONTENT_TYPES[stored.extension]
    await drive.use().put(key, stored.bytes, { contentType, visibility: 'private' })
    await db.table('uploads').insert({
      key,
      purpose: CHAT_FILE_PURPOSE,
      user_id: userId,
      created_at: DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
    })
    return {
      type: IMAGE_EXTENSIONS.has(extension) ? 'image' : 'otherFiles',
      key,
      name,
      extension: stored.extension,
      contentType,
    }
  }

  /**
   * Answers with an attachment of a message (`attached`, its entry in the message's list): its
   * stored bytes, an image shown inline and any other file downloaded under its own name, never
   * sniffed, cached by the reader only. 404 when the file is gone. The chat's readers and the
   * staff moderation queue serve files through it.
   */
  async send(
    response: HttpContext['response'],
    attached: { type: string; url: string; name: string } | undefined
  ) {
    const stored = attached ? await this.read(attached.url) : null
    if (!attached || !stored) throw missingRecord()
    const inline = attached.type === 'image'
    response.header('Content-Type', stored.contentType)
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Cache-Control', 'private, max-age=3600')
    response.header(
      'Content-Disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(attached.name)}`
    )
    return Buffer.isBuffer(stored.contents)
      ? response.send(stored.contents)
      : response.stream(stored.contents as NodeJS.ReadableStream as never)
  }

  /** For the download route: the stored bytes (a stream) and their type, null when missing. */
  async read(
    key: string
  ): Promise<{ contents: Buffer | NodeJS.ReadableStream; contentType: string } | null> {
    const match = STORED_KEY.exec(key)
    if (!match) return null
    const disk = drive.use()
    if (!(await disk.exists(key))) return null
    return { contents: await disk.getStream(key), contentType: CONTENT_TYPES[match[1]] }
  }

  /** A raster image within the pixel limit, re-encoded as WebP. */
  async #image(path: string) {
    if (!isRasterImage(await head(path, 12))) refuse(CHAT_FILE_MESSAGES.wrongType)
    await refuseImageOverPixelLimit(path, CHAT_FILE_FIELD)
    try {
      return await recompressImage(path)
    } catch {
      refuse(CHAT_FILE_MESSAGES.wrongType)
    }
  }

  /** A document whose bytes are what its extension says, kept as it is. */
  async #document(path: string, extension: ChatFileExtension) {
    const bytes = await readFile(path)
    let valid: boolean
    switch (extension) {
      case 'pdf':
        valid = bytes.subarray(0, 5).toString('latin1') === '%PDF-'
        break
      case 'xls':
        valid = bytes.subarray(0, 8).equals(OLE_MAGIC)
        break
      case 'csv':
        valid = isPlainCsv(bytes)
        break
      default:
        valid =
          bytes.subarray(0, 4).equals(ZIP_MAGIC) &&
          (!ODF_MIMETYPES[extension] || odfMimetype(bytes) === ODF_MIMETYPES[extension])
    }
    if (!valid) refuse(CHAT_FILE_MESSAGES.wrongType)
    return bytes
  }
}

import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { MultipartFileFactory } from '@adonisjs/core/factories/bodyparser'
import { IMAGE_TOO_LARGE_MESSAGE } from '#core/services/image_pixels'
import ChatAttachments, {
  CHAT_FILE_MAX_BYTES,
  CHAT_FILE_MESSAGES,
  sanitizeFileName,
} from '#chat/services/chat_attachments'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'

const UUID_KEY = /^chat-files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\./

let folder: string
const storedKeys: string[] = []

/**
 * A file as the bodyparser hands it over: bytes in a temporary file, the client's name and, when
 * given, the extension the bodyparser detected (`file.extname`). Without it only our own
 * sniffing judges the bytes.
 */
async function upload(bytes: Buffer, clientName: string, detected?: string) {
  const tmpPath = join(folder, randomUUID())
  await writeFile(tmpPath, bytes)
  const file = new MultipartFileFactory()
    .merge({ fieldName: 'attached_file', size: bytes.length, extname: detected })
    .create()
  file.clientName = clientName
  file.tmpPath = tmpPath
  return file
}

/** A ZIP of stored (uncompressed) entries, in the order given. */
function zip(entries: [string, string][]) {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const [entryName, text] of entries) {
    const data = Buffer.from(text)
    const name = Buffer.from(entryName)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(name.length, 26)
    locals.push(local, name, data)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt32LE(crc, 16)
    entry.writeUInt32LE(data.length, 20)
    entry.writeUInt32LE(data.length, 24)
    entry.writeUInt16LE(name.length, 28)
    entry.writeUInt32LE(offset, 42)
    central.push(entry, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const DOCX = zip([
  [
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ],
  ['word/document.xml', '<w:document/>'],
])
const odf = (mimetype: string) =>
  zip([
    ['mimetype', mimetype],
    ['content.xml', '<office:document-content/>'],
  ])
const ODS = odf('application/vnd.oasis.opendocument.spreadsheet')
const ODT = odf('application/vnd.oasis.opendocument.text')
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1'
)
const XLS = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)])
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)])
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'
)
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()

/** The message of the 422 a refused file gets (field attached_file), or null when stored. */
async function refusal(promise: Promise<unknown>) {
  try {
    const stored = (await promise) as { key: string }
    storedKeys.push(stored.key)
    return null
  } catch (error) {
    const refused = error as { status: number; field: string; message: string }
    if (refused.status !== 422 || refused.field !== 'attached_file') throw error
    return refused.message
  }
}

async function bytesOf(contents: Buffer | NodeJS.ReadableStream) {
  if (Buffer.isBuffer(contents)) return contents
  const chunks: Buffer[] = []
  for await (const chunk of contents) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
}

test.group('Chat attachments: storing a message file', (group) => {
  freshDatabase(group)
  group.setup(async () => {
    folder = await mkdtemp(join(tmpdir(), 'chat-attachments-'))
  })
  group.teardown(async () => {
    await rm(folder, { recursive: true, force: true })
    for (const key of storedKeys) await drive.use().delete(key)
  })

  test('a PNG is re-encoded as a WebP of at most 1600 px and recorded for its sender', async ({
    assert,
  }) => {
    const user = await makeUser()
    const stored = await new ChatAttachments().store(
      await upload(await png(3200, 1800), 'Foto del motor.png', 'png'),
      user.id
    )
    storedKeys.push(stored.key)
    assert.match(stored.key, new RegExp(UUID_KEY.source + 'webp$'))
    assert.deepInclude(stored, {
      type: 'image',
      name: 'Foto del motor.png',
      extension: 'webp',
      contentType: 'image/webp',
    })
    const meta = await sharp(Buffer.from(await drive.use().getBytes(stored.key))).metadata()
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 1600, 900])
    const rows = await db.from('uploads').select('key', 'purpose', 'user_id')
    assert.deepEqual(rows, [{ key: stored.key, purpose: 'chat', user_id: user.id }])
  })

  test('an animated GIF keeps its first frame only', async ({ assert }) => {
    const frame = (background: string) =>
      sharp({ create: { width: 10, height: 10, channels: 3, background } })
        .png()
        .toBuffer()
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer()
    assert.equal((await sharp(gif).metadata()).pages, 2)
    const user = await makeUser()
    const stored = await new ChatAttachments().store(await upload(gif, 'gato.gif'), user.id)
    storedKeys.push(stored.key)
    const webp = sharp(Buffer.from(await drive.use().getBytes(stored.key)))
    assert.notEqual((await webp.metadata()).pages, 2)
    const [red, , blue] = await webp.raw().toBuffer()
    assert.isAbove(red, 200)
    assert.isBelow(blue, 50)
  })

  test('{label} is kept byte for byte as {contentType}')
    .with([
      { label: 'a PDF', bytes: PDF, name: 'Cotización.pdf', contentType: 'application/pdf' },
      {
        label: 'a Word document (ZIP)',
        bytes: DOCX,
        name: 'Garantía.DOCX',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      {
        label: 'an OpenDocument spreadsheet',
        bytes: ODS,
        name: 'precios.ods',
        contentType: 'application/vnd.oasis.opendocument.spreadsheet',
      },
      {
        label: 'an OpenDocument text',
        bytes: ODT,
        name: 'carta.odt',
        contentType: 'application/vnd.oasis.opendocument.text',
      },
      {
        label: 'an Excel 97 workbook (OLE)',
        bytes: XLS,
        name: 'inventario.xls',
        contentType: 'application/vnd.ms-excel',
      },
      {
        label: 'a UTF-8 CSV with a BOM',
        bytes: Buffer.from(
          '\uFEFFreferencia;descripción;precio\r\nA-1;Pastillas de freno;120000\r\n'
        ),
        name: 'lista.csv',
        contentType: 'text/csv',
      },
      {
        label: 'a Windows-1252 CSV',
        bytes: Buffer.from('referencia,descripción,precio €\n', 'latin1'),
        name: 'lista.csv',
        contentType: 'text/csv',
      },
    ])
    .run(async ({ assert }, { bytes, name, contentType }) => {
      const user = await makeUser()
      const service = new ChatAttachments()
      const stored = await service.store(await upload(bytes, name), user.id)
      storedKeys.push(stored.key)
      const extension = name.split('.').pop()!.toLowerCase()
      assert.match(stored.key, new RegExp(`${UUID_KEY.source}${extension}$`))
      assert.deepInclude(stored, { type: 'otherFiles', name, extension, contentType })
      const read = await service.read(stored.key)
      assert.equal(read?.contentType, contentType)
      assert.isTrue((await bytesOf(read!.contents)).equals(bytes))
    })

  test('what the bytes are decides: {label} is refused')
    .with([
      { label: 'a PNG named .pdf', make: () => png(20, 20), name: 'factura.pdf' },
      { label: 'an executable named .pdf', make: async () => EXE, name: 'factura.pdf' },
      { label: 'an SVG named .png', make: async () => SVG, name: 'logo.png' },
      { label: 'a PDF named .jpg', make: async () => PDF, name: 'foto.jpg' },
      {
        label: 'a PNG that does not decode',
        make: async () => (await png(20, 20)).subarray(0, 40),
        name: 'rota.png',
      },
      { label: 'an executable named .csv', make: async () => EXE, name: 'datos.csv' },
      {
        label: 'HTML named .csv',
        make: async () => Buffer.from('<html><script>alert(1)</script></html>'),
        name: 'datos.csv',
      },
      {
        label: 'an SVG named .csv (after a BOM and blank lines)',
        make: async () => Buffer.concat([Buffer.from('\uFEFF\r\n  '), SVG]),
        name: 'datos.csv',
      },
      { label: 'a text named .docx', make: async () => Buffer.from('hola'), name: 'carta.docx' },
      { label: 'a ZIP named .xls', make: async () => DOCX, name: 'libro.xls' },
      { label: 'an OLE file named .xlsx', make: async () => XLS, name: 'libro.xlsx' },
      { label: 'an OpenDocument text named .ods', make: async () => ODT, name: 'hoja.ods' },
      { label: 'a Word ZIP named .odt', make: async () => DOCX, name: 'carta.odt' },
    ])
    .run(async ({ assert }, { make, name }) => {
      const user = await makeUser()
      const message = await refusal(
        new ChatAttachments().store(await upload(await make(), name), user.id)
      )
      assert.equal(message, CHAT_FILE_MESSAGES.wrongType)
      assert.lengthOf(await db.from('uploads'), 0)
    })

  test('the bodyparser detecting another format than the name says is refused', async ({
    assert,
  }) => {
    const user = await makeUser()
    const service = new ChatAttachments()
    // a Word document renamed .xlsx: a ZIP, but the bodyparser recognised a docx
    assert.equal(
      await refusal(service.store(await upload(DOCX, 'libro.xlsx', 'docx'), user.id)),
      CHAT_FILE_MESSAGES.wrongType
    )
    assert.equal(
      await refusal(service.store(await upload(EXE, 'factura.pdf', 'exe'), user.id)),
      CHAT_FILE_MESSAGES.wrongType
    )
    // a plain ZIP detection is what a partly read docx gives: allowed, the bytes decide
    assert.isNull(await refusal(service.store(await upload(DOCX, 'carta.docx', 'zip'), user.id)))
  })

  test('the name decides what is allowed: {name} is refused with the exact message')
    .with([
      { name: 'instalador.exe', bytes: EXE },
      { name: 'logo.svg', bytes: SVG },
      { name: 'notas.txt', bytes: Buffer.from('hola') },
      { name: 'sin-extension', bytes: PDF },
      { name: 'factura.pdf.', bytes: PDF },
    ])
    .run(async ({ assert }, { name, bytes }) => {
      const user = await makeUser()
      const message = await refusal(new ChatAttachments().store(await upload(bytes, name), user.id))
      assert.equal(message, 'Tipo de archivo no permitido')
    })

  test('a file over 20 MB is refused with the exact message; the bodyparser errors are mapped', async ({
    assert,
  }) => {
    const user = await makeUser()
    const service = new ChatAttachments()
    const big = await upload(PDF, 'manual.pdf')
    await truncate(big.tmpPath!, CHAT_FILE_MAX_BYTES + 1)
    big.size = CHAT_FILE_MAX_BYTES + 1
    assert.equal(
      await refusal(service.store(big, user.id)),
      'El archivo excede el tamaño máximo permitido (20MB).'
    )

    // a route that passed size/extnames to request.file(): the bodyparser's own verdicts
    const tooBig = new MultipartFileFactory()
      .merge({ fieldName: 'attached_file', clientName: 'a.pdf', size: 2048, extname: 'pdf' })
      .create({ size: '1kb' })
    tooBig.tmpPath = big.tmpPath
    assert.equal(await refusal(service.store(tooBig, user.id)), CHAT_FILE_MESSAGES.tooLarge)
    const wrong = new MultipartFileFactory()
      .merge({ fieldName: 'attached_file', size: 10, extname: 'exe' })
      .create({ extnames: ['pdf'] })
    assert.equal(await refusal(service.store(wrong, user.id)), CHAT_FILE_MESSAGES.wrongType)
    const failed = await upload(PDF, 'a.pdf')
    failed.errors.push({
      fieldName: 'attached_file',
      clientName: 'a.pdf',
      type: 'fatal',
      message: 'aborted',
    })
    assert.equal(await refusal(service.store(failed, user.id)), CHAT_FILE_MESSAGES.unreadable)
    const empty = await upload(Buffer.alloc(0), 'vacío.pdf')
    assert.equal(await refusal(service.store(empty, user.id)), CHAT_FILE_MESSAGES.unreadable)
    assert.lengthOf(await db.from('uploads'), 0)
  })

  test('a pixel flood (a small PNG of 48 megapixels) is refused before decoding', async ({
    assert,
  }) => {
    const flood = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    assert.isBelow(flood.length, 1024 * 1024)
    const user = await makeUser()
    const message = await refusal(
      new ChatAttachments().store(await upload(flood, 'plano.png'), user.id)
    )
    assert.equal(message, IMAGE_TOO_LARGE_MESSAGE)
    assert.lengthOf(await db.from('uploads'), 0)
  }).timeout(20_000)

  test('the sender file name is kept for display, sanitised', async ({ assert }) => {
    const user = await makeUser()
    const stored = await new ChatAttachments().store(
      await upload(PDF, 'C:\\Users\\ana\\Informe\u0000 final\u202E.pdf'),
      user.id
    )
    storedKeys.push(stored.key)
    assert.equal(stored.name, 'Informe final.pdf')

    assert.equal(sanitizeFileName('../../etc/pas\u0007swd.csv'), 'passwd.csv')
    assert.equal(sanitizeFileName('  \u200E  '), 'archivo')
    assert.equal(sanitizeFileName('carpeta/'), 'archivo')
    const long = sanitizeFileName(`${'ñ'.repeat(300)}.xlsx`)
    assert.lengthOf(long, 255)
    assert.isTrue(long.endsWith('ñ.xlsx'))
    const emoji = sanitizeFileName(`${'😀'.repeat(200)}.pdf`)
    assert.isAtMost(emoji.length, 255)
    assert.isTrue(emoji.endsWith('😀.pdf'))
  })

  test('read() answers the stored bytes, and null for a missing or foreign key', async ({
    assert,
  }) => {
    const user = await makeUser()
    const service = new ChatAttachments()
    const stored = await service.store(await upload(await png(40, 30), 'foto.jpeg'), user.id)
    storedKeys.push(stored.key)
    const read = await service.read(stored.key)
    assert.equal(read?.contentType, 'image/webp')
    const bytes = await bytesOf(read!.contents)
    assert.isTrue(bytes.equals(Buffer.from(await drive.use().getBytes(stored.key))))
    assert.equal((await sharp(bytes).metadata()).format, 'webp')

    assert.isNull(await service.read(`chat-files/${randomUUID()}.pdf`))
    const foreign = `quotation-details/${randomUUID()}.webp`
    await drive.use().put(foreign, 'x')
    storedKeys.push(foreign)
    for (const key of [foreign, `chat-files/../${foreign}`, `chat-files/${randomUUID()}.exe`, '']) {
      assert.isNull(await service.read(key), key)
    }
  })
})

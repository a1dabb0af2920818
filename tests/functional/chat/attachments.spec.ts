import { test } from '@japa/runner'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import { HttpContextFactory, RequestFactory, ResponseFactory } from '@adonisjs/core/factories/http'
import ChatAttachments, {
  CHAT_FILE_MAX_BYTES,
  CHAT_FILE_MESSAGES,
} from '#chat/services/chat_attachments'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'

/**
 * The attachment as it really arrives: a multipart body through the application's own
 * bodyparser (config/bodyparser.ts, its size limit and its file-type detection) into
 * ChatAttachments. The chat routes are tested elsewhere; this server has nothing but the
 * bodyparser, so what these tests see is the bodyparser's doing and the service's.
 */
let server: Server
let baseUrl: string
let senderId: number
const storedKeys: string[] = []

async function send(bytes: Buffer, filename: string, contentType = 'application/octet-stream') {
  const form = new FormData()
  form.append('kind', 'quotation')
  form.append('attached_file', new Blob([new Uint8Array(bytes)], { type: contentType }), filename)
  const response = await fetch(baseUrl, { method: 'POST', body: form })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

test.group('Chat attachments through the bodyparser', (group) => {
  freshDatabase(group)
  group.each.setup(async () => {
    senderId = (await makeUser()).id
  })
  group.setup(async () => {
    const bodyparser = await app.container.make(BodyParserMiddleware)
    const attachments = new ChatAttachments()
    server = createServer(async (req, res) => {
      const request = new RequestFactory().merge({ req, res }).create()
      const response = new ResponseFactory().merge({ req, res }).create()
      const ctx = new HttpContextFactory().merge({ request, response }).create()
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      try {
        await bodyparser.handle(ctx, async () => {
          const file = ctx.request.file('attached_file')
          if (!file) return answer(400, { message: 'no file' })
          const stored = await attachments.store(file, senderId)
          storedKeys.push(stored.key)
          answer(201, { data: stored, kind: ctx.request.input('kind') })
        })
      } catch (error) {
        const failure = error as { status?: number; message: string; code?: string }
        answer(failure.status ?? 500, { message: failure.message, code: failure.code })
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  group.teardown(async () => {
    await new Promise((resolve) => server.close(resolve))
    for (const key of storedKeys) await drive.use().delete(key)
  })

  test('a file of exactly 20 MB goes through; one byte more gets our message, not a 413', async ({
    assert,
  }) => {
    const exact = Buffer.alloc(CHAT_FILE_MAX_BYTES, 0x20)
    exact.write('%PDF-1.7\n', 'latin1')
    const accepted = await send(exact, 'catálogo.pdf', 'application/pdf')
    assert.equal(accepted.status, 201, JSON.stringify(accepted.body))
    assert.equal(accepted.body.kind, 'quotation')
    assert.equal(accepted.body.data.name, 'catálogo.pdf')
    const stored = await drive.use().getMetaData(accepted.body.data.key)
    assert.equal(stored.contentLength, CHAT_FILE_MAX_BYTES)

    const over = await send(Buffer.concat([exact, Buffer.from(' ')]), 'catálogo.pdf')
    assert.deepEqual([over.status, over.body.message], [422, CHAT_FILE_MESSAGES.tooLarge])
    const rows = await db.from('uploads').select('key')
    assert.deepEqual(
      rows.map((row) => row.key),
      [accepted.body.data.key]
    )
  }).timeout(60_000)

  test('the bodyparser reads the bytes: a photo named .pdf and an executable named .docx are refused', async ({
    assert,
  }) => {
    const photo = await readFile('tests/fixtures/photo.png')
    const asPdf = await send(photo, 'factura.pdf', 'application/pdf')
    assert.deepEqual([asPdf.status, asPdf.body.message], [422, CHAT_FILE_MESSAGES.wrongType])
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(5000),
    ])
    const asDocx = await send(exe, 'contrato.docx')
    assert.deepEqual([asDocx.status, asDocx.body.message], [422, CHAT_FILE_MESSAGES.wrongType])
    assert.lengthOf(await db.from('uploads'), 0)
  })

  test('a photo arrives as a WebP attachment named as the sender named it', async ({ assert }) => {
    const photo = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#cc3300' },
    })
      .jpeg()
      .toBuffer()
    const sent = await send(photo, 'IMG_2031.JPG', 'image/jpeg')
    assert.equal(sent.status, 201, JSON.stringify(sent.body))
    assert.deepInclude(sent.body.data, {
      type: 'image',
      name: 'IMG_2031.JPG',
      extension: 'webp',
      contentType: 'image/webp',
    })
    const meta = await sharp(Buffer.from(await drive.use().getBytes(sent.body.data.key))).metadata()
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 1600, 800])
  })
})

import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeBuyer } from '#tests/helpers/requests'
import { EVIDENCE_API, makeModerator, TINY_PDF, uploadEvidence } from './moderation_helpers.js'

test.group('Infraction evidence (POST /api/store/infractions/evidence)', (group) => {
  freshDatabase(group)

  test('a moderator uploads a PDF (kept as it is) or an image (re-encoded as WebP)', async ({
    client,
    assert,
  }) => {
    const moderator = await makeModerator()
    const pdf = await uploadEvidence(client, moderator, 'pdf')
    pdf.assertStatus(201)
    const pdfKey = pdf.body().data.path as string
    assert.match(pdfKey, /^infraction-evidence\/[\w-]+\.pdf$/)
    assert.equal(pdf.body().data.type, 'pdf')
    const stored = Buffer.from(await drive.use().getBytes(pdfKey))
    assert.isTrue(stored.equals(TINY_PDF))

    const image = await uploadEvidence(client, moderator, 'image')
    image.assertStatus(201)
    assert.match(image.body().data.path, /^infraction-evidence\/[\w-]+\.webp$/)
    assert.equal(image.body().data.type, 'image')

    const rows = await db.from('uploads').where('user_id', moderator.id).orderBy('id')
    assert.deepEqual(
      rows.map((row) => [row.key, row.purpose]),
      [
        [pdfKey, 'infraction_evidence'],
        [image.body().data.path, 'infraction_evidence'],
      ]
    )
  })

  test('what a file is decides, not its name: {label} is refused')
    .with([
      { label: 'a text named .pdf', bytes: Buffer.from('hola, no soy un PDF'), filename: 'a.pdf' },
      {
        label: 'a text named .png',
        bytes: Buffer.from('hola, no soy una foto'),
        filename: 'a.png',
      },
      { label: 'a .txt file', bytes: Buffer.from('texto'), filename: 'evidencia.txt' },
    ])
    .run(async ({ client, assert }, { bytes, filename }) => {
      const moderator = await makeModerator()
      const response = await client
        .post(EVIDENCE_API)
        .file('file', bytes, { filename })
        .loginAs(moderator)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(422)
      assert.oneOf(response.body().errors[0].message, [
        'Tipo de archivo no permitido',
        'No se pudo cargar el archivo',
      ])
      assert.lengthOf(await db.from('uploads'), 0)
    })

  test('a PDF named .png is kept as the PDF it is; a photo named .pdf becomes a WebP', async ({
    client,
    assert,
  }) => {
    const moderator = await makeModerator()
    const pdf = await client
      .post(EVIDENCE_API)
      .file('file', TINY_PDF, { filename: 'captura.png' })
      .loginAs(moderator)
      .withCsrfToken()
      .accept('json')
    pdf.assertStatus(201)
    assert.match(pdf.body().data.path, /\.pdf$/)
    const photo = await client
      .post(EVIDENCE_API)
      .file('file', await readFile('tests/fixtures/photo.png'), { filename: 'documento.pdf' })
      .loginAs(moderator)
      .withCsrfToken()
      .accept('json')
    photo.assertStatus(201)
    assert.match(photo.body().data.path, /\.webp$/)
  })

  test('no file is a 422; users who may not register infractions get 403', async ({
    client,
    assert,
  }) => {
    const moderator = await makeModerator()
    const empty = await client.post(EVIDENCE_API).loginAs(moderator).withCsrfToken().accept('json')
    empty.assertStatus(422)
    assert.equal(empty.body().errors[0].message, 'Selecciona un archivo')
    for (const user of [await makeAdmin(), await makeBuyer()]) {
      ;(await uploadEvidence(client, user, 'pdf')).assertStatus(403)
    }
    assert.lengthOf(await db.from('uploads'), 0)
  })
})

import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { QuotationDetailFactory } from '#database/factories/quotation_detail_factory'
import { detailFixtures } from '#tests/helpers/vendor_detail'

/** Paths of the infraction API (doc 1 §7), with the test environment's prefix. */
export const REGISTER_API = '/api/store/infractions'
export const EVIDENCE_API = '/api/store/infractions/evidence'
export const LIST_API = '/api/store/Infractions'
export const SHOW_API = (id: number) => `/api/store/Infractions/${id}`

export const REQUIRED = 'Todos los datos son obligatorios'

/** An admin who may register infractions (manageInfractionsModule). */
export const makeModerator = () =>
  UserFactory.apply('admin').merge({ manageInfractionsModule: true }).create()

/** A one-page PDF, the smallest a reader accepts. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1'
)

/** Uploads evidence as `user`: the photo fixture, or a PDF. Answers the response. */
export function uploadEvidence(client: ApiClient, user: User, kind: 'image' | 'pdf' = 'image') {
  const request = client.post(EVIDENCE_API).loginAs(user).withCsrfToken().accept('json')
  return kind === 'pdf'
    ? request.file('file', TINY_PDF, { filename: 'evidencia.pdf', contentType: 'application/pdf' })
    : request.file('file', 'tests/fixtures/photo.png')
}

/** An evidence key `user` received. */
export async function evidenceKey(client: ApiClient, user: User, kind: 'image' | 'pdf' = 'image') {
  const response = await uploadEvidence(client, user, kind)
  response.assertStatus(201)
  return response.body().data.path as string
}

export function register(client: ApiClient, user: User, body: Record<string, unknown>) {
  return client.post(REGISTER_API).json(body).loginAs(user).withCsrfToken().accept('json')
}

/** A body of the infraction form for `quotationId`, with `evidence`. */
export function infractionBody(
  quotationId: number,
  evidence: string,
  overrides: Record<string, unknown> = {}
) {
  return {
    infraction_type: 'share_contact_information',
    infraction_detail: 'Compartió su número de WhatsApp en las observaciones.',
    infraction_file: evidence,
    notifyTheSeller: false,
    quotation_id: quotationId,
    ...overrides,
  }
}

/** The usual cast (buyer, El Poblado, a Chevrolet request) and El Poblado's quotation on it. */
export async function quotationFixtures() {
  const fixtures = await detailFixtures()
  const quotation = await QuotationFactory.merge({
    quotationRequestId: fixtures.request.id,
    storeId: fixtures.vendor.store.id,
    observations: 'Llámame al 300 123 4567',
  }).create()
  await QuotationDetailFactory.merge({ quotationId: quotation.id }).create()
  return { ...fixtures, quotation }
}

/** Notifications of `user` about infractions. */
export function infractionNotices(user: User) {
  return db.from('queue_notifications').where('user_id', user.id).where('topic', 'MOD.infraction.')
}

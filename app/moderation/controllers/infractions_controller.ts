import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import limiter from '@adonisjs/limiter/services/main'
import drive from '@adonisjs/drive/services/main'
import { apiSerializer } from '#core/services/api_serializer'
import { allowed, missingRecord, orFail } from '#core/policies/decisions'
import { actingStore } from '#stores/policies/acting_store'
import Infraction from '#moderation/models/infraction'
import RegisterInfraction from '#moderation/actions/register_infraction'
import StoreInfractionEvidence from '#moderation/actions/store_infraction_evidence'
import InfractionsQuery, { parseInfractionFilter } from '#moderation/queries/infractions_query'
import InfractionTransformer from '#moderation/transformers/infraction_transformer'
import EvidenceQuery from '#moderation/queries/evidence_query'
import {
  infractionListValidator,
  registerInfractionValidator,
} from '#moderation/validators/infraction'
import {
  EVIDENCE_EXTENSIONS,
  EVIDENCE_MAX_MB,
  INFRACTION_MESSAGES as M,
} from '#moderation/rules/infractions'

const evidenceValidator = vine.create({
  file: vine.file({ size: `${EVIDENCE_MAX_MB}mb`, extnames: [...EVIDENCE_EXTENSIONS] }),
})
evidenceValidator.messagesProvider = new SimpleMessagesProvider({
  'file.required': M.evidenceRequired,
  'file.file.size': M.evidenceTooBig,
  'file.file.extname': M.evidenceType,
  'file.file': M.evidenceType,
})

/**
 * Vendor infractions (doc 1 §2, §3, §5, §7; doc 3 §2.4, §6), routes `api.infractions.*`:
 *
 * - POST /api/store/infractions `{ infraction_type, infraction_detail, infraction_file,
 *   notifyTheSeller, quotation_id | quotation_request_id + store_id | cart_shopping_header_id }`
 *   → 201 `{ message: 'Infracción registrada', data }`. InfractionPolicy.register: only users
 *   with manageInfractionsModule, anybody else 403. Type, detail or evidence missing → 422
 *   'Todos los datos son obligatorios'; a detail over 512 → 422; evidence that is not a key
 *   the same user uploaded → 422; an unknown transaction → 404.
 * - POST /api/store/infractions/evidence (multipart `file`: an image or a PDF, at most 10 MB)
 *   → 201 `{ data: { path, url, type } }`, for the same users; 30 uploads per user every 10
 *   minutes.
 * - GET /api/store/Infractions (filter, with, order, page, pageSize): everybody's for readers of
 *   every store (manageInfractionsModule, staff), the store's own for its owner and advisers,
 *   403 for anybody else; a store filtering by another store's id gets 404.
 * - GET /api/store/Infractions/{id}: one, 404 for another store's.
 * - GET /api/store/infractions/evidence/{uuid}.{webp|pdf}: the evidence file, for whoever
 *   uploaded it, staff who read every store's infractions and the store concerned
 *   (InfractionPolicy.readEvidence); 404 for anybody else, guests included.
 */
export default class InfractionsController {
  /** @summary Registra una infracción */
  @inject()
  async store(ctx: HttpContext, action: RegisterInfraction) {
    const { auth, request, response, bouncer } = ctx
    const user = auth.getUserOrFail()
    await orFail(bouncer.with('InfractionPolicy').execute('register'))
    const input = await request.validateUsing(registerInfractionValidator, {
      meta: { userId: user.id },
    })
    const infraction = await action.handle(user, input)
    await infraction.load('store')
    const body = await apiSerializer.serialize(InfractionTransformer.transform(infraction, true))
    return response.status(201).send({ message: M.registered, data: body.data })
  }

  /** @summary Sube la evidencia de una infracción */
  @inject()
  async evidence(
    { auth, request, response, bouncer }: HttpContext,
    action: StoreInfractionEvidence
  ) {
    const user = auth.getUserOrFail()
    await orFail(bouncer.with('InfractionPolicy').execute('register'))
    await limiter.use({ requests: 30, duration: '10 mins' }).consume(`evidence_${user.id}`)
    const { file } = await request.validateUsing(evidenceValidator)
    return response.created({ data: await action.handle(file, user.id) })
  }

  /** @summary Lista las infracciones de la tienda */
  @inject()
  async index({ auth, request, bouncer }: HttpContext, query: InfractionsQuery) {
    const user = auth.getUserOrFail()
    const policy = bouncer.with('InfractionPolicy')
    await orFail(policy.execute('list'))
    const input = await request.validateUsing(infractionListValidator)
    const filter = parseInfractionFilter(input.filter)
    const readsAll = await allowed(policy.execute('readAll'))
    for (const storeId of filter.storeIds ?? []) await orFail(policy.execute('readStore', storeId))
    // a reader of one store reads that store's only (never everybody's by accident: 0 matches none)
    const storeId = readsAll ? null : ((await actingStore(user))?.store.id ?? 0)
    const result = await query.list({ storeId, seesRegistrar: readsAll }, input, filter)
    return apiSerializer.serialize(
      InfractionTransformer.paginate(
        result.rows,
        { total: result.count, page: result.page, pageSize: result.pageSize },
        readsAll
      )
    )
  }

  /** @summary Consulta una infracción */
  async show({ params, bouncer }: HttpContext) {
    const infraction = await Infraction.find(params.id)
    if (!infraction) throw missingRecord()
    const policy = bouncer.with('InfractionPolicy')
    await orFail(policy.execute('view', infraction))
    await infraction.load((loader) => loader.load('store').load('quotation'))
    const readsAll = await allowed(policy.execute('readAll'))
    return apiSerializer.serialize(InfractionTransformer.transform(infraction, readsAll))
  }

  /** @summary Descarga la evidencia de una infracción */
  @inject()
  async evidenceFile({ params, bouncer, response }: HttpContext, query: EvidenceQuery) {
    const evidence = await query.find(String(params.file))
    if (!evidence) throw missingRecord()
    await orFail(bouncer.with('InfractionPolicy').execute('readEvidence', evidence))
    const disk = drive.use()
    if (!(await disk.exists(evidence.key))) throw missingRecord()
    const isPdf = evidence.key.endsWith('.pdf')
    response.header('Content-Type', isPdf ? 'application/pdf' : 'image/webp')
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Cache-Control', 'private, max-age=3600')
    response.header('Content-Disposition', isPdf ? 'attachment' : 'inline')
    return response.stream(await disk.getStream(evidence.key))
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { orFail } from '#core/policies/decisions'
import { apiSerializer } from '#core/services/api_serializer'
import BrandRequestsQuery from '#staff/queries/brand_requests_query'
import BrandRequestTransformer from '#staff/transformers/brand_request_transformer'
import ApproveBrandRequest from '#staff/actions/approve_brand_request'
import RejectBrandRequest from '#staff/actions/reject_brand_request'
import {
  approveBrandRequestValidator,
  brandRequestsListValidator,
  rejectBrandRequestValidator,
} from '#staff/validators/brand_requests'
import { withoutBlanks } from '#staff/validators/records'
import { BRAND_REQUEST_STATE_LABELS } from '#staff/rules/brand_requests'
import { brandList } from '#staff/rules/brand_request_notice'
import { STAFF_BRAND_REQUESTS_MESSAGES as M } from '#staff/rules/staff_messages'

const STATE_OPTIONS = Object.entries(BRAND_REQUEST_STATE_LABELS).map(([value, label]) => ({
  value,
  label,
}))

/**
 * 'Marcas solicitadas' of the staff section (issue 23, area 'brandRequests', StaffPolicy: 404
 * for non-staff, 403 for staff without the area):
 * - GET /staff/marcas (staff.brandRequests.index): the queue of the host country's stores,
 *   pending first, 20 a page from 1, `status` optional; the catalogue's vehicle brands for
 *   'Aprobar';
 * - POST /staff/marcas/{id}/aprobar (staff.brandRequests.approve) `{ brand_ids, note? }`;
 * - POST /staff/marcas/{id}/rechazar (staff.brandRequests.reject) `{ note }`.
 * A resolved request answers 409, an unknown one (or another country's) 404, bad input 422,
 * all in Spanish.
 */
export default class BrandRequestsController {
  @inject()
  async index({ inertia, request, bouncer, country }: HttpContext, query: BrandRequestsQuery) {
    await orFail(bouncer.with('StaffPolicy').execute('enter', 'brandRequests'))
    const input = await brandRequestsListValidator.validate(withoutBlanks(request.qs()))
    const page = input.page ?? 1
    const result = await query.list(country.code, page, input.status)
    const requests = await apiSerializer.serialize(
      BrandRequestTransformer.paginate(result.rows, {
        total: result.count,
        page: result.page,
        pageSize: result.pageSize,
      })
    )
    return inertia.render('staff/brand_requests', {
      requests,
      status: input.status ?? '',
      statusOptions: STATE_OPTIONS,
      brands: await query.brandOptions(),
    })
  }

  @inject()
  async approve(
    { request, response, bouncer, params, auth, country }: HttpContext,
    action: ApproveBrandRequest
  ) {
    await orFail(bouncer.with('StaffPolicy').execute('enter', 'brandRequests'))
    const input = await request.validateUsing(approveBrandRequestValidator)
    const { row, brands } = await action.handle(
      auth.getUserOrFail(),
      Number(params.id),
      country.code,
      input
    )
    return response.ok({
      message: M.approved(brandList(brands)),
      data: { id: row.id, status: row.status, brands },
    })
  }

  @inject()
  async reject(
    { request, response, bouncer, params, auth, country }: HttpContext,
    action: RejectBrandRequest
  ) {
    await orFail(bouncer.with('StaffPolicy').execute('enter', 'brandRequests'))
    const { note } = await request.validateUsing(rejectBrandRequestValidator)
    const row = await action.handle(auth.getUserOrFail(), Number(params.id), country.code, note)
    return response.ok({ message: M.rejected, data: { id: row.id, status: row.status } })
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Quotation from '#quotations/models/quotation'
import QuotationDetail from '#quotations/models/quotation_detail'
import UpdateQuotationDetail from '#quotations/actions/update_quotation_detail'
import DeleteQuotationDetail from '#quotations/actions/delete_quotation_detail'
import { quotationAnswer } from '#quotations/controllers/quotations_controller'
import { updateQuotationDetailValidator } from '#quotations/validators/quotation'
import { uploadOwner } from '#core/validators/upload_key'
import { BusinessError } from '#core/errors'
import { allowed, missingRecord, orFail } from '#core/policies/decisions'
import { QUOTATION_MESSAGES as M } from '#quotations/rules/quotation_messages'

async function findDetail(id: string | number) {
  const detail = await QuotationDetail.find(id)
  const quotation = detail ? await Quotation.find(detail.quotationId) : null
  if (!detail || !quotation) throw missingRecord()
  return { detail, quotation }
}

/**
 * One product of a saved quotation (doc 3 §7), for the store that sent it; unknown ids and
 * another store's products answer 404, the buyer 403, staff 403 — except the photo.
 */
export default class QuotationDetailsController {
  /**
   * PATCH /api/{product}Go/quotationDetail/{id} — any of `{ name, brand, amount, unit_price,
   * warranty, delivery_time, reference, image }`; `image: null` (or '') deletes the photo.
   * 200 `{ message, changed, data }` with the whole quotation (new totals): 'La foto se elimino
   * correctamente.' when the photo went, otherwise 'Cotización actualizada exitosamente'. The
   * quotation is marked edited. 409 when linked to an order or closed. A user with
   * manageMessageDeletion (staff) may send `{ image: null }` only, to delete a photo: not
   * marked edited, allowed even once linked; any other change from staff 403.
   *
   * @summary Modifica un ítem de una cotización
   */
  @inject()
  async update(ctx: HttpContext, action: UpdateQuotationDetail) {
    const { request, params, bouncer } = ctx
    const { detail, quotation } = await findDetail(params.id)
    const body = request.all()
    const onlyDeletesPhoto = Object.keys(body).length === 1 && 'image' in body && !body.image
    const policy = bouncer.with('QuotationPolicy')
    let moderation = false
    if (onlyDeletesPhoto) {
      await orFail(policy.execute('deletePhoto', quotation))
      moderation = !(await allowed(policy.execute('edit', quotation)))
    } else {
      const edit = await policy.execute('edit', quotation)
      if (!edit.authorized && edit.status !== 404 && ctx.auth.user?.manageMessageDeletion) {
        throw new BusinessError(M.photoDeletionOnly, 403)
      }
      await orFail(edit)
    }
    const changes = await request.validateUsing(updateQuotationDetailValidator, {
      meta: {
        uploadOwner: uploadOwner(ctx),
        storeId: quotation.storeId,
        keptImages: detail.image ? [detail.image] : [],
      },
    })
    const result = await action.handle({
      quotation,
      detail,
      changes,
      moderation,
      actor: ctx.auth.user,
    })
    const body200 = await quotationAnswer(
      result.quotation,
      moderation ? 'staff' : 'vendor',
      result.storeRules
    )
    return {
      message: result.photoDeleted ? M.photoDeleted : M.updated,
      changed: result.changed,
      ...body200,
    }
  }

  /**
   * DELETE /api/{product}Go/quotationDetail/{id} — removes the product: 200 `{ message: 'El
   * producto se eliminó correctamente de la cotización', data }` with the quotation (new
   * totals, marked edited). 409 for its last product ('…ciérrala con el botón Cerrar'), when
   * linked to an order or closed.
   *
   * @summary Elimina un ítem de una cotización
   */
  @inject()
  async destroy(ctx: HttpContext, action: DeleteQuotationDetail) {
    const { detail, quotation } = await findDetail(ctx.params.id)
    await orFail(ctx.bouncer.with('QuotationPolicy').execute('edit', quotation))
    const saved = await action.handle(quotation, detail.id)
    const body = await quotationAnswer(saved.quotation, 'vendor', saved.storeRules)
    return { message: M.productDeleted, ...body }
  }
}

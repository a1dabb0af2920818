import { inject } from '@adonisjs/core'
import { BusinessError } from '#core/errors'
import type Quotation from '#quotations/models/quotation'
import QuotationDetail from '#quotations/models/quotation_detail'
import QuotationStateQuery from '#quotations/queries/quotation_state_query'
import {
  decimal,
  inTransaction,
  lockedError,
  storeCurrencyOf,
  storeTotals,
} from '#quotations/actions/quotation_writes'
import { fitCurrency } from '#quotations/actions/check_quotation_input'
import { moneyOf } from '#core/rules/money'
import { logStaffAction } from '#core/services/staff_log'
import type User from '#users/models/user'
import type { DeliveryTime } from '#quotations/rules/quotation_form'
import { QUOTATION_MESSAGES as M } from '#quotations/rules/quotation_messages'

export interface DetailChanges {
  name?: string
  brand?: string
  amount?: number
  unit_price?: string
  warranty?: number
  delivery_time?: DeliveryTime
  reference?: string | null
  /** null (or '') deletes the photo. */
  image?: string | null
}

export interface UpdateQuotationDetailInput {
  quotation: Quotation
  detail: QuotationDetail
  changes: DetailChanges
  /**
   * A moderator (manageMessageDeletion) deleting the photo: only the photo goes, the quotation
   * is not marked edited and the lock of a linked order does not apply.
   */
  moderation?: boolean
  /**
   * The moderator, with `moderation`: the log of staff actions gets 'quotation.photo.delete' in
   * the same transaction.
   */
  actor?: Pick<User, 'id' | 'fullName' | 'email'> | null
}

/**
 * PATCH one product of a quotation (doc 3 §7 "Update a quotation detail"): any of its fields;
 * `image: null` deletes its photo ('La foto se eliminó correctamente.'). The store that sent
 * the quotation may change anything while it is not linked to an order (409 then, per linked
 * order) nor closed; the totals are computed again and the quotation is marked 'Cotización
 * editada'. A moderator deletes photos only. The request row is locked first, as every write
 * on a quotation does. `storeRules`: the store's shipping tiers the new totals were computed
 * with (undefined when nothing changed: nothing was read).
 */
@inject()
export default class UpdateQuotationDetail {
  constructor(private state: QuotationStateQuery) {}

  async handle(input: UpdateQuotationDetailInput) {
    const { changes } = input
    if (changes.unit_price !== undefined) {
      fitCurrency(await storeCurrencyOf(input.quotation.storeId), [
        { field: 'unit_price', value: changes.unit_price },
      ])
    }
    return inTransaction(async (trx) => {
      await this.state.lockRequest(trx, input.quotation.quotationRequestId)
      const quotation = await this.state.lockQuotation(trx, input.quotation.id)
      if (!input.moderation) {
        const order = await this.state.linkedOrder(trx, quotation.id)
        if (order) throw lockedError(order)
        if (quotation.closedAt) throw new BusinessError(M.quotationClosed, 409)
      }
      const detail = await QuotationDetail.query({ client: trx })
        .where('id', input.detail.id)
        .where('quotation_id', quotation.id)
        .firstOrFail()
      const photoBefore = detail.image

      const next: Partial<QuotationDetail> = {}
      if (changes.name !== undefined && changes.name !== detail.name) next.name = changes.name
      if (changes.brand !== undefined && changes.brand !== detail.brand) next.brand = changes.brand
      if (changes.amount !== undefined && changes.amount !== detail.amount)
        next.amount = changes.amount
      if (
        changes.unit_price !== undefined &&
        moneyOf(changes.unit_price) !== moneyOf(detail.unitPrice)
      ) {
        next.unitPrice = decimal(changes.unit_price)
      }
      if (changes.warranty !== undefined && changes.warranty !== detail.warranty) {
        next.warranty = changes.warranty
      }
      if (changes.delivery_time !== undefined && changes.delivery_time !== detail.deliveryTime) {
        next.deliveryTime = changes.delivery_time
      }
      if (changes.reference !== undefined && (changes.reference || null) !== detail.reference) {
        next.reference = changes.reference || null
      }
      if (changes.image !== undefined && (changes.image || null) !== detail.image) {
        next.image = changes.image || null
      }
      const photoDeleted = 'image' in next && next.image === null
      if (Object.keys(next).length === 0) {
        return { quotation, detail, changed: false, photoDeleted, storeRules: undefined }
      }

      detail.merge(next)
      await detail.useTransaction(trx).save()
      const { storeRules } = await storeTotals(trx, quotation)
      if (!input.moderation) quotation.edited = true
      await quotation.useTransaction(trx).save()
      if (input.moderation && input.actor && photoDeleted) {
        await logStaffAction(trx, input.actor, {
          action: 'quotation.photo.delete',
          subject: {
            type: 'quotation',
            id: quotation.id,
            label: `${quotation.code} · ${detail.name}`,
          },
          before: { product: detail.name, image: photoBefore },
          after: { product: detail.name, image: null },
        })
      }
      return { quotation, detail, changed: true, photoDeleted, storeRules }
    })
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { apiSerializer } from '#core/services/api_serializer'
import { missingRecord, orFail } from '#core/policies/decisions'
import CheckoutRecordsQuery, { parseRecordFilter } from '#orders/queries/checkout_records_query'
import CreateCheckoutRecord from '#orders/actions/create_checkout_record'
import UpdateCheckoutRecord from '#orders/actions/update_checkout_record'
import DeleteCheckoutRecord from '#orders/actions/delete_checkout_record'
import BillingDataTransformer from '#orders/transformers/billing_data_transformer'
import {
  createBillingValidator,
  listRecordsValidator,
  patchedRecord,
} from '#orders/validators/checkout_records'
import {
  CHECKOUT_RECORDS_PAGE_SIZE,
  CHECKOUT_RECORD_MESSAGES as M,
} from '#orders/rules/checkout_records'

/**
 * The buyer's additional billing records (/api/users/BillingData, doc 1 §7): list (filter,
 * zero-based page, pageSize — default 20 —, getters accepted; by city name; `{ data, metadata:
 * { count } }`), create (`data.id`), change and remove. Own records only (CheckoutRecordPolicy):
 * another user's record, or list, answers 404 as an unknown one.
 */
@inject()
export default class BillingDataController {
  constructor(private records: CheckoutRecordsQuery) {}

  async index({ auth, request, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await listRecordsValidator.validate(request.qs())
    const filter = parseRecordFilter(input.filter)
    await orFail(bouncer.with('CheckoutRecordPolicy').execute('actFor', filter.userId ?? user.id))
    const pageSize = input.perPage ?? input.pageSize ?? CHECKOUT_RECORDS_PAGE_SIZE
    const result = await this.records.list('billing', user.id, filter, input.page ?? 0, pageSize)
    return apiSerializer.serialize(
      BillingDataTransformer.paginate(result.rows, {
        total: result.count,
        page: result.page,
        pageSize: result.pageSize,
      })
    )
  }

  @inject()
  async store(
    { auth, request, response, bouncer, country }: HttpContext,
    action: CreateCheckoutRecord
  ) {
    const user = auth.getUserOrFail()
    const { user_id: userId, ...data } = await request.validateUsing(createBillingValidator, {
      meta: { countryCode: country.code },
    })
    await orFail(bouncer.with('CheckoutRecordPolicy').execute('actFor', userId ?? user.id))
    const record = await action.handle('billing', user, data)
    const body = await apiSerializer.serialize(BillingDataTransformer.transform(record))
    return response.created({ message: M.billingSaved, ...body })
  }

  @inject()
  async update({ params, request, bouncer, country }: HttpContext, action: UpdateCheckoutRecord) {
    const record = await this.findOrFail(params.id)
    await orFail(bouncer.with('CheckoutRecordPolicy').execute('update', record))
    const data = await createBillingValidator.validate(patchedRecord(record, request.body()), {
      meta: { countryCode: country.code },
    })
    const updated = await action.handle('billing', record, data)
    const body = await apiSerializer.serialize(BillingDataTransformer.transform(updated))
    return { message: M.billingSaved, ...body }
  }

  @inject()
  async destroy({ params, bouncer }: HttpContext, action: DeleteCheckoutRecord) {
    const record = await this.findOrFail(params.id)
    await orFail(bouncer.with('CheckoutRecordPolicy').execute('delete', record))
    await action.handle('billing', record)
    return { message: M.billingDeleted, data: { id: record.id } }
  }

  private async findOrFail(id: unknown) {
    const record = await this.records.find('billing', Number(id))
    if (!record) throw missingRecord()
    return record
  }
}

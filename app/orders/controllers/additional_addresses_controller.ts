import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { apiSerializer } from '#core/services/api_serializer'
import { missingRecord, orFail } from '#core/policies/decisions'
import CheckoutRecordsQuery, { parseRecordFilter } from '#orders/queries/checkout_records_query'
import CreateCheckoutRecord from '#orders/actions/create_checkout_record'
import UpdateCheckoutRecord from '#orders/actions/update_checkout_record'
import DeleteCheckoutRecord from '#orders/actions/delete_checkout_record'
import AdditionalAddressTransformer from '#orders/transformers/additional_address_transformer'
import {
  createAddressValidator,
  listRecordsValidator,
  patchedRecord,
} from '#orders/validators/checkout_records'
import {
  CHECKOUT_RECORDS_PAGE_SIZE,
  CHECKOUT_RECORD_MESSAGES as M,
} from '#orders/rules/checkout_records'

/**
 * The buyer's additional delivery addresses (/api/users/userAdditionalAddress, doc 1 §7):
 * list (filter, zero-based page, perPage — default 20 —, by city name; `{ data, metadata:
 * { count } }`), create (`data.id`), change and remove. Own records only (CheckoutRecordPolicy):
 * another user's record, or list, answers 404 as an unknown one.
 */
@inject()
export default class AdditionalAddressesController {
  constructor(private records: CheckoutRecordsQuery) {}

  async index({ auth, request, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await listRecordsValidator.validate(request.qs())
    const filter = parseRecordFilter(input.filter)
    await orFail(bouncer.with('CheckoutRecordPolicy').execute('actFor', filter.userId ?? user.id))
    const pageSize = input.perPage ?? input.pageSize ?? CHECKOUT_RECORDS_PAGE_SIZE
    const result = await this.records.list('address', user.id, filter, input.page ?? 0, pageSize)
    return apiSerializer.serialize(
      AdditionalAddressTransformer.paginate(result.rows, {
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
    const { user_id: userId, ...data } = await request.validateUsing(createAddressValidator, {
      meta: { countryCode: country.code },
    })
    await orFail(bouncer.with('CheckoutRecordPolicy').execute('actFor', userId ?? user.id))
    const record = await action.handle('address', user, data)
    const body = await apiSerializer.serialize(AdditionalAddressTransformer.transform(record))
    return response.created({ message: M.addressSaved, ...body })
  }

  @inject()
  async update({ params, request, bouncer, country }: HttpContext, action: UpdateCheckoutRecord) {
    const record = await this.findOrFail(params.id)
    await orFail(bouncer.with('CheckoutRecordPolicy').execute('update', record))
    const data = await createAddressValidator.validate(patchedRecord(record, request.body()), {
      meta: { countryCode: country.code },
    })
    const updated = await action.handle('address', record, data)
    const body = await apiSerializer.serialize(AdditionalAddressTransformer.transform(updated))
    return { message: M.addressSaved, ...body }
  }

  @inject()
  async destroy({ params, bouncer }: HttpContext, action: DeleteCheckoutRecord) {
    const record = await this.findOrFail(params.id)
    await orFail(bouncer.with('CheckoutRecordPolicy').execute('delete', record))
    await action.handle('address', record)
    return { message: M.addressDeleted, data: { id: record.id } }
  }

  private async findOrFail(id: unknown) {
    const record = await this.records.find('address', Number(id))
    if (!record) throw missingRecord()
    return record
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { Item, Paginator } from '@adonisjs/core/transformers'
import { apiSerializer } from '#core/services/api_serializer'
import { missingRecord, orFail } from '#core/policies/decisions'
import CheckoutRecordsQuery, { parseRecordFilter } from '#orders/queries/checkout_records_query'
import CreateCheckoutRecord from '#orders/actions/create_checkout_record'
import UpdateCheckoutRecord from '#orders/actions/update_checkout_record'
import DeleteCheckoutRecord from '#orders/actions/delete_checkout_record'
import type { CheckoutRecordKind, RecordOf } from '#orders/actions/checkout_record_kinds'
import AdditionalAddressTransformer from '#orders/transformers/additional_address_transformer'
import BillingDataTransformer from '#orders/transformers/billing_data_transformer'
import type { CountryCode } from '#core/country/country'
import {
  billingMessagesFor,
  createAddressValidator,
  createBillingValidator,
  listRecordsValidator,
  patchedRecord,
} from '#orders/validators/checkout_records'
import {
  CHECKOUT_RECORDS_PAGE_SIZE,
  CHECKOUT_RECORD_MESSAGES as M,
} from '#orders/rules/checkout_records'

/**
 * What the HTTP side of each kind differs in (the model and order column are in
 * CHECKOUT_RECORD_KINDS): its transformer and its create validator (also used on a PATCH, see
 * `patchedRecord`).
 */
const KIND_ENDPOINTS = {
  address: { transformer: AdditionalAddressTransformer, validator: createAddressValidator },
  billing: { transformer: BillingDataTransformer, validator: createBillingValidator },
} as const

/**
 * The texts of a save and of a removal. Tables by kind, indexed with the generic kind, so that
 * each subclass's answer type keeps its own text (a property of `KIND_ENDPOINTS[kind]` would
 * be typed as both kinds' texts).
 */
const SAVED = { address: M.addressSaved, billing: M.billingSaved } as const
const DELETED = { address: M.addressDeleted, billing: M.billingDeleted } as const

type TransformerOf<K extends CheckoutRecordKind> = InstanceType<
  (typeof KIND_ENDPOINTS)[K]['transformer']
>

/** The kind's transformer, typed for the kind (the two classes' static overloads do not unite). */
interface RecordTransformer<K extends CheckoutRecordKind> {
  transform(record: RecordOf<K>): Item<TransformerOf<K>, 1, 'toObject'>
  paginate(
    rows: RecordOf<K>[],
    meta: Record<string, number>
  ): Paginator<TransformerOf<K>, 1, 'toObject'>
}

/**
 * The endpoints of the buyer's additional checkout records, one subclass per kind (doc 1 §7):
 * list (filter, zero-based page, perPage or pageSize — default 20 —, getters accepted; by city
 * name; `{ data, metadata: { count } }`), create (`data.id`, 201), change and remove. Own
 * records only (CheckoutRecordPolicy): another user's record, or list, answers 404 as an
 * unknown one.
 *
 * Each subclass only names its kind; routes point at the subclasses (app/orders/routes/
 * addresses.ts), so each keeps its own answer types in the generated registry. The request
 * body types the codegen reads from a controller's own file are not read through the base
 * class: the validators are KIND_ENDPOINTS' ones.
 */
@inject()
export default abstract class CheckoutRecordController<K extends CheckoutRecordKind> {
  protected abstract readonly kind: K

  constructor(private records: CheckoutRecordsQuery) {}

  /** @summary Lista las direcciones o los datos de facturación del comprador */
  async index({ auth, request, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await listRecordsValidator.validate(request.qs())
    const filter = parseRecordFilter(input.filter)
    await orFail(bouncer.with('CheckoutRecordPolicy').execute('actFor', filter.userId ?? user.id))
    const pageSize = input.perPage ?? input.pageSize ?? CHECKOUT_RECORDS_PAGE_SIZE
    const result = await this.records.list(this.kind, user.id, filter, input.page ?? 0, pageSize)
    return apiSerializer.serialize(
      this.transformer().paginate(result.rows, {
        total: result.count,
        page: result.page,
        pageSize: result.pageSize,
      })
    )
  }

  /** @summary Agrega una dirección o un dato de facturación del comprador */
  @inject()
  async store(
    { auth, request, response, bouncer, country }: HttpContext,
    action: CreateCheckoutRecord
  ) {
    const user = auth.getUserOrFail()
    const { user_id: userId, ...data } = await request.validateUsing(this.validator(), {
      meta: { countryCode: country.code },
      messagesProvider: this.messages(country.code),
    })
    await orFail(bouncer.with('CheckoutRecordPolicy').execute('actFor', userId ?? user.id))
    const record = await action.handle(this.kind, user, data)
    const body = await apiSerializer.serialize(this.transformer().transform(record))
    return response.created({ message: SAVED[this.kind], ...body })
  }

  /** @summary Modifica una dirección o un dato de facturación del comprador */
  @inject()
  async update({ params, request, bouncer, country }: HttpContext, action: UpdateCheckoutRecord) {
    const record = await this.findOrFail(params.id)
    await orFail(bouncer.with('CheckoutRecordPolicy').execute('update', record))
    const data = await this.validator().validate(patchedRecord(record, request.body()), {
      meta: { countryCode: country.code },
      messagesProvider: this.messages(country.code),
    })
    const updated = await action.handle(this.kind, record, data)
    const body = await apiSerializer.serialize(this.transformer().transform(updated))
    return { message: SAVED[this.kind], ...body }
  }

  /** @summary Elimina una dirección o un dato de facturación del comprador */
  @inject()
  async destroy({ params, bouncer }: HttpContext, action: DeleteCheckoutRecord) {
    const record = await this.findOrFail(params.id)
    await orFail(bouncer.with('CheckoutRecordPolicy').execute('delete', record))
    await action.handle(this.kind, record)
    return { message: DELETED[this.kind], data: { id: record.id } }
  }

  /**
   * Typed as the address validator: both give the fields of CheckoutRecordInput (the address
   * adds Mexico's colonia and código postal, billing the e-mail), which the actions read.
   */
  /** The validator's messages in the host country's words (billing: RFC in Mexico). */
  private messages(countryCode: CountryCode) {
    return this.kind === 'billing'
      ? billingMessagesFor(countryCode)
      : this.validator().messagesProvider
  }

  private validator() {
    return KIND_ENDPOINTS[this.kind].validator as typeof createAddressValidator
  }

  private transformer() {
    return KIND_ENDPOINTS[this.kind].transformer as unknown as RecordTransformer<K>
  }

  private async findOrFail(id: unknown) {
    const record = await this.records.find(this.kind, Number(id))
    if (!record) throw missingRecord()
    return record
  }
}

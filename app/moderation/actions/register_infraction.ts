import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import productConfig from '#config/product'
import { Outbox } from '#core/outbox/outbox'
import { BusinessError } from '#core/errors'
import { missingRecord } from '#core/policies/decisions'
import { urlWithPrefix } from '#core/services/routes_helper'
import { logStaffAction } from '#core/services/staff_log'
import type User from '#users/models/user'
import Store from '#stores/models/store'
import Quotation from '#quotations/models/quotation'
import QuotationRequest from '#quotations/models/quotation_request'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import Infraction from '#moderation/models/infraction'
import {
  INFRACTION_REGISTERED,
  type InfractionRegisteredPayload,
} from '#moderation/events/infraction_registered'
import {
  INFRACTION_MESSAGES as M,
  infractionTypeLabel,
  type InfractionType,
} from '#moderation/rules/infractions'
import type { TransactionKind } from '#moderation/rules/infraction_notice'

export interface InfractionInput {
  infraction_type: InfractionType
  infraction_detail: string
  infraction_file: string
  notifyTheSeller?: boolean
  quotation_id?: number
  quotation_request_id?: number
  cart_shopping_header_id?: number
  store_id?: number
}

/** What the infraction is about: the store, the buyer, the code and the one link. */
interface Target {
  kind: TransactionKind
  storeId: number
  buyerId: number | null
  codeTransaction: string
  quotationId: number | null
  quotationRequestId: number | null
  cartShoppingHeaderId: number | null
  /** The store's page of the transaction (the notification's link). */
  url: string | null
}

const requestPage = (requestId: number, section = '') =>
  urlWithPrefix(`/${productConfig.goPath}/quotationRequest/${requestId}${section}`)

/**
 * Registers a vendor infraction (doc 1 §2, §3; doc 3 §6 "manageInfractionsModule may register a
 * vendor infraction on a quotation"). The caller (InfractionPolicy.register) names exactly one
 * transaction; the store, the buyer and `code_transaction` come from it, never from the client:
 *
 * - `quotation_id`: the quotation's store, the request's buyer, the quotation's code;
 * - `cart_shopping_header_id`: the order's store and buyer, its `ref_venta`;
 * - `quotation_request_id` with `store_id`: that store, the request's buyer and code.
 *
 * An unknown transaction or store answers 404. With `notifyTheSeller` the outbox event
 * `moderation.infraction_registered` is written in the same transaction and delivered right
 * after the commit (the worker's relay delivers it if this process dies first). The log of staff
 * actions gets its line 'infraction.register' in the same transaction.
 */
@inject()
export default class RegisterInfraction {
  constructor(private outbox: Outbox) {}

  async handle(user: User, input: InfractionInput) {
    const target = await this.target(input)
    const notify = input.notifyTheSeller === true
    const saved = await db.transaction(async (trx) => {
      const infraction = await Infraction.create(
        {
          storeId: target.storeId,
          buyerId: target.buyerId,
          codeTransaction: target.codeTransaction,
          notifyTheSeller: notify,
          infractionType: input.infraction_type,
          infractionDetail: input.infraction_detail,
          infractionFile: input.infraction_file,
          quotationId: target.quotationId,
          quotationRequestId: target.quotationRequestId,
          cartShoppingHeaderId: target.cartShoppingHeaderId,
          registeredBy: user.id,
        },
        { client: trx }
      )
      const payload: InfractionRegisteredPayload = {
        infractionId: infraction.id,
        storeId: target.storeId,
        transactionKind: target.kind,
        codeTransaction: target.codeTransaction,
        infractionType: input.infraction_type,
        url: target.url,
      }
      const eventId = notify
        ? await this.outbox.record(trx, INFRACTION_REGISTERED, { ...payload })
        : null
      await logStaffAction(trx, user, {
        action: 'infraction.register',
        subject: {
          type: 'infraction',
          id: infraction.id,
          label: `${infractionTypeLabel(input.infraction_type)} · ${target.codeTransaction ?? `#${infraction.id}`}`,
        },
        before: null,
        after: {
          infractionType: input.infraction_type,
          codeTransaction: target.codeTransaction,
          infractionDetail: input.infraction_detail,
          notifyTheSeller: notify,
        },
      })
      return { infraction, eventId }
    })
    if (saved.eventId !== null) {
      this.outbox.deliverSoon(saved.eventId, { infractionId: saved.infraction.id })
    }
    return saved.infraction
  }

  private async target(input: InfractionInput): Promise<Target> {
    const links = [input.quotation_id, input.quotation_request_id, input.cart_shopping_header_id]
    if (links.filter((link) => link !== undefined).length !== 1) {
      throw new BusinessError(M.badLink, 422, {}, 'quotation_id')
    }
    const none = { quotationId: null, quotationRequestId: null, cartShoppingHeaderId: null }

    if (input.quotation_id !== undefined) {
      const quotation = await Quotation.find(input.quotation_id)
      if (!quotation) throw missingRecord()
      const request = await QuotationRequest.findOrFail(quotation.quotationRequestId)
      return {
        ...none,
        kind: 'quotation',
        storeId: quotation.storeId,
        buyerId: request.userId,
        codeTransaction: quotation.code,
        quotationId: quotation.id,
        url: requestPage(request.id, `?section=quotation-${quotation.id}`),
      }
    }
    if (input.cart_shopping_header_id !== undefined) {
      const order = await CartShoppingHeader.find(input.cart_shopping_header_id)
      if (!order) throw missingRecord()
      return {
        ...none,
        kind: 'order',
        storeId: order.storeId,
        buyerId: order.userId,
        codeTransaction: order.refVenta,
        cartShoppingHeaderId: order.id,
        url: null,
      }
    }
    if (input.store_id === undefined) throw new BusinessError(M.storeRequired, 422, {}, 'store_id')
    const [request, store] = await Promise.all([
      QuotationRequest.find(input.quotation_request_id),
      Store.find(input.store_id),
    ])
    if (!request || !store) throw missingRecord()
    return {
      ...none,
      kind: 'request',
      storeId: store.id,
      buyerId: request.userId,
      codeTransaction: request.code,
      quotationRequestId: request.id,
      url: requestPage(request.id),
    }
  }
}

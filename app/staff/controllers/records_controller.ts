import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { orFail } from '#core/policies/decisions'
import { apiSerializer } from '#core/services/api_serializer'
import { ALL_ORDER_STATUSES, ORDER_STATUS_LABELS } from '#orders/rules/order_status'
import StaffRequestsQuery from '#staff/queries/staff_requests_query'
import StaffQuotationsQuery from '#staff/queries/staff_quotations_query'
import StaffOrdersQuery from '#staff/queries/staff_orders_query'
import type { RecordFilters, RecordsScope } from '#staff/queries/record_conditions'
import RecordRequestTransformer from '#staff/transformers/record_request_transformer'
import RecordQuotationTransformer from '#staff/transformers/record_quotation_transformer'
import RecordOrderTransformer from '#staff/transformers/record_order_transformer'
import { recordsValidators, withoutBlanks } from '#staff/validators/records'
import {
  QUOTATION_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
  type RecordTab,
} from '#staff/rules/records'

const PAGE = 'staff/records'

const STATUS_OPTIONS: Record<RecordTab, { value: string; label: string }[]> = {
  requests: Object.entries(REQUEST_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  quotations: Object.entries(QUOTATION_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  orders: ALL_ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
}

/**
 * 'Solicitudes y pedidos' of the staff section (issue 23, area 'records'): one page, three
 * tabs — `/staff/solicitudes` (staff.records.requests), `/staff/cotizaciones`
 * (staff.records.quotations) and `/staff/pedidos` (staff.records.orders) — each the host
 * country's records, newest first, 20 a page from 1, searched by code, plate, buyer, store and
 * status as the person types (the page reloads only `records`). StaffPolicy 'records' (404 for
 * non-staff, 403 for staff without the area); a bad search is a Spanish 422.
 *
 * Nothing here is an action: every row leads to the read-only pages staff already have, and
 * `links` says which ones open for this person, as their policies decide — the request detail
 * page (VendorRequestPolicy.seeAllQuotations: admins and the GO module's managers), the order
 * page (`sales.show`, actAsAdmin), the PDF (QuotationExportPolicy: the same staff) and
 * 'Registrar infracción' (InfractionPolicy.register: manageInfractionsModule). A staff member
 * of the infractions module alone searches and registers, without those pages.
 */
export default class RecordsController {
  @inject()
  async requests(ctx: HttpContext, query: StaffRequestsQuery) {
    const { scope, filters, page } = await this.read(ctx, 'requests')
    const result = await query.list(scope, filters, page)
    const records = await apiSerializer.serialize(
      RecordRequestTransformer.paginate(result.rows, this.meta(result), scope.viewer)
    )
    return ctx.inertia.render(PAGE, {
      ...(await this.common(ctx, 'requests', scope, filters)),
      records,
    })
  }

  @inject()
  async quotations(ctx: HttpContext, query: StaffQuotationsQuery) {
    const { scope, filters, page } = await this.read(ctx, 'quotations')
    const result = await query.list(scope, filters, page)
    const records = await apiSerializer.serialize(
      RecordQuotationTransformer.paginate(result.rows, this.meta(result), scope.viewer)
    )
    return ctx.inertia.render(PAGE, {
      ...(await this.common(ctx, 'quotations', scope, filters)),
      records,
    })
  }

  @inject()
  async orders(ctx: HttpContext, query: StaffOrdersQuery) {
    const { scope, filters, page } = await this.read(ctx, 'orders')
    const result = await query.list(scope, filters, page)
    const records = await apiSerializer.serialize(
      RecordOrderTransformer.paginate(result.rows, this.meta(result), scope.viewer)
    )
    return ctx.inertia.render(PAGE, {
      ...(await this.common(ctx, 'orders', scope, filters)),
      records,
    })
  }

  /** The area's door, then the search: who reads, for which country, what and which page. */
  private async read({ auth, bouncer, request, country }: HttpContext, tab: RecordTab) {
    await orFail(bouncer.with('StaffPolicy').execute('enter', 'records'))
    const user = auth.getUserOrFail()
    const { page, ...filters } = await recordsValidators[tab].validate(withoutBlanks(request.qs()))
    const scope: RecordsScope = {
      countryCode: country.code,
      phonePrefix: country.phonePrefix,
      viewer: {
        userId: user.id,
        staff: await bouncer.allows('actAsAdmin'),
        showCustomerData: user.showCustomerData,
        showCustomerDataMarketplace: user.showCustomerDataMarketplace,
      },
    }
    return { scope, filters: filters as RecordFilters, page: page ?? 1 }
  }

  private meta(result: { count: number; page: number; pageSize: number }) {
    return { total: result.count, page: result.page, pageSize: result.pageSize }
  }

  /** The page's props but the rows. */
  private async common<Tab extends RecordTab>(
    { bouncer }: HttpContext,
    tab: Tab,
    scope: RecordsScope,
    filters: RecordFilters
  ) {
    const { viewer } = scope
    return {
      tab,
      filters: {
        code: filters.code ?? '',
        plate: filters.plate ?? '',
        buyer: filters.buyer ?? '',
        store: filters.store ?? '',
        status: filters.status ?? '',
      },
      statusOptions: STATUS_OPTIONS[tab],
      links: {
        /** The request detail page (QuotationRequestDetailPage), read-only for staff. */
        detail: await bouncer.with('VendorRequestPolicy').allows('seeAllQuotations'),
        /** The order page `sales.show`, read-only for staff. */
        order: viewer.staff,
        /** 'Exportar PDF' (`quotations.pdf`). */
        pdf: viewer.staff,
        /** 'Registrar infracción' on a quotation. */
        infraction: await bouncer.with('InfractionPolicy').allows('register'),
      },
      /** Whether the buyer box finds anything for this person (the masking rule). */
      canSearchBuyer: viewer.staff || viewer.showCustomerData || viewer.showCustomerDataMarketplace,
    }
  }
}

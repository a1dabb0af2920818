import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import type { Country } from '#core/country/country'
import { formatCents, roundToCurrency } from '#core/rules/money'
import StoreIndicatorsQuery, { type IndicatorScope } from '#reports/queries/store_indicators_query'
import { percentage } from '#reports/rules/indicators'
import { bucketKind, panelSeries, panelWindow, type PanelPeriod } from '#staff/rules/staff_panel'

/**
 * The staff panel (`/staff/panel`, issue 23): the host country's market over a period
 * (rules/staff_panel.ts), read with the statements of a store's indicators over every store of
 * the country (StoreIndicatorsQuery with a platform IndicatorScope) — the same definitions, so
 * the panel of a market with one store reads that store's report:
 *
 * - `requests`: the country's quotation requests created in the window (a store's
 *   requests_received);
 * - `quotations`: the quotations sent in the window on the country's requests (quotations_made);
 * - `orders`: of those quotations, the ones bought — an order that is not cancelled, a cart
 *   purchase once paid (quotation_with_purchase). An order counts in the window of its quotation;
 *   the chart places it at its (first) order's time, which always falls in that window too;
 * - `salesValue`: Σ the totals of those orders (total_price_orders), in the country's currency
 *   (COP whole pesos, MXN with cents), as decimal text;
 * - `commission`: Σ the commissions stored with those orders;
 * - `medianFirstQuotationMinutes`: of the window's requests with a quotation, the median minutes
 *   to the first one of any store (a store's response_time); null without any;
 * - `quotedShare`: requests with at least one quotation ÷ requests, in %, one decimal;
 * - `activeStores`: stores that sent a quotation in the window and have the GO module active
 *   (`go_module_active`) and are not switched off (`is_active`) now.
 *
 * Six statements whatever the data: the efficiency row, the requests count, the first
 * quotations (median), and three hourly counts for the chart. Each starts from the window's
 * rows on an existing index and never reads the history — MariaDB's EXPLAIN on the 1,000,000
 * request database of bench/reports.mjs (30 days: 20,000 requests, 4,000 quotations, 1,333
 * orders): the requests count and their hours read qr_country_created_idx alone (a range); the
 * efficiency row, the first quotations and the quotations' and orders' hours range over
 * quotations_created_idx, then each request, store and buyer discard by its key and the orders by
 * csh_quotation_idx (the purchases as a lateral derived table, as for one store).
 */
@inject()
export default class StaffPanelQuery {
  constructor(private indicators: StoreIndicatorsQuery) {}

  async panel(country: Country, period: PanelPeriod, now: DateTime = DateTime.now()) {
    const window = panelWindow(period, now, country.timeZone)
    const scope: IndicatorScope = { kind: 'platform', countryCode: country.code }
    const [efficiency, response, hourly] = await Promise.all([
      this.indicators.efficiencyFigures(scope, window),
      this.indicators.responseFigures(scope, window),
      this.indicators.hourly(scope, window),
    ])
    const money = (cents: bigint) => formatCents(roundToCurrency(cents, country.currency))
    return {
      period,
      since: DateTime.fromJSDate(window.since).toUTC().toISO(),
      until: DateTime.fromJSDate(window.until).toUTC().toISO(),
      currency: country.currency,
      /** The country's clock, in which the page writes the window's edges and the chart's days. */
      timeZone: country.timeZone,
      countryName: country.name,
      figures: {
        requests: response.received,
        quotations: efficiency.made,
        orders: efficiency.withPurchase,
        salesValue: money(efficiency.ordered),
        commission: money(efficiency.commission),
        medianFirstQuotationMinutes: response.medianFirstQuotationMinutes,
        quotedShare: percentage(response.quoted ?? 0, response.received),
        activeStores: efficiency.activeStores ?? 0,
      },
      chart: {
        step: bucketKind(period),
        points: panelSeries(hourly, period, window, country.timeZone),
      },
    }
  }
}

export type StaffPanel = Awaited<ReturnType<StaffPanelQuery['panel']>>

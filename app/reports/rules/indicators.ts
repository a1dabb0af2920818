import { moneyOf, roundToCurrency, type Cents } from '#core/rules/money'

/**
 * The formulas of a store's indicators (doc 2 §3 "Efficiency indicators", "Response statistics",
 * "Discard indicators"; §9). Pure: the queries (app/reports/queries/store_indicators_query.ts)
 * feed them what the database counted, the pages and the tests read the same rules.
 *
 * - The window: "an average over the last 30 days" — every figure counts the rows created at or
 *   after `now − 30 days` (inclusive edge, to the second) and up to `now`. The staff panel
 *   (issue 23) reads the same figures over other windows of the same kind (`IndicatorWindow`:
 *   the last 7 days, or today from midnight in the country's clock) and over every store of a
 *   country (store_indicators_query.ts `IndicatorScope`).
 * - Percentages have one decimal (half away from zero); a percentage of nothing is 0.
 * - The quotes-sold percentage (`percentage_of_quotation`) is capped at 100.
 * - Conversion = total_price_orders ÷ total_price_quotes × 100, one decimal.
 * - Money sums arrive as the driver gives them (MariaDB: a DECIMAL text; SQLite: a number, maybe
 *   with binary noise) and leave in the store's currency step (COP: whole pesos).
 * - The response time is the median of minutes (see docs/decisions.md, "Indicators"); it is
 *   shown by `durationText` (app/quotations/rules/durations.ts: under 60 min in min, from 60 in
 *   hours, from 24 h in days).
 */
export const INDICATOR_DAYS = 30

/** The first instant of the window that ends at `now` (inclusive). */
export function windowStart(now: Date, days = INDICATOR_DAYS): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
}

/** A window of the indicators: the rows created from `since` to `until`, both included. */
export interface IndicatorWindow {
  since: Date
  until: Date
}

/** The window of the last `days` days that ends at `now` (a store's indicators: 30). */
export function windowEndingAt(now: Date, days = INDICATOR_DAYS): IndicatorWindow {
  return { since: windowStart(now, days), until: now }
}

/** Whether an instant falls in the window that ends at `now` (both edges included). */
export function inWindow(at: Date, now: Date, days = INDICATOR_DAYS): boolean {
  return at.getTime() >= windowStart(now, days).getTime() && at.getTime() <= now.getTime()
}

/** A value with one decimal, rounded half away from zero. */
export function oneDecimal(value: number): number {
  const rounded = Math.round(Math.abs(value) * 10 + 1e-9) / 10
  return value < 0 ? -rounded : rounded
}

/** part ÷ whole × 100 with one decimal; 0 when the whole is 0. */
export function percentage(part: number, whole: number): number {
  return whole > 0 ? oneDecimal((part / whole) * 100) : 0
}

/** Quotations with a purchase ÷ quotations made × 100, one decimal, never above 100. */
export function quotesSoldPercentage(withPurchase: number, made: number): number {
  return Math.min(100, percentage(withPurchase, made))
}

/** Conversion = ordered ÷ quoted × 100 (money in cents), one decimal; 0 without quotes. */
export function conversion(ordered: Cents, quoted: Cents): number {
  if (quoted <= 0n || ordered <= 0n) return 0
  // tenths of a percent, rounded half up in integers (exact whatever the amounts)
  const tenths = (ordered * 2000n + quoted) / (quoted * 2n)
  return Number(tenths) / 10
}

/** A money SUM as the driver returns it → cents (null → 0). */
export function sumCents(value: unknown): Cents {
  if (value === null || value === undefined) return 0n
  if (typeof value === 'number') return moneyOf(value.toFixed(2))
  return moneyOf(String(value))
}

/** Cents → a plain amount in the currency's step (COP: whole pesos; MXN: with cents). */
export function amountOf(cents: Cents, currency: string): number {
  return Number(roundToCurrency(cents, currency)) / 100
}

/** A COUNT or SUM of integers as the driver returns it → a number. */
export const countOf = (value: unknown) => Number(value ?? 0)

export interface DiscardCount {
  reason: string
  count: number
}

/**
 * Discard indicators (doc 2 §3): per reason its count, the total and its share of the total
 * (one decimal), most frequent first (then in the reasons' own order), reasons never used left
 * out.
 */
export function discardIndicators(
  counts: DiscardCount[],
  labels: Record<string, string>
): {
  reason: string
  label: string
  count_reason_discarded: number
  total_reason_discarded: number
  percentage_discarded: number
}[] {
  const order = Object.keys(labels)
  const used = counts.filter((row) => row.count > 0 && row.reason in labels)
  const total = used.reduce((sum, row) => sum + row.count, 0)
  return used
    .sort((a, b) => b.count - a.count || order.indexOf(a.reason) - order.indexOf(b.reason))
    .map((row) => ({
      reason: row.reason,
      label: labels[row.reason],
      count_reason_discarded: row.count,
      total_reason_discarded: total,
      percentage_discarded: percentage(row.count, total),
    }))
}

/** Rows of two for the discard reasons (doc 2 §9 "Discard reasons shown two per row"). */
export function pairs<T>(items: T[]): T[][] {
  const rows: T[][] = []
  for (let index = 0; index < items.length; index += 2) rows.push(items.slice(index, index + 2))
  return rows
}

import { DateTime } from 'luxon'
import { windowEndingAt, type IndicatorWindow } from '#reports/rules/indicators'

/**
 * The staff panel's periods (issue 23, `/staff/panel`): what the SegmentedControl offers.
 *
 * - `today`: from midnight today in the host country's clock (America/Bogota, America/Mexico_City)
 *   up to now; the chart shows its hours.
 * - `7d` (the default) and `30d`: the last 7 or 30 days up to now, to the second — the very window
 *   of a store's indicators ("the last 30 days", app/reports/rules/indicators.ts), so the panel's
 *   30 days of a market with one store read exactly that store's report. The chart shows the
 *   days of the country's clock the window touches (the first and the last one partly).
 */
export const PANEL_PERIODS = ['today', '7d', '30d'] as const
export type PanelPeriod = (typeof PANEL_PERIODS)[number]
export const DEFAULT_PANEL_PERIOD: PanelPeriod = '7d'

const PERIOD_DAYS: Record<Exclude<PanelPeriod, 'today'>, number> = { '7d': 7, '30d': 30 }

/** The window a period reads at `now` (`timeZone`: the host country's). */
export function panelWindow(period: PanelPeriod, now: DateTime, timeZone: string): IndicatorWindow {
  if (period === 'today') {
    return { since: now.setZone(timeZone).startOf('day').toJSDate(), until: now.toJSDate() }
  }
  return windowEndingAt(now.toJSDate(), PERIOD_DAYS[period])
}

/** The chart's step: the hours of today, the days of the other periods. */
export const bucketKind = (period: PanelPeriod): 'hour' | 'day' =>
  period === 'today' ? 'hour' : 'day'

/**
 * The chart's buckets of a window in the country's clock, oldest first, every one of them even
 * when nothing happened: 'yyyy-MM-dd' days, or 'yyyy-MM-dd HH' hours for today.
 */
export function panelBuckets(period: PanelPeriod, window: IndicatorWindow, timeZone: string) {
  const unit = bucketKind(period)
  const end = DateTime.fromJSDate(window.until).setZone(timeZone)
  const keys: string[] = []
  for (
    let at = DateTime.fromJSDate(window.since).setZone(timeZone).startOf(unit);
    at <= end;
    at = at.plus(unit === 'hour' ? { hours: 1 } : { days: 1 })
  ) {
    keys.push(bucketKey(at, period))
  }
  return keys
}

function bucketKey(at: DateTime, period: PanelPeriod) {
  return at.toFormat(bucketKind(period) === 'hour' ? 'yyyy-MM-dd HH' : 'yyyy-MM-dd')
}

/** The bucket (see panelBuckets) of a UTC hour 'yyyy-MM-dd HH' as the database groups it. */
export function bucketOfHour(hour: string, period: PanelPeriod, timeZone: string) {
  const at = DateTime.fromFormat(hour, 'yyyy-MM-dd HH', { zone: 'utc' }).setZone(timeZone)
  return bucketKey(at, period)
}

export interface PanelPoint {
  /** 'yyyy-MM-dd' or, for today, 'yyyy-MM-dd HH' in the country's clock. */
  bucket: string
  requests: number
  quotations: number
  orders: number
}

type Series = Record<'requests' | 'quotations' | 'orders', { hour: string; count: number }[]>

/**
 * The chart's points: the hourly counts of the database added into the country's days (or
 * hours). Every bucket of the window is there, so the points of a series add up to its figure.
 */
export function panelSeries(
  hourly: Series,
  period: PanelPeriod,
  window: IndicatorWindow,
  timeZone: string
): PanelPoint[] {
  const points = new Map<string, PanelPoint>(
    panelBuckets(period, window, timeZone).map((bucket) => [
      bucket,
      { bucket, requests: 0, quotations: 0, orders: 0 },
    ])
  )
  for (const name of ['requests', 'quotations', 'orders'] as const) {
    for (const { hour, count } of hourly[name]) {
      const point = points.get(bucketOfHour(hour, period, timeZone))
      // an hour outside the buckets cannot be counted (the window bounds every statement)
      if (point) point[name] += count
    }
  }
  return [...points.values()]
}

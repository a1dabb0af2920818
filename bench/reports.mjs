/**
 * The indicator and report calls as the data grows (issue 22 "Speed").
 *
 *   node bench/reports.mjs [--sizes=100000,1000000] [--connections=10] [--seconds=8]
 *                          [--production] [--port=3613] [--keep] [--prepare-only]
 *
 * On MariaDB (127.0.0.1:3306, root), one database per size (`repuestos_bench_reports` for the
 * largest, `repuestos_bench_reports_<size>` for the others; `--keep` reuses them when they hold
 * the size already): migrations and the bench fixtures (bench:seed: the bench store, its owner,
 * a buyer and an admin with tokens), 49 more stores, 30 brands, then by SQL (MariaDB's SEQUENCE
 * engine):
 *   - `size` quotation requests. What grows with the size is HISTORY: the last 30 days hold the
 *     same 20,000 requests at every size (a marketplace of ~670 requests a day), the rest are
 *     spread over the two years before. A store's 30-day figures therefore read the same rows at
 *     every size, and the bench shows whether the calls stay bounded by that window (indexes) or
 *     slow down with the history (scans).
 *   - quotations on 1 request in 5 (the bench store's on 1 in 20, the other stores' on the rest),
 *     one detail each; orders (delivered) on 1 quotation in 3; the bench store discards 1
 *     request in 20 (reasons a…j); buyers discard 1 quotation in 7 of those without an order;
 *     an NPS rating on 1 order in 2.
 * One server per size runs at once and the targets are loaded in turns (`rounds` slices each,
 * size after size) so the machine's other load falls on every size alike. Each target gets
 * `seconds` of closed-loop load from `connections` loops, with the bench store owner's token
 * (the admin's for `analyticsAdmin`). Prints req/s and p95 per target and size, the ratio
 * largest/smallest (must be ≥ 0.8), the statements each call sends (MariaDB's general log) and
 * the EXPLAIN of each statement at the largest size.
 */
import { copyFileSync, readFileSync } from 'node:fs'
import {
  arg,
  benchEnv,
  closedLoop,
  mysql,
  loadInTurns,
  run,
  ROOT,
  startServer,
  statementsOf,
} from './lib.mjs'

const DB = 'repuestos_bench_reports'
const WINDOW = 20_000
const sizes = String(arg('sizes', '100000,1000000')).split(',').map(Number)
const connections = Number(arg('connections', 10))
const seconds = Number(arg('seconds', 8))
const port = Number(arg('port', 3613))
const rounds = Math.max(1, Number(arg('rounds', 4)))
const largest = Math.max(...sizes)
const dbOf = (size) => (size === largest ? DB : `${DB}_${size}`)
const envOf = (size) => ({
  ...benchEnv('mysql'),
  MYSQL_DB_NAME: dbOf(size),
  SESSION_DRIVER: 'memory',
})
const fixturesOf = {}

console.log(
  `Reports: sizes ${sizes.join(', ')}, ${connections} connections, ${seconds} s per target`
)

/** `size` requests and what hangs from them, written by SQL. */
function addData(q, f, size) {
  const [minBrand] = q('SELECT MIN(id) FROM vehicle_brands', { raw: true })
    .trim()
    .split('\t')
    .map(Number)
  // 20,000 requests over the last 30 days (one every 125 s), the others over the two years before
  const created = `IF(seq <= ${WINDOW}, NOW() - INTERVAL (seq * 125) SECOND, NOW() - INTERVAL (31 * 1440 + seq % 1000000) MINUTE)`
  q(`INSERT INTO quotation_requests
    (user_id, store_id, brand_id, vehicle_model, vehicle_year, vehicle_vin, vehicle_license_plate,
     vehicle_owner_identification, city_id, country_code, is_closed, close_reason, expires_at,
     quotations_count, send_to_marketplace, created_at)
    SELECT ${f.buyerId}, IF(seq % 200 = 0, ${f.storeId}, NULL),
      IF(seq % 3 = 0, ${f.brandId}, ${minBrand} + seq % 30),
      ELT(1 + seq % 5, 'Spark GT', 'CX-5', 'Logan', 'Corolla', 'Sail'), 2000 + seq % 25,
      CONCAT('9BWZZZ377VT', LPAD(seq % 1000000, 6, '0')), CONCAT('ABC', LPAD(seq % 1000, 3, '0')),
      CONCAT('1020', seq % 100000), ${f.cityId}, 'CO',
      IF(seq <= ${WINDOW} AND seq % 20 = 0, 0, 1), IF(seq <= ${WINDOW} AND seq % 20 = 0, NULL, 'already_bought'),
      ${created} + INTERVAL 7 DAY, IF(seq % 5 = 0, 1, 0), 1, ${created}
    FROM seq_1_to_${size} ORDER BY seq DESC`)
  q(`INSERT INTO quotation_request_details (quotation_request_id, name, amount, quotations_count, created_at)
    SELECT id, ELT(1 + id % 4, 'Pastillas de freno', 'Filtro de aceite', 'Batería', 'Amortiguador'), 1,
      IF(id % 5 = 0, 1, 0), created_at FROM quotation_requests`)
  q(`INSERT INTO quotations (quotation_request_id, store_id, user_id, valid_until, subtotal, total, created_at)
    SELECT r.id, IF(r.id % 20 = 0, ${f.storeId}, s.id), IF(r.id % 20 = 0, ${f.ownerId}, s.user_id),
      DATE(r.created_at + INTERVAL 3 DAY), 100000 + (r.id % 50) * 1000, 105000 + (r.id % 50) * 1000,
      r.created_at + INTERVAL (5 + r.id % 180) MINUTE
    FROM quotation_requests r JOIN stores s ON s.id = (SELECT MIN(id) FROM stores WHERE id <> ${f.storeId}) + r.id % 49
    WHERE r.id % 5 = 0`)
  q(`INSERT INTO quotation_details (quotation_id, name, amount, unit_price, delivery_time, reference, created_at)
    SELECT id, 'Pastillas de freno', 1, subtotal, 'inmediata', CONCAT('REF-', id % 997), created_at FROM quotations`)
  q(`INSERT INTO cart_shopping_headers (user_id, store_id, quotation_id, sales_model, status, subtotal, total, created_at)
    SELECT ${f.buyerId}, store_id, id, 'orders', 'delivered', subtotal, total, created_at + INTERVAL 1 HOUR
    FROM quotations WHERE id % 3 = 0`)
  q(`INSERT INTO vendor_ignores (quotation_request_id, store_id, user_id, reason, created_at)
    SELECT id, ${f.storeId}, ${f.ownerId}, ELT(1 + id % 10, 'a','b','c','d','e','f','g','h','i','j'),
      created_at + INTERVAL 30 MINUTE FROM quotation_requests WHERE id % 20 = 7`)
  q(`INSERT INTO buyer_ignores (quotation_id, user_id, reason, created_at)
    SELECT id, ${f.buyerId}, ELT(1 + id % 5, 'low_quality', 'short_warranty', 'high_price', 'slow_delivery', 'other'),
      created_at + INTERVAL 2 HOUR FROM quotations WHERE id % 3 <> 0 AND id % 7 = 0`)
  const npsOrder = q(
    "SELECT COUNT(*) FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'nps_ratings' AND COLUMN_NAME = 'order_id'",
    { raw: true }
  ).trim()
  q(`INSERT INTO nps_ratings (store_id, user_id, quotation_id${npsOrder === '1' ? ', order_id' : ''}, score, comment, created_at)
    SELECT store_id, user_id, quotation_id${npsOrder === '1' ? ', id' : ''}, id % 11, NULL, created_at + INTERVAL 1 DAY
    FROM cart_shopping_headers WHERE id % 2 = 0`)
  // the satisfaction summary (migration 3510) as the app keeps it: ratings per store and score,
  // without the ratings of the store's own people (the raters here are the bench's buyer)
  q(`INSERT INTO store_nps_scores (store_id, score, total, updated_at)
    SELECT r.store_id, r.score, COUNT(*), NOW() FROM nps_ratings r
    WHERE NOT EXISTS (SELECT 1 FROM stores sp WHERE sp.id = r.store_id AND (sp.user_id = r.user_id
      OR EXISTS (SELECT 1 FROM store_advisers spa WHERE spa.store_id = sp.id AND spa.user_id = r.user_id AND spa.is_active = 1)))
    GROUP BY r.store_id, r.score`)
  q(
    'ANALYZE TABLE quotation_requests, quotation_request_details, quotations, quotation_details, cart_shopping_headers, vendor_ignores, buyer_ignores, nps_ratings, store_nps_scores'
  )
}

function prepare(size) {
  const database = dbOf(size)
  const q = (statement, options = {}) => mysql(statement, { database, ...options })
  const fixturesFile = `${ROOT}tmp/bench-reports-${size}.json`
  if (arg('keep', false)) {
    try {
      const count = Number(q('SELECT COUNT(*) FROM quotation_requests', { raw: true }).trim())
      if (count === size) {
        fixturesOf[size] = JSON.parse(readFileSync(fixturesFile, 'utf8'))
        // the schema follows the code: migrations added since the data was written run on it
        run(['ace', 'migration:run', '--force'], envOf(size))
        q(
          'ANALYZE TABLE quotation_requests, quotations, cart_shopping_headers, nps_ratings, store_nps_scores'
        )
        console.log(`${database}: kept (${count} requests)`)
        return
      }
    } catch {}
  }
  mysql(`DROP DATABASE IF EXISTS ${database}; CREATE DATABASE ${database} CHARACTER SET utf8mb4`)
  run(['ace', 'migration:run', '--force'], envOf(size))
  run(['ace', 'bench:seed'], envOf(size))
  const fixtures = JSON.parse(readFileSync(`${ROOT}tmp/bench-fixtures.json`, 'utf8'))
  copyFileSync(`${ROOT}tmp/bench-fixtures.json`, fixturesFile)
  fixturesOf[size] = fixtures
  q(`INSERT INTO vehicle_brands (name, slug, popular, is_active, created_at)
    SELECT CONCAT('Marca ', seq), CONCAT('marca-', seq), 0, 1, NOW() FROM seq_1_to_30;
    INSERT INTO users (full_name, email, user_kind, is_vendor, created_at)
    SELECT CONCAT('Vendedor ', seq), CONCAT('vendedor', seq, '@bench.local'), 'vendor', 1, NOW() FROM seq_1_to_49;
    INSERT INTO stores (user_id, name, url_path, country_code, city_id, go_module_active, sales_model, is_active, created_at)
    SELECT id, CONCAT('Tienda ', id), CONCAT('tienda-', id), 'CO', ${fixtures.cityId}, 1, 'orders', 1, NOW()
    FROM users WHERE email LIKE 'vendedor%@bench.local'`)
  const started = performance.now()
  addData(q, fixtures, size)
  console.log(
    `${database}: ${size} requests and their data written in ${((performance.now() - started) / 1000).toFixed(0)} s`
  )
}

/** The calls (path, and whose token). */
function targets(f) {
  const filter = (value) => encodeURIComponent(JSON.stringify(value))
  return {
    efficiency: [`/api/repuestosGo/quotation/${f.storeId}/getEfficiencyIndicators`, 'owner'],
    discards: [
      `/api/repuestosGo/vendorIgnoresQuotationRequest/${f.storeId}/getDiscardIndicators`,
      'owner',
    ],
    buyerDiscards: [
      `/api/repuestosGo/buyerIgnoresQuotation/${f.storeId}/getDiscardIndicatorsBuyer`,
      'owner',
    ],
    response: [
      `/api/repuestosGo/AnalyticsQuotationRequestResponse?filter=${filter({ store_id: f.storeId })}`,
      'owner',
    ],
    opportunities: [
      `/api/repuestosGo/QuotationRequest/${f.storeId}/countSalesOpportunities`,
      'owner',
    ],
    nps: [
      `/api/businessIntelligence/NPSRating?page=0&pageSize=20&filter=${filter({ store_id: f.storeId })}`,
      'owner',
    ],
    analytics: ['/api/repuestosGo/completeAnalytics?page=0&pageSize=20', 'owner'],
    analyticsAdmin: [
      `/api/repuestosGo/completeAnalytics?page=0&pageSize=20&filter=${filter({ store_id: f.storeId })}`,
      'admin',
    ],
  }
}

for (const size of sizes) prepare(size)
if (arg('prepare-only', false)) process.exit(0)
const portOf = (index) => port + 100 * index
const call = (index, name) => {
  const f = fixturesOf[sizes[index]]
  const [path, who] = targets(f)[name]
  return [`http://127.0.0.1:${portOf(index)}${path}`, { authorization: `Bearer ${f.tokens[who]}` }]
}
const names = Object.keys(targets(fixturesOf[sizes[0]]))
const servers = []
try {
  for (const [index, size] of sizes.entries()) {
    servers.push(
      await startServer(portOf(index), envOf(size), {
        production: Boolean(arg('production', false)),
        waitSeconds: 90,
      })
    )
  }
  const queries = sizes.map(() => ({}))
  for (const [index, size] of sizes.entries()) {
    for (const name of names) {
      const [url, headers] = call(index, name)
      const check = await fetch(url, { headers: { accept: 'application/json', ...headers } })
      if (check.status !== 200)
        throw new Error(`${name} at ${size}: ${check.status} ${await check.text()}`)
      queries[index][name] = await statementsOf(url, dbOf(size), headers)
    }
  }
  // warm-up
  for (const index of sizes.keys()) {
    for (const name of names) {
      const [url, headers] = call(index, name)
      await closedLoop(url, { connections, seconds: 1, headers })
    }
  }
  const results = await loadInTurns({
    sizes,
    names,
    rounds,
    seconds,
    queries,
    dbOf,
    loop: (index, name, duration) => {
      const [url, headers] = call(index, name)
      return closedLoop(url, { connections, seconds: duration, headers })
    },
  })
  const last = sizes.length - 1
  console.log(`\nEXPLAIN of each statement at ${sizes[last]} requests:`)
  const seen = new Set()
  for (const name of names) {
    for (const statement of queries[last][name]) {
      const shape = statement.replace(/\d+/g, 'N')
      if (seen.has(shape) || !/^\s*select/i.test(statement)) continue
      seen.add(shape)
      console.log(`\n-- ${name}: ${statement}`)
      console.log(mysql(`EXPLAIN ${statement}`, { database: dbOf(sizes[last]) }))
    }
  }
  const [small, large] = [sizes[0], sizes[last]]
  console.log(`\nratio of req/s at ${large} to ${small} (must be ≥ 0.8), queries per call:`)
  for (const name of names) {
    const ratio = results[large][name].rps / results[small][name].rps
    console.log(
      `${name}: ${ratio.toFixed(2)}${ratio >= 0.8 ? '' : '  ← below 0.8'} · ${results[small][name].queries} / ${results[large][name].queries} queries`
    )
  }
} finally {
  for (const server of servers) server.kill('SIGKILL')
}
process.exit(0)

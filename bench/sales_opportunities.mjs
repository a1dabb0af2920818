/**
 * The public sales opportunities' calls as the requests table grows (issue 20 "Speed").
 *
 *   node bench/sales_opportunities.mjs [--sizes=100000,1000000] [--connections=20] [--seconds=8]
 *                                      [--production] [--port=3513]
 *
 * On MariaDB (127.0.0.1:3306, root), one database per size (`repuestos_bench_opps` for the
 * largest, `repuestos_bench_opps_<size>` for the others): migrations and the bench fixtures
 * (bench:seed), 30 brands and 40 cities, then the quotation requests written by SQL (MariaDB's
 * SEQUENCE engine), 2 parts each: 5% open requests of the last 6 days (1 in 5 of them in
 * Mexico, 1 in 10 a store request, 1 in 3 per product), the rest closed or expired over two
 * years. One server per size runs at once (ports `port`, `port`+100, …) and the targets are
 * loaded in turns, `rounds` slices each, size after size, so that the machine's other load falls
 * on every size alike. Each target gets `seconds` of closed-loop load from `connections` loops:
 *   - list:       GET …/getSalesOpportunities (page 1, 20 rows)
 *   - listBrand:  the same with filter brand.name (a brand that has open requests)
 *   - indicators: GET …/getIndicatorsSalesOpportunities (cached a minute)
 *   - count:      GET …/countSalesOpportunities (cached with the indicators)
 * Prints req/s and p95 per target and size, the ratio largest/smallest size (must be ≥ 0.8),
 * the statements each call sends to MariaDB (read from the general log during one call of each,
 * for the server's own connections only; the indicators once without and once with the cache)
 * and the EXPLAIN of each of those statements.
 */
import { readFileSync } from 'node:fs'
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

const DB = 'repuestos_bench_opps'
const sizes = String(arg('sizes', '100000,1000000')).split(',').map(Number)
const connections = Number(arg('connections', 20))
const seconds = Number(arg('seconds', 8))
const port = Number(arg('port', 3513))
const rounds = Math.max(1, Number(arg('rounds', 4)))
const largest = Math.max(...sizes)
const dbOf = (size) => (size === largest ? DB : `${DB}_${size}`)
const envOf = (size) => ({
  ...benchEnv('mysql'),
  MYSQL_DB_NAME: dbOf(size),
  SESSION_DRIVER: 'memory',
})

const sql = mysql

console.log(
  `Sales opportunities: sizes ${sizes.join(', ')}, ${connections} connections, ${seconds} s per target`
)
const PARTS = [
  'Pastillas de freno',
  'Filtro de aceite',
  'Batería',
  'Amortiguador',
  'Radiador',
  'Bujías',
  'Correa de distribución',
  'Farola',
  'Embrague',
  'Sensor de oxígeno',
]
const partsCase = `ELT(1 + (r.id + k.n) % 10, ${PARTS.map((p) => `'${p}'`).join(', ')})`

/** `size` requests (sequence numbers 1…size): every 20th open, the others closed or expired. */
function addRequests(sql, fixtures, { minBrand, brandSpan, minCity, citySpan }, size) {
  const created = `IF(seq % 20 = 0, NOW() - INTERVAL (seq % 8640) MINUTE, NOW() - INTERVAL (8 * 1440 + seq % 1051200) MINUTE)`
  const open = 'seq % 20 = 0'
  sql(`INSERT INTO quotation_requests
    (user_id, store_id, brand_id, vehicle_model, vehicle_year, city_id, country_code, quote_by_product,
     is_closed, close_reason, expires_at, quotations_count, send_to_marketplace, created_at)
    SELECT ${fixtures.buyerId},
      IF(seq % 200 = 0, ${fixtures.storeId}, NULL),
      ${minBrand} + (seq * 7) % ${brandSpan},
      ELT(1 + seq % 5, 'Spark GT', 'CX-5', 'Logan', 'Corolla', 'Sail'),
      2000 + seq % 25,
      ${minCity} + (seq * 13) % ${citySpan},
      IF(seq % 100 = 20, 'MX', 'CO'),
      IF(seq % 60 = 40, 1, 0),
      IF(${open} OR seq % 10 = 1, 0, 1),
      IF(${open} OR seq % 10 = 1, NULL, 'already_bought'),
      ${created} + INTERVAL 7 DAY,
      IF(${open}, seq % 3, 3),
      1,
      ${created}
    FROM seq_1_to_${size}`)
  sql(`INSERT INTO quotation_request_details (quotation_request_id, name, amount, quotations_count, created_at)
    SELECT r.id, ${partsCase}, 1, IF(r.quote_by_product = 1 AND k.n = 1, 3, 0), r.created_at
    FROM quotation_requests r JOIN (SELECT 1 AS n UNION ALL SELECT 2) k
    WHERE r.id > (SELECT COALESCE(MAX(quotation_request_id), 0) FROM quotation_request_details)`)
  sql('ANALYZE TABLE quotation_requests, quotation_request_details')
}

/** A database of `size` requests: schema, fixtures, brands, cities, then the requests. */
function prepare(size) {
  const database = dbOf(size)
  const q = (statement, options = {}) => sql(statement, { database, ...options })
  sql(`DROP DATABASE IF EXISTS ${database}; CREATE DATABASE ${database} CHARACTER SET utf8mb4`, {
    database: null,
  })
  run(['ace', 'migration:run', '--force'], envOf(size))
  run(['ace', 'bench:seed'], envOf(size))
  const fixtures = JSON.parse(readFileSync(`${ROOT}tmp/bench-fixtures.json`, 'utf8'))
  q(`INSERT INTO vehicle_brands (name, slug, popular, is_active, created_at)
    SELECT CONCAT('Marca ', seq), CONCAT('marca-', seq), 0, 1, NOW() FROM seq_1_to_30;
    INSERT INTO localization_zones (country_code, type, code, name, full_name, search_name, is_capital)
    SELECT 'CO', 'city', CONCAT('B', seq), CONCAT('Ciudad ', seq), CONCAT('Ciudad ', seq), CONCAT('ciudad ', seq), 0
    FROM seq_1_to_40;`)
  const [minBrand, maxBrand] = q('SELECT MIN(id), MAX(id) FROM vehicle_brands', { raw: true })
    .trim()
    .split('\t')
    .map(Number)
  const [minCity, maxCity] = q(
    "SELECT MIN(id), MAX(id) FROM localization_zones WHERE type = 'city'",
    { raw: true }
  )
    .trim()
    .split('\t')
    .map(Number)
  const started = performance.now()
  addRequests(
    q,
    fixtures,
    { minBrand, brandSpan: maxBrand - minBrand + 1, minCity, citySpan: maxCity - minCity + 1 },
    size
  )
  const open = q(
    `SELECT COUNT(*) FROM quotation_requests WHERE is_closed = 0 AND expires_at > NOW() AND store_id IS NULL AND country_code = 'CO'`,
    { raw: true }
  ).trim()
  console.log(
    `${database}: ${size} requests written in ${((performance.now() - started) / 1000).toFixed(0)} s, ${open} open marketplace requests in CO`
  )
}

const pathOf = {
  list: '/getSalesOpportunities?page=1&pageSize=20',
  listBrand: `/getSalesOpportunities?page=1&filter=${encodeURIComponent(JSON.stringify({ 'brand.name': 'Marca 7' }))}`,
  indicators: '/getIndicatorsSalesOpportunities',
  count: '/countSalesOpportunities',
}
const portOf = (index) => port + 100 * index
const urlOf = (index, name) =>
  `http://127.0.0.1:${portOf(index)}/api/repuestosGo/QuotationRequest${pathOf[name]}`

const slice = (url, duration) => closedLoop(url, { connections, seconds: duration })

for (const size of sizes) prepare(size)
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
  const names = Object.keys(pathOf)
  const queries = sizes.map(() => ({}))
  for (const [index, size] of sizes.entries()) {
    for (const name of names) {
      // the indicators: the first call computes the figures, the next one reads the cache
      queries[index][name] = await statementsOf(urlOf(index, name), dbOf(size))
      if (name === 'indicators')
        queries[index].indicatorsCached = await statementsOf(urlOf(index, name), dbOf(size))
    }
  }
  for (const index of sizes.keys()) for (const name of names) await slice(urlOf(index, name), 2) // warm-up
  const results = await loadInTurns({
    sizes,
    names,
    rounds,
    seconds,
    queries,
    dbOf,
    loop: (index, name, duration) => slice(urlOf(index, name), duration),
    afterSize: (index) =>
      console.log(
        `indicators and count with the cache warm: ${queries[index].indicatorsCached.length} queries`
      ),
  })
  const last = sizes.length - 1
  console.log(`\nEXPLAIN of each statement at ${sizes[last]} requests:`)
  const seen = new Set()
  for (const name of names) {
    for (const statement of queries[last][name]) {
      if (seen.has(statement)) continue
      seen.add(statement)
      console.log(`\n-- ${name}: ${statement}`)
      console.log(sql(`EXPLAIN ${statement}`, { database: dbOf(sizes[last]) }))
    }
  }
  const [small, large] = [sizes[0], sizes[sizes.length - 1]]
  console.log(`\nratio of req/s at ${large} to ${small} (must be ≥ 0.8):`)
  for (const name of names) {
    const ratio = results[large][name].rps / results[small][name].rps
    console.log(`${name}: ${ratio.toFixed(2)}${ratio >= 0.8 ? '' : '  ← below 0.8'}`)
  }
} finally {
  for (const server of servers) server.kill('SIGKILL')
}
process.exit(0)

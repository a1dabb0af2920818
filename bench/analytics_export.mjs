/**
 * The analytics report's Excel export under load (issue 22 "Speed").
 *
 *   node bench/analytics_export.mjs [--connections=4] [--seconds=10] [--dev] [--no-build]
 *
 * Data: the 1,000,000-request database of bench/reports.mjs (`repuestos_bench_reports`, MariaDB;
 * made or kept by `bench/reports.mjs --prepare-only --keep`): the admin's export filtered on the
 * bench store holds its 50,000 quotations and 50,000 discards (a row is what one store did with
 * one request, docs/decisions.md), 100,000 rows.
 *
 * 1. Starts the web server with bench/support/loop_delay.mjs preloaded (event-loop delay on
 *    SIGUSR2) and the queue worker (`ace queue:work`, database adapter), both on that database.
 * 2. Baseline: `seconds` of closed-loop visits to the home page (SSR) from `connections` loops:
 *    p95 of a visit and the web process's event-loop delay p99, with no export running.
 * 3. The admin asks for the export (`GET /api/repuestosGo/completeAnalytics/excel?filter={store_id}`, bearer token):
 *    while the worker writes it, the same visits run; the worker's resident memory is read every
 *    50 ms from /proc. Then the file is downloaded and read back (row count).
 * 4. Reference: exceljs's streaming writer writes the same rows (read back from the file into
 *    memory) with the same columns, in this process.
 * Prints rows/s of the export (from the worker taking the job to the file being ready, as the
 * export record says) against the reference's (aim ≥ 0.5×), the worker's memory growth (aim
 * ≤ 150 MB), the web process's event-loop delay p99 during the export (aim ≤ 100 ms) and the
 * visit p95 during the export against the baseline (aim ≤ 1.5×).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import ExcelJS from 'exceljs'
import {
  arg,
  benchEnv,
  closedLoop,
  mysql,
  percentile,
  productionEnv,
  ROOT,
  run,
  startServer,
} from './lib.mjs'

// the bench store's rows at 1,000,000 requests: 50,000 quotations and 50,000 discards
const SIZE = 1_000_000
const DB = 'repuestos_bench_reports'
const connections = Number(arg('connections', 4))
const seconds = Number(arg('seconds', 10))
const production = !arg('dev', false)
const port = Number(arg('port', 3713))
const work = mkdtempSync(join(tmpdir(), 'bench-export-'))
const loopFile = join(work, 'loop.json')

run(['bench/reports.mjs', `--sizes=100000,${SIZE}`, '--keep', '--prepare-only'], process.env)
const fixtures = JSON.parse(readFileSync(`${ROOT}tmp/bench-reports-${SIZE}.json`, 'utf8'))
const env = {
  ...benchEnv('mysql'),
  MYSQL_DB_NAME: DB,
  SESSION_DRIVER: 'memory',
  QUEUE_DRIVER: 'database',
  LOOP_DELAY_FILE: loopFile,
}
mysql('DELETE FROM report_exports; DELETE FROM queue_jobs', { database: DB })

process.env.BENCH_SERVER_FLAGS = `${process.env.BENCH_SERVER_FLAGS ?? ''} --import=${ROOT}bench/support/loop_delay.mjs`
const server = await startServer(port, env, { production, waitSeconds: 90 })
const worker = production
  ? spawn(process.execPath, ['ace.js', 'queue:work'], {
      cwd: `${ROOT}build`,
      env: productionEnv(env),
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  : spawn(process.execPath, ['ace', 'queue:work'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] })
const stopAll = () => {
  for (const child of [server, worker]) if (child.exitCode === null) child.kill('SIGKILL')
}
process.on('exit', stopAll)

const base = `http://127.0.0.1:${port}`
const admin = { authorization: `Bearer ${fixtures.tokens.admin}`, accept: 'application/json' }
const page = `${base}/`

async function loopDelay() {
  rmSync(loopFile, { force: true })
  server.kill('SIGUSR2')
  for (let i = 0; i < 50; i++) {
    await sleep(20)
    try {
      return JSON.parse(readFileSync(loopFile, 'utf8'))
    } catch {}
  }
  throw new Error('the server wrote no event-loop figures')
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024
}

// the worker settles (its first poll of the queue) before its memory counts as the baseline
await sleep(5000)
await closedLoop(page, { connections, seconds: 2 }) // warm-up
await loopDelay()
const before = await closedLoop(page, { connections, seconds })
const beforeLoop = await loopDelay()

const workerBefore = rssMb(worker.pid)
let workerPeak = workerBefore
const sampler = setInterval(() => {
  workerPeak = Math.max(workerPeak, rssMb(worker.pid))
}, 50)

const storeFilter = encodeURIComponent(JSON.stringify({ store_id: fixtures.storeId }))
const asked = await fetch(`${base}/api/repuestosGo/completeAnalytics/excel?filter=${storeFilter}`, {
  headers: admin,
})
if (asked.status !== 202) throw new Error(`export: ${asked.status} ${await asked.text()}`)
const { data: created } = await asked.json()
let status = created
const during = { count: 0, elapsed: 0, latencies: [], failures: 0 }
while (status.status !== 'ready') {
  if (status.status === 'failed') throw new Error(`export failed: ${JSON.stringify(status)}`)
  const part = await closedLoop(page, { connections, seconds: 1 })
  during.count += part.count
  during.elapsed += part.elapsed
  during.latencies.push(...part.latencies)
  during.failures += part.failures
  const answer = await fetch(`${base}/api/repuestosGo/completeAnalytics/excel/${created.id}`, { headers: admin })
  status = (await answer.json()).data
}
clearInterval(sampler)
const duringLoop = await loopDelay()

// the export's own time: from the worker taking the job to the file being ready
const [startedAt, finishedAt] = mysql(
  `SELECT UNIX_TIMESTAMP(started_at), UNIX_TIMESTAMP(finished_at) FROM report_exports WHERE id = ${created.id}`,
  { database: DB, raw: true }
)
  .trim()
  .split('\t')
  .map(Number)
const download = await fetch(`${base}/api/repuestosGo/completeAnalytics/excel/${created.id}/download`, {
  headers: admin,
})
if (download.status !== 200) throw new Error(`download: ${download.status}`)
const file = join(work, 'export.xlsx')
writeFileSync(file, Buffer.from(await download.arrayBuffer()))

// the rows read back into memory, then written again by exceljs's streaming writer alone
const rows = []
let headerRows = 0
const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', styles: 'cache' })
let columns = []
for await (const sheet of reader) {
  for await (const row of sheet) {
    const values = row.values.slice(1)
    if (headerRows < 2) {
      headerRows++
      if (headerRows === 2) columns = values.map(() => ({ width: 18 }))
      continue
    }
    rows.push(values)
  }
}
const exportRows = rows.length
const referenceStart = performance.now()
const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: join(work, 'reference.xlsx') })
const sheet = writer.addWorksheet('Reporte', { views: [{ state: 'frozen', ySplit: 2 }] })
sheet.columns = columns
for (const values of rows) sheet.addRow(values).commit()
sheet.commit()
await writer.commit()
const referenceSeconds = (performance.now() - referenceStart) / 1000
const exportSeconds = Math.max(0.001, finishedAt - startedAt)

const p95 = (run) => Number(percentile(run.latencies, 95).toFixed(1))
const result = {
  rows: exportRows,
  fileMb: Number((statSync(file).size / 1024 / 1024).toFixed(1)),
  exportSeconds: Number(exportSeconds.toFixed(1)),
  exportRowsPerSecond: Math.round(exportRows / exportSeconds),
  referenceRowsPerSecond: Math.round(exportRows / referenceSeconds),
  workerRssBeforeMb: Math.round(workerBefore),
  workerGrowthMb: Math.round(workerPeak - workerBefore),
  loopDelayBefore: beforeLoop,
  loopDelayDuring: duringLoop,
  visitP95Before: p95(before),
  visitP95During: p95(during),
  visitFailures: before.failures + during.failures,
}
console.log(JSON.stringify(result, null, 2))
const ratio = result.exportRowsPerSecond / result.referenceRowsPerSecond
const visitRatio = result.visitP95During / result.visitP95Before
console.log(`\nrows/s against exceljs from memory: ${ratio.toFixed(2)} (aim ≥ 0.5)`)
console.log(`worker memory growth: ${result.workerGrowthMb} MB (aim ≤ 150)`)
console.log(`web event-loop delay p99 during the export: ${duringLoop.p99} ms (aim ≤ 100)`)
console.log(`visit p95 during / before: ${visitRatio.toFixed(2)} (aim ≤ 1.5)`)
stopAll()
rmSync(work, { recursive: true, force: true })
process.exit(0)

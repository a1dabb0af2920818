#!/usr/bin/env node
// Runs the example store integration from the command line, configured by environment:
//
//   APP_URL=https://repuestos.example.com STORE_TOKEN=oat_… WEBHOOK_SECRET=whsec_… PORT=4000 \
//     node examples/store_integration/main.mjs
//
// Optional: HOST (default 127.0.0.1), API_PREFIX (default /api/repuestosGo).
// Stops cleanly on Ctrl+C (SIGINT) or SIGTERM, after the events under way are done.
import { jsonLogger, startIntegration } from './integration.mjs'

const log = jsonLogger()
const missing = ['APP_URL', 'STORE_TOKEN', 'WEBHOOK_SECRET'].filter((name) => !process.env[name])
if (missing.length > 0) {
  log('error', `Faltan variables de entorno: ${missing.join(', ')}`)
  process.exit(1)
}

const integration = await startIntegration({
  appUrl: process.env.APP_URL,
  storeToken: process.env.STORE_TOKEN,
  webhookSecret: process.env.WEBHOOK_SECRET,
  port: Number(process.env.PORT ?? 4000),
  host: process.env.HOST ?? '127.0.0.1',
  apiPrefix: process.env.API_PREFIX ?? '/api/repuestosGo',
  log,
})

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    log('info', 'Deteniendo la integración', { signal })
    await integration.close()
    process.exit(0)
  })
}

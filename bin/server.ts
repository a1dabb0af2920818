/*
|--------------------------------------------------------------------------
| HTTP server entrypoint
|--------------------------------------------------------------------------
*/
import 'reflect-metadata'
import { createServer } from 'node:http'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { drainOnClose } from '#core/services/http_drain'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    /**
     * SIGTERM: end the live streams (they never end on their own; clients reconnect to another
     * server), then terminate the app: the HTTP server stops accepting and lets every request in
     * flight finish (drainOnClose below, at most 8 s), then the shared PDF browser closes, the
     * outbox deliveries under way end and the database closes (providers/app_provider.ts). The
     * process exits within 10 s whatever happens.
     */
    let stopping: Promise<void> | null = null
    const stop = () => {
      stopping ??= (async () => {
        setTimeout(() => process.exit(process.exitCode ?? 1), 9500).unref()
        const { endLiveStreams } = await import('#core/services/live_streams')
        endLiveStreams()
        await app.terminate()
        process.exit(process.exitCode ?? 0)
      })()
      return stopping
    }
    app.listen('SIGTERM', stop)
    /**
     * Under `node ace serve` this process is the dev server's child: when the parent is stopped
     * (SIGTERM to `node ace serve`, bin/console.ts), this one is orphaned and stops the same way.
     */
    const parent = process.ppid
    setInterval(() => {
      if (process.ppid !== parent) void stop()
    }, 500).unref()
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .httpServer()
  .start((handler) => {
    const server = createServer(handler)
    drainOnClose(server, { deadlineMs: 8000 })
    return server
  })
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })

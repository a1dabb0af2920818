/*
|--------------------------------------------------------------------------
| HTTP server entrypoint
|--------------------------------------------------------------------------
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'

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
     * SIGTERM: stop accepting, end the live streams (they never end on their own, so closing
     * the server would wait on them forever; clients reconnect to another server), let requests
     * in flight finish, cut whatever is still open after 8 s, then terminate the app.
     */
    let stopping: Promise<void> | null = null
    const stop = () => {
      stopping ??= (async () => {
        const { endLiveStreams } = await import('#core/services/live_streams')
        const server = await app.container.make('server')
        const nodeServer = server.getNodeServer()
        endLiveStreams()
        if (nodeServer) {
          nodeServer.closeIdleConnections()
          setTimeout(() => nodeServer.closeAllConnections(), 8000).unref()
        }
        await app.terminate()
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
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })

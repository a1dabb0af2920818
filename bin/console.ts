/*
|--------------------------------------------------------------------------
| Ace entry point
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

/** The command being run, for providers that start work with one command only (queue:work). */
process.env.ACE_COMMAND = process.argv[2] ?? ''

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    /**
     * The queue worker stops on SIGTERM by itself, finishing the jobs it runs first (providers/
     * app_provider.ts then terminates the app); terminating right away would close the database
     * under a running job.
     */
    if (process.env.ACE_COMMAND === 'serve') {
      /**
       * `node ace serve` on SIGTERM exits at once; its server child notices it was orphaned and
       * stops gracefully (bin/server.ts), instead of being killed with the dev server.
       */
      app.listen('SIGTERM', () => process.exit(0))
    } else if (process.env.ACE_COMMAND !== 'queue:work') {
      app.listen('SIGTERM', () => app.terminate())
      app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
    }
  })
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })

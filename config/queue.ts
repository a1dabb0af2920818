import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, drivers } from '@adonisjs/queue'

/**
 * Background jobs (@adonisjs/queue). QUEUE_DRIVER picks the adapter:
 * - `database` (the default): jobs are rows of `queue_jobs` in the app's own database (through
 *   Lucid), processed by `node ace queue:work`;
 * - `redis`: the @adonisjs/redis `main` connection (REDIS_HOST…), for production with several
 *   servers; it is the default when REDIS_HOST is set and QUEUE_DRIVER is not;
 * - `sync`: a job runs at once inside the process that dispatches it (tests; no worker).
 */
export const queueDriver = env.get('QUEUE_DRIVER') ?? (env.get('REDIS_HOST') ? 'redis' : 'database')

export default defineConfig({
  default: queueDriver,

  adapters: {
    database: drivers.database({ tableName: 'queue_jobs' }),
    redis: drivers.redis({ connectionName: 'main' }),
    sync: drivers.sync(),
  },

  worker: {
    concurrency: 5,
    idleDelay: '2s',
  },

  /** Every module keeps its jobs in app/<module>/jobs (from the app root: build/ in a build). */
  locations: [app.makePath('app/*/jobs/**/*.{ts,js}')],
})

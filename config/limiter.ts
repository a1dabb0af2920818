import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/limiter'

/**
 * Rate limits are kept in Redis when REDIS_HOST is set (shared by every server), in
 * memory otherwise (one process).
 */
const limiterConfig = defineConfig({
  default: env.get('REDIS_HOST') && !app.inTest ? 'redis' : 'memory',
  stores: {
    redis: stores.redis({}),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}

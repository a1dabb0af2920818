import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/**
 * Sessions live in Redis when REDIS_HOST is set (several servers), in an encrypted
 * cookie otherwise (one process, no server needed), and in memory during tests.
 * SESSION_DRIVER overrides the choice.
 */
const defaultStore = env.get('SESSION_DRIVER') ?? (env.get('REDIS_HOST') ? 'redis' : 'cookie')

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'adonis-session',
  clearWithBrowser: false,
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: defaultStore,
  stores: {
    cookie: stores.cookie(),
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig

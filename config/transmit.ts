import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@boringnode/bus/transports/redis'

/**
 * Server-sent events (chat, notifications, live dashboards). With REDIS_HOST set, events
 * published on one server reach clients connected to another through Redis; without it,
 * one process. (`redis` is imported from @boringnode/bus: @adonisjs/transmit/transports
 * also loads the MQTT transport, which needs the `mqtt` package.)
 */
const redisHost = env.get('REDIS_HOST')

export default defineConfig({
  pingInterval: '30s',
  transport: redisHost
    ? {
        driver: redis({
          host: redisHost,
          port: env.get('REDIS_PORT', 6379),
          password: env.get('REDIS_PASSWORD'),
          keyPrefix: 'transmit',
        }),
      }
    : null,
})

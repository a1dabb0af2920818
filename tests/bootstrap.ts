import { assert } from '@japa/assert'
import { apiClient, ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import { browserClient, decoratorsCollection } from '@japa/browser-client'
import { chromium } from 'playwright'
import testUtils from '@adonisjs/core/services/test_utils'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { sessionBrowserClient } from '@adonisjs/session/plugins/browser_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { authBrowserClient } from '@adonisjs/auth/plugins/browser_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'

/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  authApiClient(app),
  shieldApiClient(),
  inertiaApiClient(app),
  browserClient({
    runInSuites: ['browser'],
    launcher: (config) =>
      chromium.launch({
        ...config,
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      }),
  }),
  sessionBrowserClient(app),
  authBrowserClient(app),
]

/**
 * Every `page.goto` (and `visit`) returns once a server-rendered page has been hydrated
 * (tests/helpers/hydration.ts): a click right after it is never lost.
 */
decoratorsCollection.register({
  page(page) {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit') {
        const { untilServerRenderedRootHydrated } = await import('#tests/helpers/hydration')
        await untilServerRenderedRootHydrated(page)
      }
      return response
    }
  },
})

/**
 * Actions deliver their outbox events after they answer (Outbox.deliverSoon): a test that reads
 * the notifications right after a request finds them delivered, as a user a moment later would.
 */
ApiClient.teardown(async () => {
  const { outboxSettled } = await import('#core/outbox/outbox')
  const { waitForOutbox } = await import('#tests/helpers/outbox')
  if (waitForOutbox.afterEachRequest) await outboxSettled()
})

/**
 * Every JSON answer to an `/api` path is checked against its operation's schema in the OpenAPI
 * document (app/core/openapi/openapi.json): a mismatch fails the test that received it.
 */
ApiClient.teardown(async (response) => {
  const { checkApiResponse } = await import('#tests/helpers/openapi_check')
  checkApiResponse(response)
})

/**
 * The database is migrated once for the run (and rolled back at the end); each test then
 * starts from empty tables (see tests/helpers/database.ts).
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [() => testUtils.db().migrate()],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}

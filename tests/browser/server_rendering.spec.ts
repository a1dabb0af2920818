import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { makeBrandAndCity } from '#tests/helpers/requests'
import {
  SERVER_RENDERED_CASES,
  SIGNED_IN_RENDERED_CASES,
  serverRenderedWorld,
} from '#tests/helpers/server_rendering'
import { hydrated } from '#tests/helpers/hydration'

/**
 * What React says when the page it hydrates differs from the server's HTML, or when the server
 * could not finish a part of it (React then renders that part again in the browser).
 */
const HYDRATION =
  /hydrat|server rendered HTML|did(n't| not) match|server HTML|Suspense boundary|client rendering/i

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36'

/**
 * Opens `path`: answers the HTML the server sent (before any script ran), and once React has
 * taken over the root (hydrateRoot marks it) and the page's effects ran, every console error or
 * warning and uncaught error that speaks of hydration.
 */
async function openRendered(page: Page, path: string) {
  const messages: string[] = []
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) messages.push(message.text())
  })
  page.on('pageerror', (error) => messages.push(error.message))
  const response = await page.goto(new URL(path, page.url()).href)
  const html = (await response!.text()).replace(/<!-- -->/g, '')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  return { html, hydrationMessages: messages.filter((text) => HYDRATION.test(text)) }
}

/**
 * The public pages arrive rendered (config/inertia.ts) and React hydrates them without a
 * difference: the heading is in the server's HTML, and the console has no hydration warning —
 * for a guest, at 1280 and 375 px, and for a signed-in person (the header's user menu and bell).
 */
test.group('Server rendering in the browser', (group) => {
  freshDatabase(group)

  test('{component}: rendered by the server, hydrated cleanly')
    .with(SERVER_RENDERED_CASES)
    .run(async ({ browser, assert, cleanup }, { path, heading }) => {
      await makeBrandAndCity()
      await serverRenderedWorld()
      for (const width of [1280, 375]) {
        const context = await browser.newContext({ viewport: { width, height: 800 } })
        cleanup(() => context.close()) // also when an assertion fails (an open context hangs the run)
        const page = await context.newPage()
        await page.goto(`http://${process.env.HOST}:${process.env.PORT}/terminos-y-condiciones`)
        const { html, hydrationMessages } = await openRendered(page, path)
        assert.include(html, 'data-server-rendered="true"')
        assert.include(html, heading.replaceAll("'", '&#x27;'))
        assert.deepEqual(hydrationMessages, [], `${path} at ${width} px`)
        await page.getByRole('heading', { name: heading }).first().waitFor()
        await context.close()
      }
    })
    .timeout(90_000)

  test('signed in: the home page and the wizard hydrate cleanly', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await makeBrandAndCity()
    const user = await makeUser()
    await browserContext.loginAs(user)
    const page = await visit('/terminos-y-condiciones')
    for (const path of ['/', '/home/page/cotizacion']) {
      const { html, hydrationMessages } = await openRendered(page, path)
      assert.include(html, 'data-server-rendered="true"')
      assert.deepEqual(hydrationMessages, [], path)
    }
  }).timeout(60_000)

  /*
   * The signed-in pages rendered on the server, opened by their person in a browser set to
   * Bogotá time while the server runs in UTC: dates are written in the country's time zone on
   * both sides, so nothing differs.
   */
  test('{component}: signed in, rendered by the server, hydrated cleanly')
    .with(SIGNED_IN_RENDERED_CASES)
    .run(async ({ browser, assert, cleanup }, entry) => {
      const { user, path, text } = await entry.open()
      for (const width of [1280, 375]) {
        const context = await browser.newContext({
          viewport: { width, height: 800 },
          timezoneId: 'America/Bogota',
          // a phone says so: the server draws the phone's layout (app/core/rules/device.ts)
          ...(width < 768 ? { userAgent: PHONE_AGENT } : {}),
        })
        cleanup(() => context.close())
        await context.loginAs(user)
        const page = await context.newPage()
        await page.goto(`http://${process.env.HOST}:${process.env.PORT}/terminos-y-condiciones`)
        const { html, hydrationMessages } = await openRendered(page, path)
        assert.include(html, 'data-server-rendered="true"')
        assert.include(html, entry.heading)
        assert.deepEqual(hydrationMessages, [], `${path} at ${width} px`)
        await page.getByRole('heading', { name: entry.heading }).first().waitFor()
        await page.getByText(text).first().waitFor()
        await context.close()
      }
    })
    .timeout(90_000)
})

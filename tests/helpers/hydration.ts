import type { Page } from 'playwright'

/**
 * Waits until React has taken over the page's root. A page rendered on the server (the public
 * pages, config/inertia.ts) shows its buttons before its script runs; a click before then does
 * nothing (the user menu right after signing in reloads the home page, say).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = (globalThis as any).document.getElementById('app')
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
  })
}

/**
 * After `page.goto` (and so `visit`), waits until React has taken over a root the server
 * rendered (config/inertia.ts: the public pages and the signed-in pages people open most): their
 * buttons show before the scripts run, and a click in between does nothing — a person on a slow
 * phone may lose one, a test must not. Pages rendered in the browser (and non-HTML answers)
 * return at once. Registered for every page in tests/bootstrap.ts.
 */
export async function untilServerRenderedRootHydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = (globalThis as any).document?.getElementById('app')
    if (!root?.hasAttribute('data-server-rendered')) return true
    return Object.keys(root).some((key) => key.startsWith('__reactContainer'))
  })
}

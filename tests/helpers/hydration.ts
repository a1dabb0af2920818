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

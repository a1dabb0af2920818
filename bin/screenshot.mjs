#!/usr/bin/env node
/**
 * Screenshots of pages as a person sees them, desktop (1280 px) and phone (375 px), with
 * Debian's Chromium. Usage: node bin/screenshot.mjs http://localhost:3333/ out/name [--click=selector]...
 * Prints the page's console errors.
 */
import { chromium } from 'playwright'

const [url, out = 'screenshot', ...rest] = process.argv.slice(2)
const clicks = rest.filter((a) => a.startsWith('--click=')).map((a) => a.slice(8))
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
})
for (const [name, width] of [['desktop', 1280], ['mobile', 375]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  page.on('console', (m) => m.type() === 'error' && console.log(`[${name}] console:`, m.text()))
  page.on('pageerror', (e) => console.log(`[${name}] pageerror:`, e.message))
  await page.goto(url, { waitUntil: 'networkidle' })
  for (const selector of clicks) {
    await page.click(selector)
    await page.waitForTimeout(400)
  }
  await page.screenshot({ path: `${out}-${name}.png`, fullPage: true })
  await page.close()
}
await browser.close()

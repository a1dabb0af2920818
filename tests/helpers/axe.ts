import { createRequire } from 'node:module'
import type { Browser, BrowserContext, Page } from 'playwright'

/** axe-core from npm (pinned in package.json), run in the page. */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/**
 * The rules of WCAG 2.1 levels A and AA, and axe's best practices (Lighthouse's accessibility
 * score counts some of them: heading order, one main landmark, one h1).
 */
export const AUDIT_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

export interface AxeViolation {
  id: string
  help: string
  nodes: { target: string; summary: string }[]
}

/**
 * A browser context whose pages take axe's script: the app's CSP allows only its own scripts
 * (with a nonce), so the context bypasses it for the audit. `loginAs` works on it as on
 * the test's own context.
 */
export function auditContext(browser: Browser) {
  return browser.newContext({
    baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
    bypassCSP: true,
  }) as Promise<BrowserContext & { loginAs(user: unknown): Promise<void> }>
}

/**
 * Runs axe's WCAG 2.1 AA rules and best practices on the page as it is now, or only on the
 * element `within` selects (e.g. an open dialog).
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_PATH })
  return page.evaluate(
    async ([tags, selector]) => {
      const axe = (globalThis as any).axe
      const document = (globalThis as any).document
      const result = await axe.run(selector ? document.querySelector(selector) : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      return result.violations.map((violation: any) => ({
        id: violation.id,
        help: violation.help,
        nodes: violation.nodes.map((node: any) => ({
          target: node.target.join(' '),
          summary: node.failureSummary,
        })),
      }))
    },
    [AUDIT_TAGS, within ?? null] as const
  )
}

/** Violations as lines a person can act on: rule, element, why. */
export function describeViolations(where: string, violations: AxeViolation[]) {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where} · ${violation.id} (${violation.help}) · ${node.target} · ${node.summary.replace(/\s+/g, ' ')}`
    )
  )
}

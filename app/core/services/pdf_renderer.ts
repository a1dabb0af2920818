import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'

/**
 * Debian's Chromium with the flags of these machines (never a downloaded browser:
 * .puppeteerrc.cjs skips the download).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export interface PdfRendererOptions {
  /** The browser binary (CHROMIUM_PATH, default /usr/bin/chromium). */
  executablePath: string
  /** Pages rendering at once; more wait their turn (PDF_MAX_PAGES, default 4). */
  maxPages: number
  /** One browser for the process (default), or one launched per PDF (`PDF_BROWSER=per_pdf`:
   * bench/pdf_export.mjs's baseline only). */
  shared: boolean
  /** Longest a page may take to load or print. */
  timeoutMs: number
}

/** A printed PDF, and the closing of what printed it (still running when the PDF is ready). */
interface Printed {
  pdf: Buffer
  closed: Promise<unknown>
}

export function launchBrowser(executablePath: string) {
  return puppeteer.launch({
    executablePath,
    headless: true,
    pipe: true,
    args: CHROMIUM_FLAGS,
    // the app decides when the browser closes (app.terminating), not puppeteer's own handlers
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  })
}

/**
 * HTML → PDF with puppeteer-core. One browser per process, launched on the first PDF (never
 * at boot: most processes never print), and a new page per PDF, at most `maxPages` at once
 * (plus one opened ahead for the next PDF, see prepareSpare; a page never prints twice). A
 * browser that crashed or was killed is forgotten when it disconnects and the next PDF launches
 * another; a PDF caught by the crash is tried once more on the new browser. The browser closes
 * when the app terminates (SIGTERM, bin/server.ts → app.terminate() → shutdownPdfRenderer), after
 * the PDFs in flight were answered.
 *
 * Pages run without JavaScript; the HTML they get is our own (app/quotations/rules/
 * quotation_pdf.ts escapes every value and loads nothing).
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null
  private active = 0
  private queue: (() => void)[] = []
  private closed = false
  /** A fresh page opened ahead on the shared browser, for the next PDF (used once). */
  private spare: { browser: Browser; page: Promise<Page> } | null = null
  /** Browsers launched so far (the tests and the bench read it). */
  launches = 0

  constructor(private options: PdfRendererOptions) {}

  /**
   * The PDF of `html`. The answer comes as soon as the PDF is printed; its page (or, per PDF,
   * its browser) closes right after in the background and keeps its slot until it has, so at
   * most `maxPages` pages exist at any time.
   */
  async render(html: string): Promise<Buffer> {
    await this.acquire()
    let released = false
    const release = () => {
      if (released) return
      released = true
      this.release()
    }
    try {
      const printed = await this.attempt(html)
      void printed.closed.finally(release)
      return printed.pdf
    } catch (error) {
      release()
      throw error
    }
  }

  private async attempt(html: string): Promise<Printed> {
    if (!this.options.shared) return this.renderOnce(html)
    try {
      return await this.renderWith(await this.sharedBrowser(), html)
    } catch (error) {
      const browser = await this.browser?.catch(() => null)
      if (browser?.connected) throw error
      // the browser died under this PDF: once more on a new one
      this.browser = null
      return await this.renderWith(await this.sharedBrowser(), html)
    }
  }

  /** The shared browser when one is up (tests and the bench look at it; never for rendering). */
  async currentBrowser(): Promise<Browser | null> {
    const browser = await this.browser?.catch(() => null)
    return browser?.connected ? browser : null
  }

  /**
   * The app stops (app.terminating, registered at boot by AppProvider so that it runs once the
   * HTTP server has let every request in flight finish, PDFs included): no browser is launched
   * any more, and the shared one closes with its processes.
   */
  async shutdown() {
    this.closed = true
    await this.close()
  }

  /** Closes the shared browser; a later PDF would launch a new one. */
  async close() {
    const browser = this.browser
    this.browser = null
    this.spare = null
    const open = await browser?.catch(() => null)
    await open?.close().catch(() => {})
  }

  private sharedBrowser(): Promise<Browser> {
    if (this.browser) return this.browser
    const launching = this.launch()
    this.browser = launching
    launching.then(
      (browser) =>
        browser.once('disconnected', () => {
          if (this.browser === launching) this.browser = null
        }),
      () => {
        if (this.browser === launching) this.browser = null
      }
    )
    return launching
  }

  private async launch() {
    if (this.closed) throw new Error('PdfRenderer: the app is shutting down')
    this.launches += 1
    return launchBrowser(this.options.executablePath)
  }

  private async renderOnce(html: string): Promise<Printed> {
    const browser = await this.launch()
    const closeBrowser = () => browser.close().catch(() => {})
    try {
      const printed = await this.renderWith(browser, html, false)
      return { pdf: printed.pdf, closed: printed.closed.then(closeBrowser) }
    } catch (error) {
      await closeBrowser()
      throw error
    }
  }

  private async renderWith(browser: Browser, html: string, shared = true): Promise<Printed> {
    const page = shared ? await this.openPage(browser) : await browser.newPage()
    const closePage = () =>
      page.close().catch((error) => {
        logger.debug({ err: error }, 'pdf: could not close a page')
      })
    try {
      await page.setJavaScriptEnabled(false)
      await page.setContent(html, { waitUntil: 'load', timeout: this.options.timeoutMs })
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        timeout: this.options.timeoutMs,
      })
      const closed = closePage()
      if (shared) void closed.then(() => this.prepareSpare(browser))
      return { pdf: Buffer.from(pdf), closed }
    } catch (error) {
      await closePage()
      throw error
    }
  }

  /**
   * A new page for one PDF: the one opened ahead when it belongs to this browser and is still
   * open, otherwise a page opened now. A page is never used for two PDFs.
   */
  private async openPage(browser: Browser) {
    const spare = this.spare
    this.spare = null
    if (spare?.browser === browser) {
      const page = await spare.page.catch(() => null)
      if (page && !page.isClosed()) return page
    }
    return browser.newPage()
  }

  /**
   * Opens the next PDF's page ahead (once the last PDF's page has closed): opening a page
   * starts a renderer process, the largest part of a warm PDF's time. One at most, so the
   * pages open at once stay within `maxPages` + 1.
   */
  private prepareSpare(browser: Browser) {
    if (this.spare || this.closed || !browser.connected || this.browser === null) return
    const page = browser.newPage()
    page.catch(() => {})
    this.spare = { browser, page }
  }

  private acquire() {
    if (this.active < this.options.maxPages) {
      this.active += 1
      return Promise.resolve()
    }
    return new Promise<void>((resolve) => this.queue.push(resolve))
  }

  private release() {
    const next = this.queue.shift()
    if (next) next()
    else this.active -= 1
  }
}

let instance: PdfRenderer | null = null

/** The app stops: the process's renderer (when one was made) closes its browser for good. */
export async function shutdownPdfRenderer() {
  await instance?.shutdown()
}

/** The process's renderer, configured from the environment on first use. */
export function pdfRenderer() {
  instance ??= new PdfRenderer({
    executablePath: env.get('CHROMIUM_PATH') || '/usr/bin/chromium',
    maxPages: Math.max(1, env.get('PDF_MAX_PAGES') ?? 4),
    shared: env.get('PDF_BROWSER') !== 'per_pdf',
    timeoutMs: 30_000,
  })
  return instance
}

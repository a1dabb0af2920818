/**
 * Puppeteer never downloads a browser: PDFs use Debian's /usr/bin/chromium.
 */
module.exports = {
  skipDownload: true,
  executablePath: '/usr/bin/chromium',
}

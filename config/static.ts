import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/static'
import { assetHeaders } from '#core/services/precompressed_assets'

const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  /** /assets: cached for a year, and the compressed forms' encoding (precompressed_assets.ts). */
  headers: assetHeaders(app.publicPath('assets')),
})

export default staticServerConfig

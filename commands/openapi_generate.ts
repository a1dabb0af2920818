import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace openapi:generate`: writes the OpenAPI 3.1 document of every `/api` route into
 * app/core/openapi/openapi.json (committed, served at /api/openapi.json). Run it after
 * `node ace codegen`, whose registry it reads. `--check` writes nothing and fails when the
 * committed file is not what the code generates.
 */
export default class OpenApiGenerateCommand extends BaseCommand {
  static commandName = 'openapi:generate'
  static description =
    'Generate the OpenAPI document of the /api routes (app/core/openapi/openapi.json)'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Only compare with the committed file; fail when it differs' })
  declare check: boolean

  async run() {
    const started = performance.now()
    const { buildOpenApiDocument, writeOpenApiDocument, committedOpenApiText } =
      await import('#core/openapi/build')
    const result = await buildOpenApiDocument()
    for (const warning of result.warnings) this.logger.warning(warning)
    for (const place of result.opaque) this.logger.warning(`opaque type: ${place}`)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const operations = Object.values(result.document.paths as Record<string, object>).reduce(
      (sum, path) => sum + Object.keys(path).length,
      0
    )
    const summary = `${operations} operations, ${result.warnings.length} warning(s), ${result.opaque.length} opaque type(s), ${seconds} s`
    if (this.check) {
      if ((await committedOpenApiText()) !== result.text) {
        this.logger.error(
          `app/core/openapi/openapi.json is stale: run node ace openapi:generate (${summary})`
        )
        this.exitCode = 1
        return
      }
      this.logger.success(`app/core/openapi/openapi.json is current (${summary})`)
      return
    }
    await writeOpenApiDocument(result.text)
    this.logger.success(`app/core/openapi/openapi.json written: ${summary}`)
  }
}

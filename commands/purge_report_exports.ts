import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace reports:purge-exports`: deletes the reports' Excel exports whose 24 hours are over,
 * their files and records (app/reports/actions/purge_report_exports.ts). The queue worker also
 * runs it every hour.
 */
export default class PurgeReportExportsCommand extends BaseCommand {
  static commandName = 'reports:purge-exports'
  static description = 'Delete the Excel exports of the reports older than 24 hours'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { purgeReportExports } = await import('#reports/actions/purge_report_exports')
    const deleted = await purgeReportExports()
    this.logger.info(`${deleted} export(s) deleted`)
  }
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#core/models/columns'
import type { ExportStatus } from '#reports/rules/export_status'

/**
 * One Excel export of a report (table `report_exports`, migration 3450): see
 * app/reports/rules/export_status.ts for its states and app/reports/jobs/build_report_export.ts
 * for who writes it.
 */
export default class ReportExport extends BaseModel {
  static table = 'report_exports'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare report: string

  @jsonColumn()
  declare filter: Record<string, unknown> | null

  @column()
  declare countryCode: string

  @column()
  declare status: ExportStatus

  @column()
  declare rowsDone: number

  @column()
  declare rowsTotal: number | null

  @column()
  declare fileKey: string | null

  @column.dateTime()
  declare startedAt: DateTime | null

  @column.dateTime()
  declare finishedAt: DateTime | null

  @column.dateTime()
  declare expiresAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}

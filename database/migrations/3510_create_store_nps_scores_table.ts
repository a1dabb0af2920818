import { BaseSchema } from '@adonisjs/lucid/schema'
import { DateTime } from 'luxon'

/**
 * How many ratings each store got for each score 0–10 (issue 22 "Speed"; the satisfaction figures
 * without a date range read these ≤ 11 rows instead of aggregating all of `nps_ratings`). Kept in
 * the same transaction as every change of ratings (NpsRating's hooks,
 * app/quotations/queries/store_nps_scores_query.ts). Backfilled here from the ratings there are,
 * with the rule the aggregate applied: the ratings made by the store's own people (its owner or an
 * active adviser, storePersonQuery) do not count.
 */
export default class extends BaseSchema {
  protected tableName = 'store_nps_scores'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('store_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('stores')
        .onDelete('CASCADE')
      table.tinyint('score').unsigned().notNullable()
      table.integer('total').unsigned().notNullable().defaultTo(0)
      table.timestamp('updated_at').notNullable()
      table.primary(['store_id', 'score'])
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `INSERT INTO store_nps_scores (store_id, score, total, updated_at)
        SELECT r.store_id, r.score, COUNT(*), ? FROM nps_ratings r
        WHERE NOT EXISTS (
          SELECT 1 FROM stores sp WHERE sp.id = r.store_id AND (sp.user_id = r.user_id OR EXISTS (
            SELECT 1 FROM store_advisers spa
            WHERE spa.store_id = sp.id AND spa.user_id = r.user_id AND spa.is_active = ?)))
        GROUP BY r.store_id, r.score`,
        [DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss'), true]
      )
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { backfillStoreNpsScores } from '#quotations/queries/store_nps_scores_query'

/**
 * How many ratings each store got for each score 0–10 (issue 22 "Speed"; the satisfaction figures
 * without a date range read these ≤ 11 rows instead of aggregating all of `nps_ratings`). Kept in
 * the same transaction as every change of ratings (NpsRating's hooks,
 * app/quotations/queries/store_nps_scores_query.ts). Backfilled here from the ratings there are
 * (backfillStoreNpsScores), with the rule the aggregate applied: the ratings made by the store's
 * own people (its owner or an active adviser, storePersonQuery) do not count.
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
      await backfillStoreNpsScores(db)
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { QueueSchemaService } from '@adonisjs/queue'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Knex } from 'knex'

/**
 * Tables of the background jobs when QUEUE_DRIVER=database (config/queue.ts): `queue_jobs`
 * (pending, delayed, running and retained jobs) and `queue_schedules` (recurring jobs), as
 * @boringnode/queue defines them. They are built on the migration's own client (its transaction
 * where there is one) inside `defer`, so a dry run only lists the migration.
 */
export default class extends BaseSchema {
  private service(db: QueryClientContract) {
    return new QueueSchemaService(db.getWriteClient() as unknown as Knex)
  }

  async up() {
    this.defer(async (db) => {
      await this.service(db).createJobsTable('queue_jobs')
      await this.service(db).createSchedulesTable('queue_schedules')
    })
  }

  async down() {
    this.defer(async (db) => {
      await this.service(db).dropSchedulesTable('queue_schedules')
      await this.service(db).dropJobsTable('queue_jobs')
    })
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Users: buyers, vendors, admins and workshop staff. `user_kind` says which kind a person is;
 * the permission flags of doc 1 §6 and doc 3 §6 are columns of their own.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('full_name', 256).notNullable()
      table.string('email', 256).nullable().unique()
      table.string('country_code', 2).notNullable().defaultTo('CO')
      /** National mobile number, digits only (10 in CO and MX). */
      table.string('mobile', 20).nullable().unique()
      table.string('password').nullable()
      table
        .enum('user_kind', [
          'buyer',
          'vendor',
          'admin',
          'mechanic',
          'shopping_area',
          'workshop_owner',
          'client',
        ])
        .notNullable()
        .defaultTo('buyer')
      table.string('identification', 32).nullable()
      table.string('address', 1024).nullable()
      table
        .integer('city_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('localization_zones')
        .onDelete('SET NULL')
      table.string('picture_url', 512).nullable()

      table.boolean('is_vendor').notNullable().defaultTo(false)
      table.boolean('is_admin').notNullable().defaultTo(false)
      /** manage{product}GoModule: module manager, treated as admin in the GO module. */
      table.boolean('manage_go_module').notNullable().defaultTo(false)
      table.boolean('manage_messages_module').notNullable().defaultTo(false)
      table.boolean('manage_message_deletion').notNullable().defaultTo(false)
      table.boolean('manage_infractions_module').notNullable().defaultTo(false)
      table.boolean('show_customer_data').notNullable().defaultTo(false)
      table.boolean('show_customer_data_marketplace').notNullable().defaultTo(false)
      /** Contact-data detection in chat and observations is on for this user. */
      table.boolean('infringement_detection').notNullable().defaultTo(true)

      table.boolean('mobile_verified').notNullable().defaultTo(false)
      table.boolean('email_verified').notNullable().defaultTo(false)
      table.boolean('conditions_accepted').notNullable().defaultTo(false)
      table.enum('view_mode', ['cards', 'list', 'table']).notNullable().defaultTo('cards')
      table.timestamp('last_login_at').nullable()
      table.timestamp('deactivated_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['is_vendor'])
      table.index(['city_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

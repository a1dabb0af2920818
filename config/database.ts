import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { SEARCH_FOLD_FUNCTION, searchText } from '#core/services/search_text'

/**
 * SQLite (a file under tmp/) is the default so a fresh clone runs with no server;
 * MySQL/MariaDB is the production database. Every query in the app runs on both.
 */
const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  prettyPrintDebugQueries: true,
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: app.makePath(
          env.get('SQLITE_FILE', app.inTest ? 'tmp/test.sqlite3' : 'tmp/db.sqlite3')
        ),
      },
      useNullAsDefault: true,
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      /** Models are written by hand (explicit columns, relations and casts). */
      schemaGeneration: { enabled: false },
      pool: {
        afterCreate: (conn: any, done: (err: Error | null, conn: any) => void) => {
          conn.pragma('foreign_keys = ON')
          conn.pragma('journal_mode = WAL')
          // the list searches' accent- and case-insensitive LIKE (core/services/search_text.ts)
          conn.function(SEARCH_FOLD_FUNCTION, { deterministic: true }, (value: unknown) =>
            typeof value === 'string' ? searchText(value) : value
          )
          done(null, conn)
        },
      },
    },
    mysql: {
      client: 'mysql2',
      connection: {
        host: env.get('MYSQL_HOST', '127.0.0.1'),
        port: env.get('MYSQL_PORT', 3306),
        user: env.get('MYSQL_USER', 'root'),
        password: env.get('MYSQL_PASSWORD', ''),
        database: env.get('MYSQL_DB_NAME', 'repuestos'),
        charset: 'utf8mb4',
        timezone: 'Z',
        dateStrings: false,
      },
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      /** Models are written by hand (explicit columns, relations and casts). */
      schemaGeneration: { enabled: false },
      /**
       * A list call runs about ten short queries; with knex's default of 10 connections, 50
       * concurrent calls queued for a connection most of their time (bench/pendientes.mjs).
       */
      pool: {
        min: 2,
        max: env.get('MYSQL_POOL_MAX', 30),
        /**
         * GROUP_CONCAT lists (a send's pre-lock reads, QuotationStateQuery.sendReads) are cut
         * at 1 KB by MySQL's default; MariaDB's is already 1 MB.
         */
        afterCreate: (conn: any, done: (err: Error | null, conn: any) => void) => {
          conn.query('SET SESSION group_concat_max_len = 1048576', (error: Error | null) =>
            done(error, conn)
          )
        },
      },
    },
  },
})

export default dbConfig

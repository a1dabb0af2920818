import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Order status notices of the store's side get their own topic ('CART.saleUpdate.',
 * app/notifications/rules/topics.ts): the notices already sent to a store's people about a sale
 * the buyer cancelled (the only ones pointing to the store's page of a sale, /{product}Go/
 * ventas/{id}) move to it, so that clearing the store's notices leaves their own order updates.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db
        .from('queue_notifications')
        .where('topic', 'CART.orderUpdate.')
        .where('url', 'like', '%Go/ventas/%')
        .update({ topic: 'CART.saleUpdate.' })
    })
  }

  async down() {
    this.defer(async (db) => {
      await db
        .from('queue_notifications')
        .where('topic', 'CART.saleUpdate.')
        .update({ topic: 'CART.orderUpdate.' })
    })
  }
}

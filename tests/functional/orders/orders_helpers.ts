import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import RelayOutbox from '#core/jobs/relay_outbox'
import type User from '#users/models/user'
import type CartShoppingHeader from '#orders/models/cart_shopping_header'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { CartShoppingDetailFactory } from '#database/factories/cart_shopping_detail_factory'
import { makeBuyer } from '#tests/helpers/requests'
import { makeCity } from '#tests/helpers/people'
import { makeGoStore, type GoStore } from '#tests/helpers/vendors'
import { outboxTo } from '#tests/helpers/vendor_world'

/** Paths of the orders pages and API, with the product slug of the test environment. */
export const ORDER_PATHS = {
  purchasesPage: '/repuestosGo/compras',
  purchasePage: (id: number) => `/repuestosGo/compras/${id}`,
  salesPage: '/repuestosGo/ventas',
  salePage: (id: number) => `/repuestosGo/ventas/${id}`,
  orders: '/api/repuestosGo/orders',
  order: (id: number) => `/api/repuestosGo/orders/${id}`,
  orderStatus: (id: number) => `/api/repuestosGo/orders/${id}/status`,
  sales: '/api/repuestosGo/sales',
  sale: (id: number) => `/api/repuestosGo/sales/${id}`,
  saleStatus: (id: number) => `/api/repuestosGo/sales/${id}/status`,
}

export interface OrderWorld {
  buyer: User
  otherBuyer: User
  seller: GoStore
  otherStore: GoStore
  order: CartShoppingHeader
}

/**
 * A buyer (with a main address in Medellín), a selling store with two advisers, another store
 * and another buyer; one pending order of the buyer from the selling store: two lines
 * (2 × 30 000 + 1 × 40 000 = 100 000), 12 000 shipping, total 112 000, commission 7 600.
 */
export async function orderWorld(values: Partial<CartShoppingHeader> = {}): Promise<OrderWorld> {
  const city = await makeCity('Medellín', 'Antioquia', '05001')
  const buyer = await makeBuyer({
    fullName: 'Ana Compradora',
    identification: '1020304050',
    address: 'Calle 10 # 43-12',
    cityId: city.id,
    emailVerified: true,
  })
  const otherBuyer = await makeBuyer()
  const seller = await makeGoStore({ advisers: 2, name: 'Repuestos El Poblado' })
  const otherStore = await makeGoStore({ name: 'AutoPartes Bogotá' })
  const order = await makeOrder(buyer, seller, values)
  return { buyer, otherBuyer, seller, otherStore, order }
}

export async function makeOrder(
  buyer: User,
  seller: GoStore,
  values: Partial<CartShoppingHeader> = {}
) {
  const order = await CartShoppingHeaderFactory.merge({
    userId: buyer.id,
    storeId: seller.store.id,
    ...values,
  }).create()
  await CartShoppingDetailFactory.merge([
    {
      headerId: order.id,
      description: 'Pastillas de freno',
      quantity: 2,
      unitPrice: 30000,
      total: 60000,
    },
    {
      headerId: order.id,
      description: 'Disco de freno',
      quantity: 1,
      unitPrice: 40000,
      total: 40000,
    },
  ]).createMany(2)
  return order
}

/** `count` orders of `buyer` from `seller`, one line each, a minute apart (oldest first). */
export async function makeOrders(buyer: User, seller: GoStore, count: number) {
  const start = DateTime.now().minus({ days: 1 })
  const orders = await CartShoppingHeaderFactory.merge(
    Array.from({ length: count }, (_, index) => ({
      userId: buyer.id,
      storeId: seller.store.id,
      createdAt: start.plus({ minutes: index }),
    }))
  ).createMany(count)
  await CartShoppingDetailFactory.merge(orders.map((order) => ({ headerId: order.id }))).createMany(
    count
  )
  return orders
}

/** What `user` was told about orders: notifications, WhatsApp messages, e-mails. */
export async function orderNotices(user: User) {
  const notifications = await db
    .from('queue_notifications')
    .where('user_id', user.id)
    .whereIn('topic', ['CART.orderUpdate.', 'CART.saleUpdate.'])
    .orderBy('id')
  return {
    notifications,
    counts: {
      notifications: notifications.length,
      whatsapp: (await outboxTo(`57${user.mobile}`, 'whatsapp')).length,
      email: (await outboxTo(user.email, 'email')).length,
    },
  }
}

/** Delivers again every outbox event (as the worker's relay would after a crash). */
export async function relayEverything(reset = false) {
  if (reset) await db.from('outbox_events').update({ processed_at: null, locked_until: null })
  await db.from('outbox_events').update({ created_at: '2000-01-01 00:00:00' })
  const job = await app.container.make(RelayOutbox)
  await job.execute()
  return job.delivered
}

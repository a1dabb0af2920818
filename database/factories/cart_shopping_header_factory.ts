import factory from '@adonisjs/lucid/factories'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import { UserFactory } from '#database/factories/user_factory'
import { StoreFactory } from '#database/factories/store_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { CartShoppingDetailFactory } from '#database/factories/cart_shopping_detail_factory'
import { TransactionPaidFactory } from '#database/factories/transaction_paid_factory'
import { needsParent } from '#database/factories/helpers'

/**
 * Orders: a pending 'orders' purchase of 100 000 + 12 000 shipping (buyer and store new unless
 * merged; no quotation). The ref_venta (RV-…) comes from the model hook.
 * States: cart (cart sales model with a payment link), paid, delivered, cancelled.
 */
export const CartShoppingHeaderFactory = factory
  .define(CartShoppingHeader, () => ({
    salesModel: 'orders' as const,
    status: 'pending' as const,
    subtotal: 100000,
    shippingCost: 12000,
    total: 112000,
    commission: 7600,
    comment: 'Por favor confirmar disponibilidad.',
    shippingOption: 'shippingCost' as const,
    addressId: null,
    billingId: null,
    isRead: false,
    readInWallet: false,
  }))
  .state('cart', (header) => {
    header.salesModel = 'cart'
    header.comment = null
    header.paymentLink = 'https://pagos.example.test/link/demo'
  })
  .state('paid', (header) => {
    header.status = 'paid'
  })
  .state('delivered', (header) => {
    header.status = 'delivered'
  })
  .state('cancelled', (header) => {
    header.status = 'cancelled'
  })
  .relation('user', () => UserFactory)
  .relation('store', () => StoreFactory)
  .relation('quotation', () => QuotationFactory)
  .relation('items', () => CartShoppingDetailFactory)
  .relation('payments', () => TransactionPaidFactory)
  .before('create', async (builder, header, ctx) => {
    if (needsParent(builder, header, 'userId', 'user')) {
      header.userId = (await UserFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, header, 'storeId', 'store')) {
      header.storeId = (await StoreFactory.useCtx(ctx).create()).id
    }
  })
  .build()

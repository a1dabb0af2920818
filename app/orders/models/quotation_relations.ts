import Quotation from '#quotations/models/quotation'
import QuotationDetail from '#quotations/models/quotation_detail'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import CartShoppingDetail from '#orders/models/cart_shopping_detail'

/**
 * The orders module sits above quotations: it declares the quotation's relations to its own
 * models here (loaded once by start/relations.ts), so the quotation models never import orders
 * and the two modules form no cycle. The quotation models declare the fields with type-only imports.
 */
export function registerOrderRelations() {
  Quotation.boot()
  if (!Quotation.$hasRelation('cartShoppingHeaders')) {
    Quotation.$addRelation('cartShoppingHeaders', 'hasMany', () => CartShoppingHeader, {
      foreignKey: 'quotationId',
    })
  }
  QuotationDetail.boot()
  if (!QuotationDetail.$hasRelation('cartShoppingDetails')) {
    QuotationDetail.$addRelation('cartShoppingDetails', 'hasMany', () => CartShoppingDetail, {
      foreignKey: 'quotationDetailId',
    })
  }
}

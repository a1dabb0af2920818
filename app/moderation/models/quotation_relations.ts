import Quotation from '#quotations/models/quotation'
import Infraction from '#moderation/models/infraction'

/**
 * Moderation sits above quotations and orders: it declares the quotation's infractions here
 * (loaded once by start/relations.ts), so the quotation model never imports moderation.
 */
export function registerModerationRelations() {
  Quotation.boot()
  if (!Quotation.$hasRelation('infractions')) {
    Quotation.$addRelation('infractions', 'hasMany', () => Infraction, {
      foreignKey: 'quotationId',
    })
  }
}

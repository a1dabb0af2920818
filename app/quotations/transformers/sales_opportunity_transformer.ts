import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SalesOpportunityRow } from '#quotations/queries/sales_opportunities_query'

/**
 * A public sales opportunity (doc 2 §3 "Sales opportunity row": id, brand.name, vehicle_model,
 * vehicle_year, details with their names, city.name), field by field: whatever the row carried,
 * nothing else leaves (never a buyer, plate, VIN, owner identification or photo).
 */
export default class SalesOpportunityTransformer extends BaseTransformer<SalesOpportunityRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      brand: { name: row.brand.name },
      vehicle_model: row.vehicle_model,
      vehicle_year: row.vehicle_year,
      details: row.details.map((detail) => ({ name: detail.name })),
      city: { name: row.city.name },
    }
  }
}

import factory from '@adonisjs/lucid/factories'
import VehicleBrand from '#catalog/models/vehicle_brand'
import { inCtx, RUN, sequence } from '#database/factories/helpers'

/** Vehicle brands with unique names ('Marca 12-345'). States: popular, inactive. */
export const VehicleBrandFactory = factory
  .define(VehicleBrand, () => {
    const n = sequence()
    return {
      name: `Marca ${n}-${RUN}`,
      slug: `marca-${n}-${RUN}`,
      popular: false,
      isActive: true,
    }
  })
  .state('popular', (brand) => {
    brand.popular = true
  })
  .state('inactive', (brand) => {
    brand.isActive = false
  })
  .build()

/** The first active brand in the database, or a new one. */
export async function findOrCreateBrand(ctx: Parameters<typeof inCtx>[0]) {
  const brand = await VehicleBrand.query(inCtx(ctx)).where('is_active', true).orderBy('id').first()
  return brand ?? VehicleBrandFactory.useCtx(ctx).create()
}

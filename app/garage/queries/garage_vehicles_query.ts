import Vehicle from '#garage/models/vehicle'

/**
 * A user's garage (not deleted), newest first, with the brand. Zero-based page.
 */
export default class GarageVehiclesQuery {
  async list(userId: number, page = 0, pageSize = 20) {
    return Vehicle.query()
      .withScopes((scopes) => scopes.ofUser(userId))
      .preload('brand')
      .orderBy('vehicles.id', 'desc')
      .paginate(page + 1, pageSize)
  }

  async count(userId: number) {
    const [row] = await Vehicle.query()
      .withScopes((scopes) => scopes.ofUser(userId))
      .count('* as total')
    return Number(row.$extras.total)
  }

  /** A vehicle that is not deleted, whoever owns it (the policy decides), or null. */
  async find(id: number) {
    return Vehicle.query()
      .withScopes((scopes) => scopes.withoutTrashed())
      .where('vehicles.id', id)
      .preload('brand')
      .first()
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { BusinessError } from '#core/errors'
import { orFail } from '#core/policies/decisions'
import { apiSerializer } from '#core/services/api_serializer'
import type User from '#users/models/user'
import CreateVehicle from '#garage/actions/create_vehicle'
import UpdateVehicle from '#garage/actions/update_vehicle'
import DeleteVehicle from '#garage/actions/delete_vehicle'
import GarageVehiclesQuery from '#garage/queries/garage_vehicles_query'
import VehicleTransformer from '#garage/transformers/vehicle_transformer'
import { VEHICLE_NOT_FOUND } from '#garage/policies/vehicle_policy'
import {
  createVehicleValidator,
  listVehiclesValidator,
  updateVehicleValidator,
} from '#garage/validators/vehicle'
import { uploadOwner } from '#core/validators/upload_key'

/**
 * The garage JSON API (/api/garage/vehicle, doc 1 §7): the signed-in user's own vehicles.
 * A missing or removed vehicle, and another user's, answer the same 404 (VehiclePolicy); a
 * verified one cannot be changed (403).
 */
@inject()
export default class VehiclesController {
  constructor(private vehicles: GarageVehiclesQuery) {}

  /** @summary Lista los vehículos del garaje */
  async index({ auth, request }: HttpContext) {
    const user = auth.getUserOrFail() as User
    const input = await listVehiclesValidator.validate(request.qs())
    const page = input.page ?? 0
    const pageSize = input.pageSize ?? 20
    const result = await this.vehicles.list(user.id, page, pageSize)
    return apiSerializer.serialize(
      VehicleTransformer.paginate(result.all(), { total: result.total, page, pageSize })
    )
  }

  /** @summary Cuenta los vehículos del garaje */
  async count({ auth }: HttpContext) {
    const user = auth.getUserOrFail() as User
    return { data: { count: await this.vehicles.count(user.id) } }
  }

  /** @summary Agrega un vehículo al garaje */
  @inject()
  async store(ctx: HttpContext, action: CreateVehicle) {
    const { auth, request, response, country } = ctx
    const user = auth.getUserOrFail() as User
    const data = await request.validateUsing(createVehicleValidator, {
      meta: { countryCode: country.code, uploadOwner: uploadOwner(ctx) },
    })
    const vehicle = await action.handle(user, data)
    return response.created(await apiSerializer.serialize(VehicleTransformer.transform(vehicle)))
  }

  /** @summary Modifica un vehículo del garaje */
  @inject()
  async update(ctx: HttpContext, action: UpdateVehicle) {
    const { request, params, bouncer, country } = ctx
    const vehicle = await this.findOrFail(params.id)
    await orFail(bouncer.with('VehiclePolicy').execute('update', vehicle))
    const data = await request.validateUsing(updateVehicleValidator, {
      meta: { countryCode: country.code, uploadOwner: uploadOwner(ctx) },
    })
    const updated = await action.handle(vehicle, data)
    return apiSerializer.serialize(VehicleTransformer.transform(updated))
  }

  /** @summary Elimina un vehículo del garaje */
  @inject()
  async destroy({ params, bouncer }: HttpContext, action: DeleteVehicle) {
    const vehicle = await this.findOrFail(params.id)
    await orFail(bouncer.with('VehiclePolicy').execute('delete', vehicle))
    await action.handle(vehicle)
    return { message: 'Vehículo eliminado', data: { id: vehicle.id } }
  }

  private async findOrFail(id: unknown) {
    const vehicle = await this.vehicles.find(Number(id))
    if (!vehicle) {
      throw new BusinessError(VEHICLE_NOT_FOUND, 404)
    }
    return vehicle
  }
}

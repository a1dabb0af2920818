import type { Data } from '@generated/data'
import type VehicleBrandsController from '@rules/catalog/controllers/vehicle_brands_controller'
import type PlateLookupController from '@rules/garage/controllers/plate_lookup_controller'
import type VehiclesController from '@rules/garage/controllers/vehicles_controller'
import type { AnswerOf } from '~/types'

/**
 * The vehicle answers as the server sends them, typed from the server's code (inertia/types.ts):
 * a garage vehicle from app/garage/transformers/vehicle_transformer.ts, the lists and the plate
 * lookup from their controllers. The wizard's own vehicle values (WizardVehicle, BrandRef) are
 * client state shared with the server's checks in app/garage/rules/vehicle.ts.
 */
export type GarageVehicle = Data.Garage.Vehicle

/** GET /api/garage/vehicle: `{ data, metadata }`. */
export type GarageList = AnswerOf<VehiclesController['index']>

/** POST /api/garage/vehicle/getVehicleForLicensePlate: `{ data }` with the vehicle found. */
export type PlateLookupAnswer = AnswerOf<PlateLookupController['store']>

/** GET /api/catalogo/vehicleBrands: `{ data: [{ id, name }], metadata: { count } }`. */
export type BrandList = AnswerOf<VehicleBrandsController['index']>

import type Vehicle from '#garage/models/vehicle'

/**
 * The garage API's field names (doc 2 §3, snake_case and `VIN`) as model attributes. Only the
 * fields present in the input are returned, so a PATCH changes only what it sends.
 */
export interface VehicleInput {
  brand_id?: number
  model?: string
  year?: number
  license_plate?: string | null
  VIN?: string | null
  owner_identification?: string | null
  property_card_image?: string | null
  complement?: string | null
  engine_number?: string | null
  chassis_number?: string | null
  cylinder_capacity?: string | null
  number_of_cylinders?: string | null
  number_of_axes?: string | null
  class?: string | null
  body_type?: string | null
  fuel_type?: string | null
  color?: string | null
  city?: string | null
  transit_agency?: string | null
  number_of_doors?: string | null
  version?: string | null
  country_of_origin?: string | null
}

const FIELDS: Record<keyof VehicleInput, keyof Vehicle> = {
  brand_id: 'brandId',
  model: 'model',
  year: 'year',
  license_plate: 'licensePlate',
  VIN: 'vin',
  owner_identification: 'ownerIdentification',
  property_card_image: 'propertyCardImage',
  complement: 'complement',
  engine_number: 'engineNumber',
  chassis_number: 'chassisNumber',
  cylinder_capacity: 'cylinderCapacity',
  number_of_cylinders: 'numberOfCylinders',
  number_of_axes: 'numberOfAxes',
  class: 'class',
  body_type: 'bodyType',
  fuel_type: 'fuelType',
  color: 'color',
  city: 'city',
  transit_agency: 'transitAgency',
  number_of_doors: 'numberOfDoors',
  version: 'version',
  country_of_origin: 'countryOfOrigin',
}

export function vehicleAttributes(input: VehicleInput): Partial<Vehicle> {
  const attributes: Record<string, unknown> = {}
  for (const [key, attribute] of Object.entries(FIELDS)) {
    const value = input[key as keyof VehicleInput]
    if (value !== undefined) attributes[attribute] = value
  }
  return attributes as Partial<Vehicle>
}

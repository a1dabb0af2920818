import VehicleBrand from '#catalog/models/vehicle_brand'
import Vehicle from '#garage/models/vehicle'
import { LOCAL_CAPTCHA_TOKEN } from '#garage/services/captcha'
import type User from '#users/models/user'

/** The brands the local plate lookup answers with (names as in the vehicle_brands seed). */
export const REAL_BRANDS = [
  'Chevrolet',
  'Renault',
  'Mazda',
  'Kia',
  'Toyota',
  'Nissan',
  'Hyundai',
  'Ford',
  'Volkswagen',
  'Yamaha',
  'Suzuki',
  'Citroën',
]

export { LOCAL_CAPTCHA_TOKEN }

function slugOf(name: string) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
}

/** A brand by name (created when missing). */
export async function makeBrand(name: string, overrides: Partial<VehicleBrand> = {}) {
  const existing = await VehicleBrand.findBy('name', name)
  if (existing) return existing
  return VehicleBrand.create({
    name,
    slug: slugOf(name),
    popular: false,
    isActive: true,
    ...overrides,
  } as Partial<VehicleBrand>)
}

/** The real brands, by name. */
export async function makeRealBrands() {
  const brands: Record<string, VehicleBrand> = {}
  for (const name of REAL_BRANDS) brands[name] = await makeBrand(name)
  return brands
}

/** A garage vehicle of `user` (a Chevrolet Spark GT 2015 unless told otherwise). */
export async function makeVehicle(user: User, overrides: Partial<Vehicle> = {}) {
  const brand = overrides.brandId ? null : await makeBrand('Chevrolet')
  return Vehicle.create({
    userId: user.id,
    brandId: brand?.id,
    model: 'Spark GT',
    year: 2015,
    vin: null,
    licensePlate: 'JKM482',
    isVerified: false,
    foundByPlate: false,
    ...overrides,
  } as Partial<Vehicle>)
}

/** A verified garage vehicle (found by plate): locked. */
export async function makeVerifiedVehicle(user: User, overrides: Partial<Vehicle> = {}) {
  return makeVehicle(user, {
    isVerified: true,
    foundByPlate: true,
    ownerIdentification: '1020304050',
    vin: '9GAMM6100FB012345',
    ...overrides,
  })
}

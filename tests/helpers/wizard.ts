import type { Page } from 'playwright'
import VehicleBrand from '#catalog/models/vehicle_brand'
import Vehicle from '#garage/models/vehicle'
import { makeCity, makeUser } from '#tests/helpers/people'

/**
 * A buyer ready to send a request (verified number, city) and a brand to ask about, plus the
 * body of a valid request of theirs.
 */
export async function wizardFixtures() {
  const city = await makeCity()
  const brand = await VehicleBrand.create({
    name: 'Mazda',
    slug: 'mazda',
    popular: true,
    isActive: true,
  })
  const buyer = await makeUser({ fullName: 'Ana Gómez', mobile: '3001112233', cityId: city.id })
  const body = (overrides: Record<string, unknown> = {}) => ({
    idempotency_key: crypto.randomUUID(),
    vehicle_brand_id: brand.id,
    vehicle_model: 'Mazda 3 Touring',
    vehicle_year: 2019,
    vehicle_license_plate: 'abc 123',
    vehicle_owner_identification: '1020304050',
    details: [
      { name: '  Pastillas   de freno ', amount: 2 },
      {
        name: 'Llanta',
        amount: '4',
        rimDimensions: { rimWidth: '205', rimProfile: '55', rinSize: 'R16' },
      },
    ],
    name: 'Ana Gómez',
    city_id: city.id,
    email: buyer.email,
    mobile: '300 111 2233',
    repuestosProviders: true,
    ...overrides,
  })
  return { city, brand, buyer, body }
}

/**
 * A verified buyer in `cityId` with a verified vehicle of `brandId` (a Duster unless `model`
 * says otherwise, 2021, plate KLS903) in the garage: the wizard's quickest path.
 */
export async function makeBuyerWithGarageVehicle(
  cityId: number,
  brandId: number,
  model = 'Duster'
) {
  const buyer = await makeUser({ fullName: 'Carolina Díaz', mobile: '3012223344', cityId })
  await Vehicle.create({
    userId: buyer.id,
    brandId,
    model,
    year: 2021,
    licensePlate: 'KLS903',
    isVerified: true,
    foundByPlate: true,
  })
  return buyer
}

/**
 * Drives the wizard on `page` (already on /home/page/cotizacion, buyer signed in): picks the
 * garage vehicle (the option named `vehicle`), names one part, and waits for the summary that
 * opens by itself.
 */
export async function fillWizardWithGarageVehicle(
  page: Page,
  partName: string,
  vehicle: RegExp = /Renault Duster 2021/
) {
  await page.getByPlaceholder('Elige un vehículo de tu garaje').click()
  await page.getByRole('option', { name: vehicle }).click()
  await page.getByLabel('Nombre de la autoparte').first().fill(partName)
  await page.getByRole('button', { name: 'Continuar' }).click()
  const summary = page.getByRole('dialog', { name: 'Resumen de tu solicitud' })
  await summary.waitFor()
  return summary
}

import { test } from '@japa/runner'
import {
  checkGarageVehicle,
  checkWizardVehicle,
  EMPTY_VEHICLE,
  garageVehicleToWizard,
  needsOwnerIdentification,
  plateVehicleToWizard,
  vehicleTitle,
  type GarageVehicle,
  type WizardVehicle,
} from '#garage/rules/vehicle'

const CO = { countryCode: 'CO' as const, hasReference: false }
const MX = { countryCode: 'MX' as const, hasReference: false }
const VEHICLE_DATA = 'Necesitamos conocer los datos de tu vehículo para enviarte la cotización'

/** A complete Colombian vehicle identified by its VIN. */
function vehicle(overrides: Partial<WizardVehicle> = {}): WizardVehicle {
  return {
    ...EMPTY_VEHICLE,
    vehicle_brand_id: 7,
    vehicle_brand: { id: 7, name: 'Chevrolet' },
    vehicle_model: 'Spark GT',
    vehicle_year: 2015,
    vehicle_VIN: '9GAMM6100FB012345',
    ...overrides,
  }
}

test.group('Wizard vehicle: brand, model, year and VIN', () => {
  test('a complete vehicle has no errors', ({ assert }) => {
    assert.deepEqual(checkWizardVehicle(vehicle(), CO), {})
  })

  test('the empty vehicle needs brand, model, year and (in CO) identifying data', ({ assert }) => {
    assert.deepEqual(checkWizardVehicle(EMPTY_VEHICLE, CO), {
      vehicle_brand_id: 'Selecciona la marca del vehículo',
      vehicle_model: 'Escribe el modelo del vehículo',
      vehicle_year: 'Año inválido',
      vehicle: VEHICLE_DATA,
    })
  })

  test('a brand given only as the relation counts', ({ assert }) => {
    const errors = checkWizardVehicle(vehicle({ vehicle_brand_id: null }), CO)
    assert.notProperty(errors, 'vehicle_brand_id')
  })

  test('a model of blanks is missing; more than 128 characters is too long', ({ assert }) => {
    assert.equal(
      checkWizardVehicle(vehicle({ vehicle_model: '   ' }), CO).vehicle_model,
      'Escribe el modelo del vehículo'
    )
    assert.equal(
      checkWizardVehicle(vehicle({ vehicle_model: 'x'.repeat(129) }), CO).vehicle_model,
      'Utiliza máximo 128 caracteres'
    )
  })

  test('year {year} is {verdict}')
    .with([
      { year: 1900, verdict: 'invalid' },
      { year: 1901, verdict: 'valid' },
      { year: 2155, verdict: 'valid' },
      { year: 2156, verdict: 'invalid' },
      { year: 2015.5, verdict: 'invalid' },
      { year: null, verdict: 'invalid' },
    ])
    .run(({ assert }, { year, verdict }) => {
      const errors = checkWizardVehicle(vehicle({ vehicle_year: year }), CO)
      if (verdict === 'valid') assert.notProperty(errors, 'vehicle_year')
      else assert.equal(errors.vehicle_year, 'Año inválido')
    })

  test('a verified vehicle may have no year, but not a wrong one', ({ assert }) => {
    const verified = vehicle({ vehicle_year: null, vehicle_is_verified: true })
    assert.notProperty(checkWizardVehicle(verified, CO), 'vehicle_year')
    assert.equal(
      checkWizardVehicle({ ...verified, vehicle_year: 1800 }, CO).vehicle_year,
      'Año inválido'
    )
  })

  test('a VIN, when given, has 17 characters', ({ assert }) => {
    assert.equal(
      checkWizardVehicle(vehicle({ vehicle_VIN: '9GAMM6100FB01234' }), CO).vehicle_VIN,
      'El VIN debe ser de 17 caracteres'
    )
    assert.equal(
      checkWizardVehicle(vehicle({ vehicle_VIN: '9GAMM6100FB0123456' }), CO).vehicle_VIN,
      'El VIN debe ser de 17 caracteres'
    )
    const withoutVin = vehicle({ vehicle_VIN: '', vehicle_property_card: 'property-cards/a.webp' })
    assert.deepEqual(checkWizardVehicle(withoutVin, CO), {})
  })
})

test.group('Wizard vehicle: the Colombian rule (plate, VIN or property card)', () => {
  const bare = vehicle({ vehicle_VIN: '' })

  test('in CO a vehicle without plate, VIN or photo is refused under the key "vehicle"', ({
    assert,
  }) => {
    assert.deepEqual(checkWizardVehicle(bare, CO), { vehicle: VEHICLE_DATA })
  })

  test('any one of them is enough: {which}')
    .with([
      {
        which: 'plate',
        patch: { vehicle_license_plate: 'ABC123', vehicle_owner_identification: '123' },
      },
      { which: 'VIN', patch: { vehicle_VIN: '9GAMM6100FB012345' } },
      { which: 'property card', patch: { vehicle_property_card: 'property-cards/x.webp' } },
    ])
    .run(({ assert }, { patch }) => {
      assert.deepEqual(checkWizardVehicle({ ...bare, ...patch }, CO), {})
    })

  test('the part reference makes them optional', ({ assert }) => {
    assert.deepEqual(checkWizardVehicle(bare, { countryCode: 'CO', hasReference: true }), {})
  })

  test('a verified vehicle needs none of them', ({ assert }) => {
    assert.deepEqual(checkWizardVehicle({ ...bare, vehicle_is_verified: true }, CO), {})
  })

  test('outside Colombia they are optional', ({ assert }) => {
    assert.deepEqual(checkWizardVehicle(bare, MX), {})
  })
})

test.group('Wizard vehicle: plate and owner identification', () => {
  test('a typed plate follows the country rules', ({ assert }) => {
    const co = checkWizardVehicle(
      vehicle({ vehicle_license_plate: 'AB12', vehicle_owner_identification: '1' }),
      CO
    )
    assert.equal(co.vehicle_license_plate, 'La placa del vehículo debe contener 6 caracteres.')
    const bad = checkWizardVehicle(
      vehicle({ vehicle_license_plate: 'ABCDEF', vehicle_owner_identification: '1' }),
      CO
    )
    assert.equal(
      bad.vehicle_license_plate,
      'Asegúrate de escribir la placa de tu vehículo correctamente.'
    )
    assert.notProperty(
      checkWizardVehicle(vehicle({ vehicle_license_plate: 'MHX4821' }), MX),
      'vehicle_license_plate'
    )
    assert.equal(
      checkWizardVehicle(vehicle({ vehicle_license_plate: 'AB1' }), MX).vehicle_license_plate,
      'Asegúrate de escribir la placa de tu vehículo correctamente.'
    )
  })

  test('in CO a plate typed by hand (not found) needs the owner identification', ({ assert }) => {
    const typed = vehicle({ vehicle_VIN: '', vehicle_license_plate: 'ABC123' })
    assert.isTrue(needsOwnerIdentification(typed, 'CO'))
    assert.equal(
      checkWizardVehicle(typed, CO).vehicle_owner_identification,
      'Escribe la identificación del propietario del vehículo'
    )
    assert.deepEqual(
      checkWizardVehicle({ ...typed, vehicle_owner_identification: '1020304050' }, CO),
      {}
    )
  })

  test('no owner identification needed: found plate, garage vehicle, Mexico, no plate', ({
    assert,
  }) => {
    const typed = vehicle({ vehicle_license_plate: 'ABC123' })
    assert.isFalse(needsOwnerIdentification({ ...typed, vehicle_is_verified: true }, 'CO'))
    assert.isFalse(needsOwnerIdentification({ ...typed, vehicle_id: 3 }, 'CO'))
    assert.isFalse(needsOwnerIdentification(typed, 'MX'))
    assert.isFalse(needsOwnerIdentification(vehicle(), 'CO'))
    assert.deepEqual(checkWizardVehicle(typed, MX), {})
    assert.deepEqual(checkWizardVehicle({ ...typed, vehicle_id: 3 }, CO), {})
  })

  test('the owner identification has at most 20 characters', ({ assert }) => {
    const long = vehicle({ vehicle_owner_identification: '1'.repeat(21) })
    assert.equal(
      checkWizardVehicle(long, CO).vehicle_owner_identification,
      'Utiliza máximo 20 caracteres'
    )
    assert.deepEqual(
      checkWizardVehicle(vehicle({ vehicle_owner_identification: '1'.repeat(20) }), CO),
      {}
    )
  })
})

test.group('Garage vehicle rules', () => {
  test('brand, model and year are required, even verified', ({ assert }) => {
    assert.deepEqual(checkGarageVehicle({ ...EMPTY_VEHICLE, vehicle_is_verified: true }, 'CO'), {
      vehicle_brand_id: 'Selecciona la marca del vehículo',
      vehicle_model: 'Escribe el modelo del vehículo',
      vehicle_year: 'Año inválido',
    })
  })

  test('no identifying data or owner identification is required in the garage', ({ assert }) => {
    assert.deepEqual(checkGarageVehicle(vehicle({ vehicle_VIN: '' }), 'CO'), {})
    assert.deepEqual(checkGarageVehicle(vehicle({ vehicle_license_plate: 'ABC123' }), 'CO'), {})
  })

  test('observations have at most 512 characters', ({ assert }) => {
    assert.equal(
      checkGarageVehicle({ ...vehicle(), complement: 'a'.repeat(513) }, 'CO').complement,
      'Utiliza máximo 512 caracteres'
    )
    assert.deepEqual(checkGarageVehicle({ ...vehicle(), complement: 'a'.repeat(512) }, 'CO'), {})
  })
})

test.group('Vehicle shapes', () => {
  test('a garage vehicle becomes a wizard vehicle', ({ assert }) => {
    const garage = {
      id: 9,
      brand_id: 7,
      brand: { id: 7, name: 'Renault' },
      brandRelation: { id: 7, name: 'Renault' },
      model: 'Logan',
      year: 2018,
      license_plate: 'FTR915',
      owner_identification: '123',
      VIN: null,
      property_card_image: null,
      is_verified: true,
      found_by_plate: true,
      catalog_origin: 'renault',
    } as unknown as GarageVehicle
    const wizard = garageVehicleToWizard(garage)
    assert.deepEqual(wizard, {
      vehicle_id: 9,
      vehicle_brand_id: 7,
      vehicle_brand: { id: 7, name: 'Renault' },
      vehicle_model: 'Logan',
      vehicle_year: 2018,
      vehicle_license_plate: 'FTR915',
      vehicle_owner_identification: '123',
      vehicle_VIN: '',
      vehicle_property_card: null,
      vehicle_is_verified: true,
      foundByPlate: true,
      catalog_origin: 'renault',
    })
    assert.equal(vehicleTitle(wizard), 'Renault Logan 2018')
  })

  test('a found plate becomes a verified wizard vehicle without a garage id', ({ assert }) => {
    const wizard = plateVehicleToWizard({
      brand_id: 3,
      brand: { id: 3, name: 'Mazda' },
      model: 'Mazda 3',
      year: 2020,
      VIN: '3MZBPABL7LM123456',
      license_plate: 'HKZ207',
      is_verified: true,
      foundByPlate: true,
      engine_number: null,
      fuel_type: null,
      body_type: null,
      color: null,
      cylinder_capacity: null,
      catalog_origin: 'mazda',
    })
    assert.equal(wizard.vehicle_id, null)
    assert.isTrue(wizard.vehicle_is_verified)
    assert.isTrue(wizard.foundByPlate)
    assert.equal(wizard.vehicle_VIN, '3MZBPABL7LM123456')
    assert.deepEqual(checkWizardVehicle(wizard, CO), {})
  })

  test('EMPTY_VEHICLE cannot be changed by mistake', ({ assert }) => {
    assert.isTrue(Object.isFrozen(EMPTY_VEHICLE))
  })
})

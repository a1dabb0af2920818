import { useEffect, useMemo, useState, type ReactNode } from 'react'
import {
  Alert,
  Anchor,
  Box,
  Chip,
  Group,
  Image,
  Input,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type ComboboxItem,
} from '@mantine/core'
import { IconAlertTriangle, IconId } from '@tabler/icons-react'
import { decodeVin, normalizeVin, VIN_LENGTH } from '@rules/catalog/rules/vin'
import { normalizePlate, PLATE_ERROR_TITLE, PLATE_FORM_MAX_LENGTH } from '@rules/garage/rules/plate'
import {
  MODEL_MAX_LENGTH,
  needsOwnerIdentification,
  OWNER_IDENTIFICATION_MAX_LENGTH,
  type BrandRef,
  type WizardVehicle,
} from '@rules/garage/rules/vehicle'
import { ImageUpload, uploadUrl } from '~/components/image_upload'
import { api } from '~/lib/http'
import { useShared } from '~/lib/page_props'
import { foldText } from '~/lib/format'
import type { CountryCode } from '@rules/core/country/country'

let brandsPromise: Promise<BrandRef[]> | null = null

/** The brand list (autocomplete of 200, doc 1 §9), loaded once per page. */
export function loadBrands(): Promise<BrandRef[]> {
  if (!brandsPromise) {
    brandsPromise = api<{ data: BrandRef[] }>(
      'GET',
      '/api/catalogo/vehicleBrands?search=&pageSize=200'
    ).then((response) => {
      if (!response.ok) {
        brandsPromise = null
        return []
      }
      return response.body.data
    })
  }
  return brandsPromise
}

type DataOption = 'plate' | 'vin' | 'card'

/**
 * The vehicle form (doc 1 §2, doc 2 §2 step 1): brand (searchable), model and year, and the
 * options block Placa / Escribir el VIN / Foto tarjeta propiedad with an example of the card.
 * Controlled: the parent owns the vehicle and the errors (computed with the shared rules after
 * each change); a field shows its error once changed, or every error after `showAllErrors`.
 * Typing a full VIN fills in an empty brand and year (offline VIN decoding).
 */
export function VehicleForm({
  value,
  onChange,
  errors,
  showAllErrors = false,
  readOnly = false,
  ownerIdentification = 'auto',
  children,
}: {
  value: WizardVehicle
  onChange: (vehicle: WizardVehicle) => void
  errors: Record<string, string>
  showAllErrors?: boolean
  readOnly?: boolean
  /** auto: when a hand-typed Colombian plate needs it; plate: whenever the plate option is on. */
  ownerIdentification?: 'auto' | 'plate'
  children?: ReactNode
}) {
  const { country } = useShared()
  const [brands, setBrands] = useState<BrandRef[]>([])
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [options, setOptions] = useState<DataOption[]>([])
  const [exampleOpen, setExampleOpen] = useState(false)
  const [vinNote, setVinNote] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    void loadBrands().then((list) => !cancelled && setBrands(list))
    return () => {
      cancelled = true
    }
  }, [])

  /* Options with data are always on; the others follow the chips. */
  const active = useMemo(() => {
    const set = new Set<DataOption>(options)
    if (value.vehicle_license_plate) set.add('plate')
    if (value.vehicle_VIN) set.add('vin')
    if (value.vehicle_property_card) set.add('card')
    return [...set]
  }, [options, value.vehicle_license_plate, value.vehicle_VIN, value.vehicle_property_card])

  const brandData = useMemo(() => {
    const list = [...brands]
    if (value.vehicle_brand && !list.some((brand) => brand.id === value.vehicle_brand!.id)) {
      list.unshift(value.vehicle_brand)
    }
    return list.map((brand) => ({ value: String(brand.id), label: brand.name }))
  }, [brands, value.vehicle_brand])

  const shown = (key: string) => (showAllErrors || touched[key] ? errors[key] : undefined)

  const change = (patch: Partial<WizardVehicle>, ...keys: string[]) => {
    setTouched((previous) => {
      const next = { ...previous }
      for (const key of keys) next[key] = true
      return next
    })
    onChange({ ...value, ...patch })
  }

  const chooseBrand = (id: string | null) => {
    const brand = brands.find((item) => String(item.id) === id) ?? null
    change({ vehicle_brand_id: brand?.id ?? null, vehicle_brand: brand }, 'vehicle_brand_id')
  }

  const typeVin = (input: string) => {
    const vin = normalizeVin(input).slice(0, VIN_LENGTH)
    const patch: Partial<WizardVehicle> = { vehicle_VIN: vin }
    setVinNote(null)
    if (vin.length === VIN_LENGTH) {
      const decoded = decodeVin(vin)
      const filled: string[] = []
      if (decoded?.brandName && !value.vehicle_brand_id) {
        const brand = brands.find((item) => foldText(item.name) === foldText(decoded.brandName!))
        if (brand) {
          patch.vehicle_brand_id = brand.id
          patch.vehicle_brand = brand
          filled.push('la marca')
        }
      }
      if (decoded?.modelYear && !value.vehicle_year) {
        patch.vehicle_year = decoded.modelYear
        filled.push('el año')
      }
      if (filled.length) setVinNote(`Completamos ${filled.join(' y ')} con el VIN.`)
    }
    change(patch, 'vehicle_VIN')
  }

  const toggleOptions = (next: string[]) => {
    const chosen = next as DataOption[]
    const patch: Partial<WizardVehicle> = {}
    if (!chosen.includes('plate') && active.includes('plate')) {
      patch.vehicle_license_plate = ''
      patch.vehicle_owner_identification = ''
    }
    if (!chosen.includes('vin') && active.includes('vin')) patch.vehicle_VIN = ''
    if (!chosen.includes('card') && active.includes('card')) patch.vehicle_property_card = null
    setOptions(chosen)
    if (Object.keys(patch).length) change(patch, 'vehicle')
  }

  const showOwner =
    active.includes('plate') &&
    (ownerIdentification === 'plate' ||
      needsOwnerIdentification(value, country.code) ||
      Boolean(value.vehicle_owner_identification))
  /** Only the wizard requires it (garage vehicles keep it optional). */
  const ownerRequired =
    !readOnly && ownerIdentification === 'auto' && needsOwnerIdentification(value, country.code)
  const vehicleError =
    showAllErrors || touched.vehicle || touched.vehicle_license_plate || touched.vehicle_VIN
      ? errors.vehicle
      : undefined
  const cardName = country.code === 'CO' ? 'tarjeta de propiedad' : 'tarjeta de circulación'

  return (
    <Stack gap="md" data-testid="vehicle-form">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="Marca"
          placeholder="Busca la marca"
          required={!readOnly}
          searchable
          readOnly={readOnly}
          data={brandData}
          value={value.vehicle_brand_id ? String(value.vehicle_brand_id) : null}
          onChange={chooseBrand}
          nothingFoundMessage="No encontramos esa marca"
          filter={({ options: items, search }) => {
            const wanted = foldText(search)
            return (items as ComboboxItem[]).filter((item) => foldText(item.label).includes(wanted))
          }}
          error={shown('vehicle_brand_id')}
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={260}
        />
        <TextInput
          label="Modelo"
          placeholder="Ej: Spark GT"
          required={!readOnly}
          readOnly={readOnly}
          maxLength={MODEL_MAX_LENGTH}
          value={value.vehicle_model}
          onChange={(event) =>
            change({ vehicle_model: event.currentTarget.value }, 'vehicle_model')
          }
          error={shown('vehicle_model')}
        />
        <NumberInput
          label="Año"
          placeholder="Ej: 2015"
          required={!readOnly && !value.vehicle_is_verified}
          readOnly={readOnly}
          hideControls
          allowDecimal={false}
          allowNegative={false}
          maxLength={4}
          value={value.vehicle_year ?? ''}
          onChange={(year) =>
            change({ vehicle_year: year === '' ? null : Number(year) }, 'vehicle_year')
          }
          error={shown('vehicle_year')}
        />
      </SimpleGrid>

      <Box>
        <Text size="sm" fw={500}>
          Datos para identificar tu vehículo
        </Text>
        <Text size="xs" c="dimmed" mb={8}>
          {country.code === 'CO'
            ? 'Agrega al menos uno: la placa, el VIN o una foto de la tarjeta de propiedad.'
            : 'Opcional: la placa, el VIN o una foto de la tarjeta de circulación.'}
        </Text>
        <Chip.Group multiple value={active} onChange={toggleOptions}>
          <Group gap="xs">
            <Chip value="plate" disabled={readOnly} data-testid="option-plate">
              Placa
            </Chip>
            <Chip value="vin" disabled={readOnly} data-testid="option-vin">
              Escribir el VIN
            </Chip>
            <Chip value="card" disabled={readOnly} data-testid="option-card">
              Foto tarjeta propiedad
            </Chip>
          </Group>
        </Chip.Group>
      </Box>

      {active.includes('plate') && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Placa"
            placeholder={country.code === 'CO' ? 'Ej: ABC123' : 'Ej: ABC1234'}
            readOnly={readOnly}
            value={value.vehicle_license_plate}
            onChange={(event) =>
              change(
                {
                  vehicle_license_plate: normalizePlate(event.currentTarget.value).slice(
                    0,
                    PLATE_FORM_MAX_LENGTH
                  ),
                },
                'vehicle_license_plate'
              )
            }
            error={
              shown('vehicle_license_plate') && (
                <span data-testid="plate-error">
                  <b>{PLATE_ERROR_TITLE}: </b>
                  {shown('vehicle_license_plate')}
                </span>
              )
            }
            styles={{ input: { textTransform: 'uppercase', letterSpacing: 1 } }}
          />
          {showOwner && (
            <TextInput
              label="Identificación del propietario"
              description={`Número de documento que aparece en la ${cardName}`}
              placeholder="Ej: 1020304050"
              required={ownerRequired}
              readOnly={readOnly}
              leftSection={<IconId size={16} />}
              maxLength={OWNER_IDENTIFICATION_MAX_LENGTH}
              value={value.vehicle_owner_identification}
              onChange={(event) =>
                change(
                  { vehicle_owner_identification: event.currentTarget.value },
                  'vehicle_owner_identification'
                )
              }
              error={shown('vehicle_owner_identification')}
            />
          )}
        </SimpleGrid>
      )}

      {active.includes('vin') && (
        <TextInput
          label="VIN"
          description={`Los ${VIN_LENGTH} caracteres del número de identificación del vehículo (en la ${cardName})`}
          placeholder="Ej: 9GAMM6100FB012345"
          readOnly={readOnly}
          value={value.vehicle_VIN}
          onChange={(event) => typeVin(event.currentTarget.value)}
          error={shown('vehicle_VIN')}
          styles={{ input: { fontFamily: 'ui-monospace, monospace', letterSpacing: 1 } }}
          rightSection={
            <Text size="xs" c="dimmed">
              {value.vehicle_VIN.length}/{VIN_LENGTH}
            </Text>
          }
          rightSectionWidth={52}
        />
      )}
      {vinNote && active.includes('vin') && (
        <Text size="xs" c="green.8" mt={-8}>
          {vinNote}
        </Text>
      )}

      {active.includes('card') && (
        <Box>
          {readOnly ? (
            <Input.Wrapper label="Foto tarjeta propiedad">
              {value.vehicle_property_card && (
                <Image
                  src={uploadUrl(value.vehicle_property_card)}
                  alt="Foto tarjeta propiedad"
                  w={120}
                  h={80}
                  radius="sm"
                  fit="cover"
                  mt={4}
                />
              )}
            </Input.Wrapper>
          ) : (
            <ImageUpload
              label="Foto tarjeta propiedad"
              description={`Una foto clara de la ${cardName}, donde se lean la placa y el VIN`}
              purpose="property_card"
              value={value.vehicle_property_card}
              onChange={(path) => change({ vehicle_property_card: path }, 'vehicle')}
            />
          )}
          <Anchor
            component="button"
            type="button"
            size="sm"
            mt={4}
            onClick={() => setExampleOpen(true)}
          >
            Ver ejemplo de la {cardName}
          </Anchor>
        </Box>
      )}

      {vehicleError && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="vehicle-data-error"
        >
          {vehicleError}
        </Alert>
      )}

      {children}

      <Modal
        opened={exampleOpen}
        onClose={() => setExampleOpen(false)}
        title={`Ejemplo de ${cardName}`}
        centered
        size="lg"
      >
        <PropertyCardExample countryCode={country.code} />
      </Modal>
    </Stack>
  )
}

const EXAMPLE_FIELDS: { label: string; value: string; highlight?: boolean }[] = [
  { label: 'PLACA', value: 'ABC123', highlight: true },
  { label: 'MARCA', value: 'CHEVROLET' },
  { label: 'LÍNEA', value: 'SPARK GT' },
  { label: 'MODELO', value: '2015' },
  { label: 'CILINDRAJE CC', value: '1206' },
  { label: 'COLOR', value: 'ROJO' },
  { label: 'SERVICIO', value: 'PARTICULAR' },
  { label: 'CLASE DE VEHÍCULO', value: 'AUTOMÓVIL' },
  { label: 'TIPO CARROCERÍA', value: 'HATCHBACK' },
  { label: 'COMBUSTIBLE', value: 'GASOLINA' },
  { label: 'NÚMERO DE MOTOR', value: 'B12D1150312' },
  { label: 'NÚMERO DE VIN', value: '9GAMM6100FB012345', highlight: true },
  { label: 'PROPIETARIO', value: 'ANA MARÍA GÓMEZ' },
  { label: 'IDENTIFICACIÓN', value: 'C.C. 1020304050', highlight: true },
]

/** A drawn example of the card (no outside image): where the plate, VIN and owner ID are. */
function PropertyCardExample({ countryCode }: { countryCode: CountryCode }) {
  return (
    <Stack gap="sm">
      <Paper
        withBorder
        radius="md"
        p="md"
        data-testid="property-card-example"
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-teal-0), var(--mantine-color-blue-0))',
          borderColor: 'var(--mantine-color-teal-4)',
        }}
      >
        <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
          <Box>
            <Text size="xs" fw={700} c="teal.9">
              {countryCode === 'CO' ? 'REPÚBLICA DE COLOMBIA' : 'ESTADOS UNIDOS MEXICANOS'}
            </Text>
            <Text size="xs" c="teal.9">
              {countryCode === 'CO' ? 'MINISTERIO DE TRANSPORTE' : 'SECRETARÍA DE MOVILIDAD'}
            </Text>
          </Box>
          <Text size="sm" fw={800} c="teal.9" ta="right">
            {countryCode === 'CO' ? 'LICENCIA DE TRÁNSITO' : 'TARJETA DE CIRCULACIÓN'}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={6} verticalSpacing={6}>
          {EXAMPLE_FIELDS.map((field) => (
            <Box
              key={field.label}
              p={4}
              style={{
                borderRadius: 4,
                background: field.highlight ? 'var(--mantine-color-yellow-2)' : 'transparent',
                outline: field.highlight ? '2px solid var(--mantine-color-orange-6)' : undefined,
              }}
            >
              <Text fz={10} c="dimmed" fw={600}>
                {field.label}
              </Text>
              <Text fz="xs" fw={600} ff="monospace" style={{ wordBreak: 'break-all' }}>
                {field.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Paper>
      <Text size="sm">
        Toma la foto de la cara donde se ven la <b>placa</b>, el <b>VIN</b> y la{' '}
        <b>identificación del propietario</b> (resaltados), con buena luz y sin reflejos.
      </Text>
    </Stack>
  )
}

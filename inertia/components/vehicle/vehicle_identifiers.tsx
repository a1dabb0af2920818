import { useMemo, useState } from 'react'
import {
  Anchor,
  Box,
  Chip,
  Group,
  Image,
  Input,
  Modal,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core'
import { IconId } from '@tabler/icons-react'
import { normalizeVin, VIN_LENGTH } from '@rules/catalog/rules/vin'
import { normalizePlate, PLATE_ERROR_TITLE } from '@rules/garage/rules/plate'
import {
  needsOwnerIdentification,
  OWNER_IDENTIFICATION_MAX_LENGTH,
} from '@rules/garage/rules/vehicle'
import { garageTexts } from '@rules/garage/rules/country_texts'
import { ImageUpload, uploadUrl } from '~/components/image_upload'
import { PropertyCardExample } from '~/components/vehicle/property_card_example'
import {
  changeVehicle,
  type VehicleFormApi,
  type VehicleFormValues,
} from '~/components/vehicle/vehicle_form_state'
import { useShared } from '~/lib/page_props'

type DataOption = 'plate' | 'vin' | 'card'

/**
 * "Datos para identificar tu vehículo" (doc 2 §2 step 1): the options Placa / Escribir el VIN /
 * the country's card photo (app/garage/rules/country_texts.ts) and their fields, with an example of the card. An option with data is
 * always on; switching one off empties its field(s). `onVin` receives a typed VIN (the form
 * fills an empty brand and year from a complete one).
 */
export function VehicleIdentifiers({
  form,
  readOnly,
  ownerIdentification,
  onVin,
  vinNote,
}: {
  form: VehicleFormApi
  readOnly: boolean
  /** auto: when a hand-typed Colombian plate needs it; plate: whenever the plate option is on. */
  ownerIdentification: 'auto' | 'plate'
  onVin: (vin: string) => void
  /** "Completamos la marca y el año con el VIN." */
  vinNote: string | null
}) {
  const { country } = useShared()
  const values = form.getValues()
  const [options, setOptions] = useState<DataOption[]>([])
  const [exampleOpen, setExampleOpen] = useState(false)
  const texts = garageTexts(country.code)
  const { cardName } = texts

  const active = useMemo(() => {
    const set = new Set<DataOption>(options)
    if (values.vehicle_license_plate) set.add('plate')
    if (values.vehicle_VIN) set.add('vin')
    if (values.vehicle_property_card) set.add('card')
    return [...set]
  }, [options, values.vehicle_license_plate, values.vehicle_VIN, values.vehicle_property_card])

  const toggle = (next: string[]) => {
    const chosen = next as DataOption[]
    const patch: Partial<VehicleFormValues> = {}
    if (!chosen.includes('plate') && active.includes('plate')) {
      patch.vehicle_license_plate = ''
      patch.vehicle_owner_identification = ''
    }
    if (!chosen.includes('vin') && active.includes('vin')) patch.vehicle_VIN = ''
    if (!chosen.includes('card') && active.includes('card')) patch.vehicle_property_card = null
    setOptions(chosen)
    if (Object.keys(patch).length) changeVehicle(form, patch)
  }

  const showOwner =
    active.includes('plate') &&
    (ownerIdentification === 'plate' ||
      needsOwnerIdentification(values, country.code) ||
      Boolean(values.vehicle_owner_identification))
  /** Only the wizard requires it (garage vehicles keep it optional). */
  const ownerRequired =
    !readOnly && ownerIdentification === 'auto' && needsOwnerIdentification(values, country.code)
  const plateError = form.errors.vehicle_license_plate

  return (
    <>
      <Box>
        <Text size="sm" fw={500}>
          Datos para identificar tu vehículo
        </Text>
        <Text size="xs" c="dimmed" mb={8}>
          {texts.identifiersHint}
        </Text>
        <Chip.Group multiple value={active} onChange={toggle}>
          <Group gap="xs">
            <Chip value="plate" disabled={readOnly} data-testid="option-plate">
              Placa
            </Chip>
            <Chip value="vin" disabled={readOnly} data-testid="option-vin">
              Escribir el VIN
            </Chip>
            <Chip value="card" disabled={readOnly} data-testid="option-card">
              {texts.cardPhoto}
            </Chip>
          </Group>
        </Chip.Group>
      </Box>

      {active.includes('plate') && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Placa"
            placeholder={texts.platePlaceholder}
            readOnly={readOnly}
            value={values.vehicle_license_plate}
            onChange={(event) =>
              changeVehicle(form, {
                vehicle_license_plate: normalizePlate(event.currentTarget.value),
              })
            }
            error={
              plateError && (
                <span data-testid="plate-error">
                  <b>{PLATE_ERROR_TITLE}: </b>
                  {plateError}
                </span>
              )
            }
            styles={{ input: { textTransform: 'uppercase', letterSpacing: 1 } }}
          />
          {showOwner && (
            <TextInput
              label={texts.ownerIdentification}
              description={`Número de documento que aparece en la ${cardName}`}
              placeholder={texts.ownerPlaceholder}
              required={ownerRequired}
              readOnly={readOnly}
              leftSection={<IconId size={16} />}
              maxLength={OWNER_IDENTIFICATION_MAX_LENGTH}
              value={values.vehicle_owner_identification}
              onChange={(event) =>
                changeVehicle(form, { vehicle_owner_identification: event.currentTarget.value })
              }
              error={form.errors.vehicle_owner_identification}
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
          value={values.vehicle_VIN}
          onChange={(event) => onVin(normalizeVin(event.currentTarget.value).slice(0, VIN_LENGTH))}
          error={form.errors.vehicle_VIN}
          styles={{ input: { fontFamily: 'ui-monospace, monospace', letterSpacing: 1 } }}
          rightSection={
            <Text size="xs" c="dimmed">
              {values.vehicle_VIN.length}/{VIN_LENGTH}
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
            <Input.Wrapper label={texts.cardPhoto}>
              {values.vehicle_property_card && (
                <Image
                  src={uploadUrl(values.vehicle_property_card)}
                  alt={texts.cardPhoto}
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
              label={texts.cardPhoto}
              description={`Una foto clara de la ${cardName}, donde se lean la placa y el VIN`}
              purpose="property_card"
              value={values.vehicle_property_card}
              onChange={(path) => changeVehicle(form, { vehicle_property_card: path })}
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

      <Modal
        opened={exampleOpen}
        onClose={() => setExampleOpen(false)}
        title={`Ejemplo de ${cardName}`}
        centered
        size="lg"
      >
        <PropertyCardExample countryCode={country.code} />
      </Modal>
    </>
  )
}

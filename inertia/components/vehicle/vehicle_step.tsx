import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react'
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle, IconPlugConnectedX, IconPlus, IconSearch } from '@tabler/icons-react'
import {
  canSearchPlate,
  normalizePlate,
  PLATE_ERROR_TITLE,
  PLATE_SEARCH_MAX_LENGTH,
  plateError,
} from '@rules/garage/rules/plate'
import {
  checkWizardVehicle,
  EMPTY_VEHICLE,
  garageVehicleToWizard,
  PLATE_LOOKUP_MESSAGES,
  plateVehicleToWizard,
  VEHICLE_MESSAGES,
  vehicleTitle,
  type GarageVehicle,
  type PlateVehicle,
  type WizardVehicle,
} from '@rules/garage/rules/vehicle'
import { useAuthModals } from '~/components/auth/auth_modals'
import { Captcha, type CaptchaHandle } from '~/components/captcha'
import { VehicleForm } from '~/components/vehicle/vehicle_form'
import { VehicleInfoCard } from '~/components/vehicle/vehicle_info_card'
import { api, errorMessage, fieldErrors } from '~/lib/http'
import { usePath, useShared } from '~/lib/page_props'

export interface VehicleStepHandle {
  /** Shows the step's errors or warnings; true when the wizard may move on. */
  validate(): boolean
}

export interface VehicleStepProps {
  value: WizardVehicle
  onChange(v: WizardVehicle): void
  /** A garage vehicle was chosen or a plate was found: the wizard auto-advances. */
  onVehicleSelected(v: WizardVehicle): void
  hasReference: boolean
  onHasReferenceChange(checked: boolean): void
  /** ?verifyShowVehicleQuotationForm: manual form open, plate-first mode off. */
  forceVehicleForm: boolean
}

/** The vehicle-selected event follows the selection by about 100 ms (doc 2 §4). */
const SELECTED_DELAY_MS = 100

function hasManualData(v: WizardVehicle) {
  return (
    v.vehicle_id === null &&
    !v.foundByPlate &&
    Boolean(v.vehicle_brand_id || v.vehicle_model.trim() || v.vehicle_year || v.vehicle_VIN)
  )
}

/**
 * Step 1 of the request wizard, 'Vehículo' (doc 2 §2, §4, §5): the garage selector of a
 * signed-in user, the plate search with its captcha (plate first by default), the manual vehicle
 * form and the reference checkbox. Found plates and garage vehicles are announced with
 * `onVehicleSelected` so the wizard moves on.
 */
export const VehicleStep = forwardRef<VehicleStepHandle, VehicleStepProps>(
  function VehicleStepInner(
    { value, onChange, onVehicleSelected, hasReference, onHasReferenceChange, forceVehicleForm },
    ref
  ) {
    const { user, country } = useShared()
    const path = usePath()
    const authModals = useAuthModals()
    const captchaRef = useRef<CaptchaHandle>(null)

    const plateMode = !forceVehicleForm
    const [showForm, setShowForm] = useState(forceVehicleForm || hasManualData(value))
    const [showErrors, setShowErrors] = useState(false)
    const [garage, setGarage] = useState<GarageVehicle[]>([])
    const [searchPlate, setSearchPlate] = useState(
      value.foundByPlate ? value.vehicle_license_plate : ''
    )
    const [searchedPlate, setSearchedPlate] = useState<string | null>(
      value.foundByPlate ? value.vehicle_license_plate : null
    )
    const [captchaToken, setCaptchaToken] = useState<string | null>(null)
    const [captchaError, setCaptchaError] = useState<string | undefined>()
    const [searchError, setSearchError] = useState<string | undefined>()
    const [lookupError, setLookupError] = useState<string | null>(null)
    const [notSearchedWarning, setNotSearchedWarning] = useState(false)
    const [notFound, setNotFound] = useState<string | null>(null)
    const [searching, setSearching] = useState(false)
    const [unavailable, setUnavailable] = useState(false)

    const errors = useMemo(
      () => checkWizardVehicle(value, { countryCode: country.code, hasReference }),
      [value, country.code, hasReference]
    )

    useEffect(() => {
      if (!user) return
      let cancelled = false
      void api<{ data: GarageVehicle[] }>(
        'GET',
        path('/api/garage/vehicle?page=0&pageSize=100')
      ).then((response) => {
        if (!cancelled && response.ok) setGarage(response.body.data)
      })
      return () => {
        cancelled = true
      }
      // The garage is loaded once per signed-in user.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [user?.id])

    const announce = (vehicle: WizardVehicle) => {
      window.setTimeout(() => onVehicleSelected(vehicle), SELECTED_DELAY_MS)
    }

    const chooseGarageVehicle = (id: string | null) => {
      const found = garage.find((vehicle) => String(vehicle.id) === id)
      setNotFound(null)
      setNotSearchedWarning(false)
      if (!found) {
        onChange({ ...EMPTY_VEHICLE })
        return
      }
      const vehicle = garageVehicleToWizard(found)
      onChange(vehicle)
      setSearchPlate('')
      const problems = checkWizardVehicle(vehicle, { countryCode: country.code, hasReference })
      if (Object.keys(problems).length === 0) {
        setShowForm(false)
        announce(vehicle)
      } else {
        // The saved vehicle misses data this request needs: complete it in the form.
        setShowForm(true)
        setShowErrors(true)
      }
    }

    const createNew = () => {
      onChange({ ...EMPTY_VEHICLE })
      setNotFound(null)
      setShowErrors(false)
      setShowForm(true)
    }

    const changeVehicle = () => {
      onChange({ ...EMPTY_VEHICLE })
      setSearchPlate('')
      setSearchedPlate(null)
      setNotFound(null)
      setShowErrors(false)
      setShowForm(!plateMode)
    }

    const search = async () => {
      const plate = normalizePlate(searchPlate)
      setLookupError(null)
      setNotSearchedWarning(false)
      const formatError = plateError(plate, country.code)
      if (formatError) {
        setSearchError(formatError)
        return
      }
      setSearchError(undefined)
      if (!captchaToken) {
        setCaptchaError(PLATE_LOOKUP_MESSAGES.captchaRequired)
        notifications.show({
          color: 'yellow',
          title: PLATE_LOOKUP_MESSAGES.captchaRequired,
          message: PLATE_LOOKUP_MESSAGES.captchaHint,
        })
        return
      }
      setCaptchaError(undefined)
      setSearching(true)
      const response = await api<{ data: PlateVehicle }>(
        'POST',
        path('/api/garage/vehicle/getVehicleForLicensePlate'),
        { licensePlate: plate, reCaptcha: captchaToken }
      )
      setSearching(false)
      captchaRef.current?.reset()

      if (response.ok) {
        setSearchedPlate(plate)
        setNotFound(null)
        const vehicle = plateVehicleToWizard(response.body.data)
        onChange(vehicle)
        if (vehicle.vehicle_is_verified) {
          setShowForm(false)
          setShowErrors(false)
          announce(vehicle)
        } else {
          // Found, but with a brand we do not list: the buyer picks it.
          setShowForm(true)
          setShowErrors(true)
        }
        return
      }
      if (response.status === 404) {
        setSearchedPlate(plate)
        setNotFound(plate)
        onChange({
          ...value,
          vehicle_id: null,
          vehicle_is_verified: false,
          foundByPlate: false,
          catalog_origin: null,
          vehicle_license_plate: plate,
        })
        setShowForm(true)
        return
      }
      if (response.status === 503) {
        // The buyer did search: they may go on with the manual form.
        setSearchedPlate(plate)
        setUnavailable(true)
        return
      }
      if (response.status === 422) {
        const fields = fieldErrors(response)
        if (fields.reCaptcha) setCaptchaError(fields.reCaptcha)
        if (fields.licensePlate) setSearchError(fields.licensePlate)
        if (fields.reCaptcha || fields.licensePlate) return
      }
      setLookupError(
        response.status === 429 ? errorMessage(response) : PLATE_LOOKUP_MESSAGES.failed
      )
    }

    const validate = () => {
      if (plateMode) {
        const typed = normalizePlate(searchPlate)
        if (typed && typed !== searchedPlate) {
          setNotSearchedWarning(true)
          notifications.show({ color: 'yellow', message: VEHICLE_MESSAGES.plateNotSearched })
          return false
        }
      }
      if (Object.keys(errors).length === 0) return true
      setShowErrors(true)
      setShowForm(true)
      notifications.show({
        color: 'yellow',
        title: errors.vehicle ? undefined : 'Revisa los datos del vehículo',
        message: errors.vehicle ?? Object.values(errors)[0],
      })
      return false
    }

    useImperativeHandle(ref, () => ({ validate }))

    const selected = !showForm && (value.vehicle_id !== null || value.foundByPlate)
    const quoteWithData = () => {
      window.location.assign(path('/home/page/cotizacion?verifyShowVehicleQuotationForm=1'))
    }

    return (
      <Stack gap="md" data-testid="vehicle-step">
        {user && garage.length > 0 && (
          <Stack gap={4}>
            <Select
              label="Mis vehículos"
              placeholder="Elige un vehículo de tu garaje"
              data={garage.map((vehicle) => ({
                value: String(vehicle.id),
                label: [
                  vehicleTitle(garageVehicleToWizard(vehicle)),
                  vehicle.license_plate ? `· ${vehicle.license_plate}` : '',
                ]
                  .join(' ')
                  .trim(),
              }))}
              value={value.vehicle_id ? String(value.vehicle_id) : null}
              onChange={chooseGarageVehicle}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              w="fit-content"
              onClick={createNew}
              data-testid="create-new-vehicle"
            >
              <Group gap={4} wrap="nowrap">
                <IconPlus size={14} />
                Crear nuevo vehículo
              </Group>
            </Anchor>
          </Stack>
        )}

        {plateMode && !selected && (
          <Paper withBorder radius="md" p="md" data-testid="plate-search">
            <Stack gap="sm">
              <div>
                <Text fw={600}>Busca tu vehículo por placa</Text>
                <Text size="sm" c="dimmed">
                  Con la placa completamos los datos de tu vehículo.
                </Text>
              </div>
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <TextInput
                  aria-label="Placa del vehículo"
                  placeholder={country.code === 'CO' ? 'ABC123' : 'ABC1234'}
                  value={searchPlate}
                  onChange={(event) => {
                    setSearchPlate(
                      normalizePlate(event.currentTarget.value).slice(
                        0,
                        PLATE_SEARCH_MAX_LENGTH[country.code]
                      )
                    )
                    setSearchError(undefined)
                    setNotSearchedWarning(false)
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && canSearchPlate(searchPlate)) {
                      event.preventDefault()
                      void search()
                    }
                  }}
                  error={
                    searchError && (
                      <span>
                        <b>{PLATE_ERROR_TITLE}: </b>
                        {searchError}
                      </span>
                    )
                  }
                  w={{ base: '100%', xs: 220 }}
                  styles={{
                    input: { textTransform: 'uppercase', letterSpacing: 2, fontWeight: 700 },
                  }}
                />
                {canSearchPlate(searchPlate) && (
                  <Tooltip label="Buscar placa">
                    <ActionIcon
                      size={36}
                      aria-label="Buscar placa"
                      onClick={() => void search()}
                      loading={searching}
                      data-testid="plate-search-button"
                    >
                      <IconSearch size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
              <Captcha ref={captchaRef} onChange={setCaptchaToken} error={captchaError} />
              {notSearchedWarning && (
                <Alert
                  color="yellow"
                  variant="light"
                  icon={<IconAlertTriangle size={18} />}
                  data-testid="plate-not-searched"
                >
                  {VEHICLE_MESSAGES.plateNotSearched}
                </Alert>
              )}
              {lookupError && (
                <Alert color="red" variant="light" data-testid="plate-lookup-error">
                  {lookupError}
                </Alert>
              )}
              {!showForm && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  w="fit-content"
                  onClick={() => setShowForm(true)}
                >
                  No tengo la placa: escribir los datos del vehículo
                </Anchor>
              )}
            </Stack>
          </Paper>
        )}

        {notFound && (
          <Alert
            color="yellow"
            variant="light"
            title={PLATE_LOOKUP_MESSAGES.notFound(notFound)}
            data-testid="plate-not-found"
          >
            {PLATE_LOOKUP_MESSAGES.notFoundHelp}
          </Alert>
        )}

        {selected && (
          <VehicleInfoCard
            vehicle={value}
            actions={
              <Button variant="default" size="xs" onClick={changeVehicle}>
                Cambiar vehículo
              </Button>
            }
          />
        )}

        {showForm && (
          <VehicleForm
            value={value}
            onChange={onChange}
            errors={errors}
            showAllErrors={showErrors}
            readOnly={value.vehicle_is_verified}
          />
        )}

        {user && (
          <Checkbox
            label={
              user.isVendor
                ? 'Tengo el Número de parte del repuesto'
                : 'Tengo la referencia del repuesto'
            }
            checked={hasReference}
            onChange={(event) => onHasReferenceChange(event.currentTarget.checked)}
            data-testid="has-reference"
          />
        )}

        <Modal
          opened={unavailable}
          onClose={() => setUnavailable(false)}
          title={PLATE_LOOKUP_MESSAGES.unavailable}
          size="lg"
          centered
          styles={{ title: { fontWeight: 600 } }}
          data-testid="plate-unavailable-modal"
        >
          <Stack gap="md">
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon color="yellow" variant="light" size={40} radius="xl">
                <IconPlugConnectedX size={22} />
              </ThemeIcon>
              <Text size="sm">
                {user
                  ? 'Puedes esperar unos minutos y buscar de nuevo, o cotizar ya con los datos de tu vehículo. Te notificaremos las cotizaciones por email y WhatsApp.'
                  : 'Regístrate para cotizar con los datos de tu vehículo: te notificaremos las cotizaciones por email y WhatsApp.'}
              </Text>
            </Group>
            <Group justify="flex-end" gap="xs">
              {user ? (
                <>
                  <Button variant="default" onClick={() => setUnavailable(false)}>
                    Esperar
                  </Button>
                  <Button onClick={quoteWithData}>Cotizar con los datos del vehículo</Button>
                </>
              ) : (
                <>
                  <Button variant="default" onClick={() => setUnavailable(false)}>
                    Cerrar
                  </Button>
                  <Button
                    onClick={() => {
                      setUnavailable(false)
                      authModals.open('signUpModal')
                    }}
                  >
                    Registrarme
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        </Modal>
      </Stack>
    )
  }
)

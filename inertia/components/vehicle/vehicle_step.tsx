import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { Alert, Button, Stack, Text } from '@mantine/core'
import type { FormValidationResult } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { router } from '@inertiajs/react'
import {
  EMPTY_VEHICLE,
  garageVehicleToWizard,
  PLATE_LOOKUP_MESSAGES,
  plateVehicleToWizard,
  type WizardVehicle,
} from '@rules/garage/rules/vehicle'
import type { GarageVehicle, PlateLookupAnswer } from '~/components/vehicle/types'
import { GaragePicker } from '~/components/vehicle/garage_picker'
import { PlateSearch, type PlateSearchHandle } from '~/components/vehicle/plate_search'
import type { VehicleFormApi } from '~/components/vehicle/vehicle_form'
import {
  PlateUnavailableModal,
  VehicleForm,
  VehicleInfoCard,
} from '~/components/vehicle/vehicle_on_demand'
import { OnDemand } from '~/components/on_demand'
import { useShared } from '~/lib/page_props'
import { LazyCheckbox } from '~/components/lazy_checkbox'

export interface VehicleStepHandle {
  /** Shows the step's errors or warnings; true when the wizard may move on. */
  validate(): boolean
}

export interface VehicleStepProps {
  /** The wizard's vehicle form; its `validate` is `checkWizardVehicle`. */
  form: VehicleFormApi
  /** A complete garage vehicle was chosen: the wizard moves on (doc 2 §4). */
  onGarageVehicleChosen(): void
  hasReference: boolean
  onHasReferenceChange(checked: boolean): void
  /** ?verifyShowVehicleQuotationForm: manual form open, plate-first mode off. */
  forceVehicleForm: boolean
}

function hasManualData(v: WizardVehicle) {
  return (
    v.vehicle_id === null &&
    !v.foundByPlate &&
    Boolean(v.vehicle_brand_id || v.vehicle_model.trim() || v.vehicle_year || v.vehicle_VIN)
  )
}

/** Validates the whole form now (the rules are synchronous): true when it has no error. */
function validNow(form: VehicleFormApi) {
  return !(form.validate() as FormValidationResult).hasErrors
}

/**
 * Step 1 of the request wizard, 'Vehículo' (doc 2 §2, §4, §5): the garage selector of a
 * signed-in user, the plate search with its captcha (plate first by default), the manual vehicle
 * form and the reference checkbox. A found plate is shown as a card for the buyer to check
 * before going on; a garage vehicle that misses data this request needs opens in the form, where
 * what the buyer types completes it.
 */
export const VehicleStep = forwardRef<VehicleStepHandle, VehicleStepProps>(
  function VehicleStepInner(
    { form, onGarageVehicleChosen, hasReference, onHasReferenceChange, forceVehicleForm },
    ref
  ) {
    const { user, can } = useShared()
    const plateRef = useRef<PlateSearchHandle>(null)
    const values = form.getValues()
    const plateMode = !forceVehicleForm
    const [showForm, setShowForm] = useState(forceVehicleForm || hasManualData(values))
    const [notFound, setNotFound] = useState<string | null>(null)
    const [found, setFound] = useState(false)
    const [unavailable, setUnavailable] = useState(false)

    /** The reference checkbox changes what the vehicle needs: its message follows at once. */
    useEffect(() => {
      if (form.errors.vehicle) form.validateField('vehicle')
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [hasReference])

    const replace = (vehicle: WizardVehicle) => {
      form.setValues(vehicle)
      form.clearErrors()
      setNotFound(null)
      setFound(false)
    }

    const chooseGarageVehicle = (chosen: GarageVehicle | null) => {
      replace(chosen ? garageVehicleToWizard(chosen) : { ...EMPTY_VEHICLE })
      if (!chosen) return
      plateRef.current?.clear()
      if (validNow(form)) {
        setShowForm(false)
        onGarageVehicleChosen()
      } else {
        // The saved vehicle misses data this request needs: complete it in the form.
        setShowForm(true)
      }
    }

    const plateFound = (data: PlateLookupAnswer['data']) => {
      const vehicle = plateVehicleToWizard(data)
      replace(vehicle)
      if (vehicle.vehicle_is_verified) {
        setFound(true)
        setShowForm(false)
      } else {
        // Found, but with a brand we do not list: the buyer picks it.
        setShowForm(true)
        validNow(form)
      }
    }

    const plateNotFound = (plate: string) => {
      form.setValues({
        vehicle_id: null,
        vehicle_is_verified: false,
        foundByPlate: false,
        catalog_origin: null,
        vehicle_license_plate: plate,
      })
      setNotFound(plate)
      setShowForm(true)
    }

    /**
     * The plate service is down. What the dialog offers depends on who is signed in, and this
     * page may be older than the session (restored from the browser's history after a login
     * elsewhere): the signed-in user is read again first, so nobody signed in is asked to
     * register.
     */
    const serviceDown = () => {
      router.reload({ only: ['user'], onFinish: () => setUnavailable(true) })
    }

    const changeVehicle = () => {
      replace({ ...EMPTY_VEHICLE })
      plateRef.current?.clear()
      setShowForm(!plateMode)
    }

    useImperativeHandle(ref, () => ({
      validate() {
        if (plateRef.current && !plateRef.current.validate()) return false
        const { hasErrors, errors } = form.validate() as FormValidationResult
        if (!hasErrors) return true
        setShowForm(true)
        notifications.show({
          color: 'yellow',
          title: errors.vehicle ? undefined : 'Revisa los datos del vehículo',
          message: errors.vehicle ?? Object.values(errors)[0],
        })
        return false
      },
    }))

    const selected = !showForm && (values.vehicle_id !== null || values.foundByPlate)

    return (
      <Stack gap="md" data-testid="vehicle-step">
        {user && (
          <GaragePicker
            userId={user.id}
            value={values.vehicle_id}
            onPick={chooseGarageVehicle}
            onCreateNew={() => {
              replace({ ...EMPTY_VEHICLE })
              setShowForm(true)
            }}
          />
        )}

        {plateMode && !selected && (
          <PlateSearch
            ref={plateRef}
            initialPlate={values.foundByPlate ? values.vehicle_license_plate : ''}
            onFound={plateFound}
            onNotFound={plateNotFound}
            onUnavailable={serviceDown}
            offerManual={!showForm}
            onManual={() => setShowForm(true)}
          />
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
          <Stack gap={6}>
            {found && (
              <Text size="sm" fw={500} data-testid="plate-found">
                Encontramos tu vehículo: revisa que sea el tuyo y da clic en Continuar.
              </Text>
            )}
            <VehicleInfoCard
              vehicle={values}
              actions={
                <Button variant="default" size="xs" onClick={changeVehicle}>
                  Cambiar vehículo
                </Button>
              }
            />
          </Stack>
        )}

        {showForm && <VehicleForm form={form} readOnly={values.vehicle_is_verified} />}

        {user && (
          <LazyCheckbox
            label={
              can.useVendorWording
                ? 'Tengo el Número de parte del repuesto'
                : 'Tengo la referencia del repuesto'
            }
            checked={hasReference}
            onChange={(event) => onHasReferenceChange(event.currentTarget.checked)}
            data-testid="has-reference"
          />
        )}

        <OnDemand when={unavailable}>
          <PlateUnavailableModal
            opened={unavailable}
            onClose={() => setUnavailable(false)}
            signedIn={Boolean(user)}
          />
        </OnDemand>
      </Stack>
    )
  }
)

import { forwardRef, useImperativeHandle, useRef, useState } from 'react'
import { ActionIcon, Alert, Anchor, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconSearch } from '@tabler/icons-react'
import { LazyTooltip } from '~/components/lazy_tooltip'
import {
  canSearchPlate,
  normalizePlate,
  PLATE_ERROR_TITLE,
  plateError,
  typedPlate,
} from '@rules/garage/rules/plate'
import { PLATE_LOOKUP_MESSAGES } from '@rules/garage/rules/vehicle'
import type { PlateLookupAnswer } from '~/components/vehicle/types'
import { Captcha, type CaptchaHandle } from '~/components/captcha'
import { applyServerErrors } from '~/lib/form_errors'
import { api, errorMessage } from '~/lib/http'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

export interface PlateSearchHandle {
  /** False while the typed plate was not searched yet: it is searched now ('Continuar'). */
  validate(): boolean
  /** Forgets the typed and the searched plate (another vehicle was chosen). */
  clear(): void
}

/**
 * "Busca tu vehículo por placa" (doc 2 §2, §8): the plate box (search button above 4
 * characters, Enter searches), the captcha, and the lookup. The form holds the API's own fields
 * (`licensePlate`, `reCaptcha`), so the server's 422 messages land under them.
 */
export const PlateSearch = forwardRef<
  PlateSearchHandle,
  {
    /** The plate already found (the step was left and opened again). */
    initialPlate: string
    onFound: (vehicle: PlateLookupAnswer['data']) => void
    onNotFound: (plate: string) => void
    onUnavailable: (plate: string) => void
    /** Offer 'No tengo la placa' (the manual form is closed). */
    offerManual: boolean
    onManual: () => void
  }
>(function PlateSearchBox(props, ref) {
  const { country } = useShared()
  const captchaRef = useRef<CaptchaHandle>(null)
  const form = useForm({ initialValues: { licensePlate: props.initialPlate, reCaptcha: '' } })
  const [searchedPlate, setSearchedPlate] = useState<string | null>(props.initialPlate || null)
  const [lookupError, setLookupError] = useState<string | null>(null)
  const [searching, setSearching] = useState(false)
  const typed = form.getValues().licensePlate

  const search = async () => {
    const plate = normalizePlate(typed)
    setLookupError(null)
    const formatError = plateError(plate, country.code)
    if (formatError) return form.setFieldError('licensePlate', formatError)
    if (!form.getValues().reCaptcha) {
      form.setFieldError('reCaptcha', PLATE_LOOKUP_MESSAGES.captchaRequired)
      notifications.show({
        color: 'yellow',
        title: PLATE_LOOKUP_MESSAGES.captchaRequired,
        message: PLATE_LOOKUP_MESSAGES.captchaHint,
      })
      return
    }
    form.clearErrors()
    setSearching(true)
    const response = await api<PlateLookupAnswer>(
      'POST',
      urlFor('api.garage.vehicle.getVehicleForLicensePlate'),
      { ...form.getValues(), licensePlate: plate }
    )
    setSearching(false)
    captchaRef.current?.reset()
    form.setFieldValue('reCaptcha', '')

    if (response.ok || response.status === 404 || response.status === 503) setSearchedPlate(plate)
    if (response.ok) return props.onFound(response.body.data)
    if (response.status === 404) return props.onNotFound(plate)
    // the buyer did search: they may go on with the manual form
    if (response.status === 503) return props.onUnavailable(plate)
    if (response.status === 422 && applyServerErrors(form, response) === null) return
    setLookupError(response.status === 429 ? errorMessage(response) : PLATE_LOOKUP_MESSAGES.failed)
  }

  useImperativeHandle(ref, () => ({
    validate() {
      const plate = normalizePlate(form.getValues().licensePlate)
      if (!plate || plate === searchedPlate) return true
      void search()
      return false
    },
    clear() {
      form.setFieldValue('licensePlate', '')
      setSearchedPlate(null)
    },
  }))

  return (
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
            value={typed}
            onChange={(event) => {
              const plate = typedPlate(event.currentTarget.value, country.code)
              form.setFieldValue('licensePlate', plate.value)
              if (plate.error) form.setFieldError('licensePlate', plate.error)
              else form.clearFieldError('licensePlate')
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && canSearchPlate(typed)) {
                event.preventDefault()
                void search()
              }
            }}
            error={
              form.errors.licensePlate && (
                <span>
                  <b>{PLATE_ERROR_TITLE}: </b>
                  {form.errors.licensePlate}
                </span>
              )
            }
            w={{ base: '100%', xs: 220 }}
            styles={{ input: { textTransform: 'uppercase', letterSpacing: 2, fontWeight: 700 } }}
          />
          {canSearchPlate(typed) && (
            <LazyTooltip label="Buscar placa">
              <ActionIcon
                size={36}
                aria-label="Buscar placa"
                onClick={() => void search()}
                loading={searching}
                data-testid="plate-search-button"
              >
                <IconSearch size={18} />
              </ActionIcon>
            </LazyTooltip>
          )}
        </Group>
        <Captcha
          ref={captchaRef}
          onChange={(token) => form.setFieldValue('reCaptcha', token ?? '')}
          error={form.errors.reCaptcha as string | undefined}
        />
        {lookupError && (
          <Alert color="red" variant="light" data-testid="plate-lookup-error">
            {lookupError}
          </Alert>
        )}
        {props.offerManual && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            w="fit-content"
            onClick={props.onManual}
          >
            No tengo la placa: escribir los datos del vehículo
          </Anchor>
        )}
      </Stack>
    </Paper>
  )
})

import { forwardRef, useEffect, useImperativeHandle, useState } from 'react'
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import {
  DETAIL_AMOUNT_MAX,
  DETAIL_MESSAGES,
  DETAIL_NAME_MAX,
  DETAIL_REFERENCE_MAX,
  EMPTY_DETAIL,
  detailErrors,
  isTyreName,
  rimDimensionsComplete,
  tyreSizeLabel,
  type WizardDetail,
} from '@rules/quotations/rules/details'
import { ImageUpload } from '~/components/image_upload'
import { TyreModal } from '~/components/quotations/wizard/tyre_modal'
import { api } from '~/lib/http'

export interface PartsStepHandle {
  /** Shows the errors; asks for tyre dimensions once; answers whether the step may advance. */
  validate(): boolean
}

export interface Supplier {
  id: number
  razon_social: string
}

/**
 * Step 2 'Autopartes': repeatable part lines (the first cannot be deleted), the part number
 * when 'Tengo la referencia' is ticked, optional photo, tyre dimensions, and 'Enviar a mis
 * proveedores' for signed-in buyers.
 */
export const PartsStep = forwardRef<
  PartsStepHandle,
  {
    details: WizardDetail[]
    onChange: (details: WizardDetail[]) => void
    hasReference: boolean
    signedIn: boolean
    sendToProviders: boolean
    onSendToProvidersChange: (value: boolean) => void
    providerIds: number[]
    onProviderIdsChange: (ids: number[]) => void
  }
>(function PartsStepFields(props, ref) {
  const { details, onChange, hasReference, signedIn } = props
  const [showErrors, setShowErrors] = useState(false)
  const [tyreRow, setTyreRow] = useState<number | null>(null)
  const [tyreAsked, setTyreAsked] = useState<Record<string, boolean>>({})
  const [suppliers, setSuppliers] = useState<Supplier[]>([])
  const [providersError, setProvidersError] = useState<string | null>(null)

  useEffect(() => {
    if (!signedIn) return
    void api<{ data: Supplier[] }>('GET', '/api/satda/proveedor?page=1&pageSize=200').then(
      (response) => {
        if (response.ok) setSuppliers(response.body.data)
      }
    )
  }, [signedIn])

  const update = (index: number, patch: Partial<WizardDetail>) =>
    onChange(details.map((detail, i) => (i === index ? { ...detail, ...patch } : detail)))

  /** A tyre line without dimensions, not yet asked about. */
  const pendingTyre = () =>
    details.findIndex(
      (detail) =>
        isTyreName(detail.name) &&
        !rimDimensionsComplete(detail.rimDimensions) &&
        !tyreAsked[detail.name.trim()]
    )

  useImperativeHandle(ref, () => ({
    validate() {
      setShowErrors(true)
      const linesOk = details.every(
        (detail) => Object.keys(detailErrors(detail, { hasReference })).length === 0
      )
      const providersOk = !props.sendToProviders || props.providerIds.length > 0
      setProvidersError(providersOk ? null : DETAIL_MESSAGES.providersRequired)
      if (!linesOk || !providersOk) return false
      const tyre = pendingTyre()
      if (tyre >= 0) {
        setTyreRow(tyre)
        return false
      }
      return true
    },
  }))

  const markAsked = (index: number) =>
    setTyreAsked({ ...tyreAsked, [details[index].name.trim()]: true })

  return (
    <Stack gap="md">
      {details.map((detail, index) => {
        const errors = showErrors ? detailErrors(detail, { hasReference }) : {}
        return (
          <Paper key={index} withBorder p="md" radius="md" data-testid={`part-row-${index}`}>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="Nombre de la autoparte"
                placeholder="Ej: pastillas de freno delanteras"
                style={{ flex: '1 1 240px' }}
                maxLength={DETAIL_NAME_MAX + 20}
                value={detail.name}
                onChange={(event) => update(index, { name: event.currentTarget.value })}
                onBlur={() => {
                  if (
                    isTyreName(detail.name) &&
                    !rimDimensionsComplete(detail.rimDimensions) &&
                    !tyreAsked[detail.name.trim()]
                  ) {
                    setTyreRow(index)
                  }
                }}
                error={errors.name}
                required
              />
              <NumberInput
                label="Cantidad"
                w={110}
                min={1}
                max={DETAIL_AMOUNT_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={detail.amount ?? ''}
                onChange={(value) => update(index, { amount: value === '' ? null : value })}
                error={errors.amount}
                required
              />
              {index > 0 && (
                <Tooltip label="Eliminar autoparte">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    aria-label="Eliminar autoparte"
                    onClick={() => onChange(details.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            <Group align="flex-start" gap="lg" mt="sm" wrap="wrap">
              {hasReference && (
                <TextInput
                  label="Número de parte"
                  placeholder="Ej: 04465-0K290"
                  style={{ flex: '1 1 200px' }}
                  maxLength={DETAIL_REFERENCE_MAX}
                  value={detail.reference}
                  onChange={(event) => update(index, { reference: event.currentTarget.value })}
                  error={errors.reference}
                  required
                />
              )}
              <ImageUpload
                label="Foto (opcional)"
                value={detail.image}
                onChange={(image) => update(index, { image })}
              />
            </Group>
            {detail.rimDimensions && rimDimensionsComplete(detail.rimDimensions) && (
              <Text size="sm" mt="xs">
                Medidas: {tyreSizeLabel(detail.rimDimensions)}{' '}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setTyreRow(index)}
                >
                  Cambiar
                </Anchor>
              </Text>
            )}
          </Paper>
        )
      })}

      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => onChange([...details, { ...EMPTY_DETAIL }])}
        w="fit-content"
        disabled={details.length >= 50}
      >
        Agregar otra autoparte
      </Button>

      {signedIn && (
        <Paper withBorder p="md" radius="md">
          <Checkbox
            label="Enviar a mis proveedores"
            checked={props.sendToProviders}
            onChange={(event) => {
              props.onSendToProvidersChange(event.currentTarget.checked)
              setProvidersError(null)
            }}
          />
          {props.sendToProviders && (
            <MultiSelect
              mt="sm"
              label="Mis proveedores"
              placeholder={
                suppliers.length ? 'Elige uno o varios' : 'Aún no tienes proveedores vinculados'
              }
              data={suppliers.map((supplier) => ({
                value: String(supplier.id),
                label: supplier.razon_social,
              }))}
              value={props.providerIds.map(String)}
              onChange={(values) => {
                props.onProviderIdsChange(values.map(Number))
                setProvidersError(null)
              }}
              searchable
              nothingFoundMessage="Sin resultados"
            />
          )}
          {providersError && (
            <Alert color="red" variant="light" mt="sm">
              {providersError}
            </Alert>
          )}
        </Paper>
      )}

      <TyreModal
        opened={tyreRow !== null}
        partName={tyreRow !== null ? (details[tyreRow]?.name ?? '') : ''}
        initial={tyreRow !== null ? (details[tyreRow]?.rimDimensions ?? null) : null}
        onSave={(rim) => {
          if (tyreRow !== null) {
            update(tyreRow, { rimDimensions: rim })
            markAsked(tyreRow)
          }
          setTyreRow(null)
        }}
        onSkip={() => {
          if (tyreRow !== null) markAsked(tyreRow)
          setTyreRow(null)
        }}
      />
    </Stack>
  )
})

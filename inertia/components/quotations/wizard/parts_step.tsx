import { forwardRef, useImperativeHandle, useState } from 'react'
import { Button, Stack } from '@mantine/core'
import type { FormValidationResult } from '@mantine/form'
import { IconPlus } from '@tabler/icons-react'
import { EMPTY_DETAIL, isTyreName, rimDimensionsComplete } from '@rules/quotations/rules/details'
import { PartRow } from '~/components/quotations/wizard/part_row'
import { ProvidersPicker } from '~/components/quotations/wizard/providers_picker'
import { TyreModal } from '~/components/quotations/wizard/tyre_modal'
import type { PartsFormApi } from '~/components/quotations/wizard/wizard_forms'

export interface PartsStepHandle {
  /** Shows the errors; asks for tyre dimensions once; answers whether the step may advance. */
  validate(): boolean
}

/** The most part lines one request takes (the server's limit). */
const MAX_LINES = 50

/**
 * Step 2 'Autopartes': repeatable part lines (the first cannot be deleted), tyre dimensions
 * asked once per tyre line, and 'Enviar a mis proveedores' for signed-in buyers. The lines live
 * in the wizard's parts form, checked with the shared detail rules.
 */
export const PartsStep = forwardRef<
  PartsStepHandle,
  { form: PartsFormApi; hasReference: boolean; signedIn: boolean }
>(function PartsStepFields({ form, hasReference, signedIn }, ref) {
  const details = form.getValues().details
  const [tyreRow, setTyreRow] = useState<number | null>(null)
  const [tyreAsked, setTyreAsked] = useState<Record<string, boolean>>({})

  /** A tyre line without dimensions, not yet asked about. */
  const needsTyre = (index: number) => {
    const detail = form.getValues().details[index]
    return (
      isTyreName(detail.name) &&
      !rimDimensionsComplete(detail.rimDimensions) &&
      !tyreAsked[detail.name.trim()]
    )
  }

  useImperativeHandle(ref, () => ({
    validate() {
      if ((form.validate() as FormValidationResult).hasErrors) return false
      const tyre = form.getValues().details.findIndex((_, index) => needsTyre(index))
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
      {details.map((_, index) => (
        <PartRow
          key={index}
          form={form}
          index={index}
          hasReference={hasReference}
          onNameBlur={() => needsTyre(index) && setTyreRow(index)}
          onEditTyre={() => setTyreRow(index)}
        />
      ))}

      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem('details', { ...EMPTY_DETAIL })}
        w="fit-content"
        disabled={details.length >= MAX_LINES}
      >
        Agregar otra autoparte
      </Button>

      {signedIn && <ProvidersPicker form={form} />}

      <TyreModal
        opened={tyreRow !== null}
        partName={tyreRow !== null ? (details[tyreRow]?.name ?? '') : ''}
        initial={tyreRow !== null ? (details[tyreRow]?.rimDimensions ?? null) : null}
        onSave={(rim) => {
          if (tyreRow !== null) {
            form.setFieldValue(`details.${tyreRow}.rimDimensions`, rim)
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

import {
  ActionIcon,
  Anchor,
  Group,
  NumberInput,
  Paper,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import {
  DETAIL_AMOUNT_MAX,
  DETAIL_NAME_MAX,
  DETAIL_REFERENCE_MAX,
  rimDimensionsComplete,
  tyreSizeLabel,
} from '@rules/quotations/rules/details'
import { ImageUpload } from '~/components/image_upload'
import type { PartsFormApi } from '~/components/quotations/wizard/wizard_forms'
import { partTexts } from '@rules/quotations/rules/country_texts'
import { useShared } from '~/lib/page_props'

/**
 * One part line of 'Autopartes' (doc 2 §2 step 2, §3 `reference`): name, amount, the part number
 * (optional, at most 64; required when 'Tengo la referencia' is ticked), an optional photo and the
 * tyre dimensions once given. The first line cannot be deleted.
 */
export function PartRow({
  form,
  index,
  hasReference,
  onNameBlur,
  onEditTyre,
}: {
  form: PartsFormApi
  index: number
  hasReference: boolean
  /** Leaving the name: a tyre without dimensions asks for them. */
  onNameBlur: () => void
  onEditTyre: () => void
}) {
  const { country } = useShared()
  const path = `details.${index}` as const
  const detail = form.getValues().details[index]
  const name = form.getInputProps(`${path}.name`)

  return (
    <Paper withBorder p="md" radius="md" data-testid={`part-row-${index}`}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Nombre de la autoparte"
          placeholder={partTexts(country.code).partPlaceholder}
          style={{ flex: '1 1 240px' }}
          maxLength={DETAIL_NAME_MAX + 20}
          required
          {...name}
          onBlur={(event) => {
            name.onBlur?.(event)
            onNameBlur()
          }}
        />
        <NumberInput
          label="Cantidad"
          w={110}
          min={1}
          max={DETAIL_AMOUNT_MAX}
          allowDecimal={false}
          allowNegative={false}
          required
          {...form.getInputProps(`${path}.amount`)}
          value={detail.amount ?? ''}
        />
        {index > 0 && (
          <Tooltip label="Eliminar autoparte">
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label="Eliminar autoparte"
              onClick={() => form.removeListItem('details', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Group align="flex-start" gap="lg" mt="sm" wrap="wrap">
        <TextInput
          label={hasReference ? 'Número de parte' : 'Número de parte (opcional)'}
          placeholder="Ej: 04465-0K290"
          style={{ flex: '1 1 200px' }}
          maxLength={DETAIL_REFERENCE_MAX + 20}
          required={hasReference}
          {...form.getInputProps(`${path}.reference`)}
        />
        <ImageUpload
          label="Foto (opcional)"
          value={detail.image}
          onChange={(image) => form.setFieldValue(`${path}.image`, image)}
        />
      </Group>
      {detail.rimDimensions && rimDimensionsComplete(detail.rimDimensions) && (
        <Text size="sm" mt="xs">
          Medidas: {tyreSizeLabel(detail.rimDimensions)}{' '}
          <Anchor component="button" type="button" size="sm" onClick={onEditTyre}>
            Cambiar
          </Anchor>
        </Text>
      )}
    </Paper>
  )
}

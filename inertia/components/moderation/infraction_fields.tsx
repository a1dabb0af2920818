import { NativeSelect, Text, Textarea } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { INFRACTION_DETAIL_MAX_LENGTH, INFRACTION_TYPES } from '@rules/moderation/rules/infractions'
import { MODERATION_TEXTS as T } from './texts'

/** The part of an infraction form both forms share: its type and its detail. */
export interface InfractionKindValues {
  infraction_type: string
  infraction_detail: string
}

const TYPE_OPTIONS = [
  { value: '', label: T.typePlaceholder, disabled: true },
  ...Object.entries(INFRACTION_TYPES).map(([value, label]) => ({ value, label })),
]

/**
 * The checks of the type and the detail (`true`: the field is marked and the form's alert says
 * 'Todos los datos son obligatorios'; a too long detail says so on the field).
 */
export const infractionKindRules = {
  infraction_type: (value: string) => (value ? null : true),
  infraction_detail: (value: string) => {
    if (!value.trim()) return true
    return value.trim().length > INFRACTION_DETAIL_MAX_LENGTH ? T.detailTooLong : null
  },
}

/**
 * 'Tipo de infracción' and the detail with its 'n / 512' counter: the same fields in the
 * quotation's 'Registrar infracción' (infraction_modal.tsx) and in the staff moderation queue's.
 */
export function InfractionKindFields<V extends InfractionKindValues>({
  form,
}: {
  form: UseFormReturnType<V>
}) {
  const detail = form.values.infraction_detail.trim()
  return (
    <>
      <NativeSelect
        label={T.typeLabel}
        withAsterisk
        data={TYPE_OPTIONS}
        data-testid="infraction-type"
        {...form.getInputProps('infraction_type')}
      />
      <Textarea
        label={T.detailLabel}
        placeholder={T.detailPlaceholder}
        withAsterisk
        rows={4}
        autosize={false}
        description={
          <Text span size="xs" c={detail.length > INFRACTION_DETAIL_MAX_LENGTH ? 'red' : 'dimmed'}>
            {T.counter(detail)}
          </Text>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data-testid="infraction-detail"
        {...form.getInputProps('infraction_detail')}
      />
    </>
  )
}

import { Checkbox, Group, Stack, Text, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { WEEK_DAYS, type OpeningDay } from '@rules/stores/rules/store_config_rules'
import { CONFIG_TEXTS } from './texts'

const T = CONFIG_TEXTS.data

/**
 * The opening hours of the Datos form: one row per day (Monday first), closed or open from one
 * time to another ('HH:mm'). The form holds them as `opening_hours`.
 */
export function OpeningHoursInput({
  form,
  disabled,
}: {
  form: UseFormReturnType<{ opening_hours: OpeningDay[] } & Record<string, any>, any, any>
  disabled: boolean
}) {
  const days = form.getValues().opening_hours
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {T.hours}
      </Text>
      {days.map((day, index) => (
        <Group key={WEEK_DAYS[index]} gap="sm" wrap="wrap" align="flex-start">
          <Text size="sm" w={90} mt={8}>
            {WEEK_DAYS[index]}
          </Text>
          <Checkbox
            label={T.closed}
            mt={8}
            disabled={disabled}
            {...form.getInputProps(`opening_hours.${index}.closed`, { type: 'checkbox' })}
          />
          {!day.closed && (
            <>
              <TextInput
                type="time"
                aria-label={`${T.opens} ${WEEK_DAYS[index]}`}
                w={140}
                disabled={disabled}
                {...form.getInputProps(`opening_hours.${index}.opens`)}
              />
              <TextInput
                type="time"
                aria-label={`${T.closes} ${WEEK_DAYS[index]}`}
                w={140}
                disabled={disabled}
                {...form.getInputProps(`opening_hours.${index}.closes`)}
              />
            </>
          )}
        </Group>
      ))}
    </Stack>
  )
}

import { DatePickerInput } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { DatesProvider } from '~/components/dates_provider'

export interface ValidUntilPickerProps {
  label: string
  /** 'yyyy-MM-dd'. */
  value: string
  minDate: string
  maxDate: string
  error?: React.ReactNode
  onChange: (value: string) => void
}

/**
 * The valid-until date of a quotation: Mantine's date picker in Spanish. Its own chunk (dayjs
 * and the pickers load with it, when the form shows), see quotation_settings.tsx.
 */
export function ValidUntilPicker({
  label,
  value,
  minDate,
  maxDate,
  error,
  onChange,
}: ValidUntilPickerProps) {
  return (
    <DatesProvider>
      <DatePickerInput
        label={label}
        withAsterisk
        leftSection={<IconCalendar size={16} />}
        valueFormat="D [de] MMMM [de] YYYY"
        value={value || null}
        minDate={minDate}
        maxDate={maxDate}
        error={error}
        onChange={(next) => onChange(next ?? '')}
        popoverProps={{ withinPortal: true }}
        data-testid="valid-until"
      />
    </DatesProvider>
  )
}

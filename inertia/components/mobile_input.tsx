import { Text, TextInput, type TextInputProps } from '@mantine/core'
import { formatMobile, mobileInputValue, normalizeMobile } from '@rules/users/rules/mobile'
import { useShared } from '~/lib/page_props'

type MobileInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'leftSection'> & {
  value?: string
  /** Receives the national number in its groups ("33 1234 5678"), never the prefix. */
  onChange?: (value: string) => void
}

/**
 * Every WhatsApp / mobile field: the host country's prefix (+57, +52) before the input, and
 * the national number in it. A typed or pasted prefix ("+52 1 33 1234 5678", "+523312345678")
 * is taken out, so the prefix never shows twice (app/users/rules/mobile.ts mobileInputValue).
 */
export function MobileInput({ value, onChange, ...props }: MobileInputProps) {
  const { country } = useShared()
  return (
    <TextInput
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={country.code === 'MX' ? '33 1234 5678' : '300 123 4567'}
      {...props}
      leftSection={<Text size="sm">+{country.phonePrefix}</Text>}
      leftSectionWidth={48}
      value={mobileInputValue(value ?? '', country.code)}
      onChange={(event) => onChange?.(mobileInputValue(event.currentTarget.value, country.code))}
    />
  )
}

/**
 * A stored national number as every list shows it, in the groups of the host's country
 * (300 123 4567, 33 1234 5678), the prefix being the site's own.
 */
export function useMobileText() {
  const { country } = useShared()
  return (mobile: string | null | undefined) => {
    if (!mobile) return '--'
    return formatMobile(normalizeMobile(mobile, country.code) ?? mobile, country.code)
  }
}

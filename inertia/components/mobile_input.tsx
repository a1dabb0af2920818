import { Text, TextInput, type TextInputProps } from '@mantine/core'
import { mobileDisplay, mobileInputValue } from '@rules/users/rules/mobile'
import { COUNTRIES, type CountryCode } from '@rules/core/country/country'
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
 * A stored number as every page shows it, by the one display rule (app/users/rules/mobile.ts
 * mobileDisplay): "+57 300 123 4567", "+52 33 1234 5678", '--' when there is none. The
 * record's country when it has one (an order's store), else the host's.
 */
export function useMobileText() {
  const { country } = useShared()
  return (mobile: string | null | undefined, countryCode?: string | null) =>
    mobileDisplay(
      mobile,
      countryCode && countryCode in COUNTRIES ? (countryCode as CountryCode) : country.code
    )
}

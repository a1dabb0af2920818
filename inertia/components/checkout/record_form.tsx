import { useState } from 'react'
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle } from '@tabler/icons-react'
import { CitySelect } from '~/components/city_select'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { normalizeMobile } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { ADDRESS_TEXTS, BILLING_TEXTS, RECORD_TEXTS as T } from './texts'
import { MobileInput } from '~/components/mobile_input'
import {
  ADDRESS_COUNTRY_TEXTS,
  NEIGHBORHOOD_MAX_LENGTH,
  POSTAL_CODE_PATTERN,
} from '@rules/orders/rules/checkout_records'
import { orderTexts } from '@rules/orders/rules/country_texts'

export type RecordKind = 'address' | 'billing'

export interface RecordFormProps {
  /** The new record's id, once saved. */
  onSaved(id: number): void
  onCancel(): void
}

interface Values {
  fullname: string
  identification: string
  address: string
  neighborhood: string
  postal_code: string
  city_id: number | null
  email: string
  mobile: string
}

const KINDS = {
  address: { texts: ADDRESS_TEXTS, route: 'api.addresses.store', withEmail: false },
  billing: { texts: BILLING_TEXTS, route: 'api.billing.store', withEmail: true },
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The identification last saved in a record form of this page: the next form starts with it
 * (typed in 'Datos de facturación', it is there again in 'Datos de envío').
 */
const lastSaved = { identification: '' }
const rememberIdentification = (value: string) => {
  lastSaved.identification = value
}

/**
 * The inline form of a new delivery address or billing record (doc 1 §5: every field required;
 * the limits of each kind; a valid e-mail for billing; a valid WhatsApp number of the country).
 * Checked after each change; prefilled with the user's name, city and number, and the
 * identification saved last in such a form. The server's messages go on their fields; a failed
 * save shows the warning of doc 1 §8 ('No se ha podido guardar la nueva dirección' / 'No se ha
 * podido guardar los datos de facturación'), with the reason when it named no field. Used by
 * address_form.tsx and billing_form.tsx.
 */
export function RecordForm({ kind, onSaved, onCancel }: RecordFormProps & { kind: RecordKind }) {
  const { user, country } = useShared()
  const { texts, route, withEmail } = KINDS[kind]
  /** Mexico's delivery addresses and billing data ask the colonia and the código postal. */
  const withNeighborhood =
    kind === 'address'
      ? ADDRESS_COUNTRY_TEXTS[country.code].withNeighborhood
      : orderTexts(country.code).billingWithNeighborhood
  /** Billing's identification is the RFC in Mexico. */
  const identificationLabel =
    kind === 'billing' ? orderTexts(country.code).billingIdentification : T.identification
  const limits = texts.limits
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const text = (required: string, max: number, tooLong: string) => (value: string) => {
    if (!value.trim()) return required
    return value.trim().length > max ? tooLong : null
  }
  const form = useForm<Values>({
    mode: 'controlled',
    validateInputOnChange: true,
    initialValues: {
      fullname: user?.fullName.slice(0, limits.fullname) ?? '',
      identification: lastSaved.identification.slice(0, limits.identification),
      address: '',
      neighborhood: '',
      postal_code: '',
      city_id: user?.cityId ?? null,
      email: withEmail ? (user?.email ?? '') : '',
      mobile: user?.mobile ?? '',
    },
    validate: {
      fullname: text(T.fullnameRequired, limits.fullname, T.fullnameMax(limits.fullname)),
      identification: text(
        T.identificationRequired,
        limits.identification,
        T.identificationMax(limits.identification)
      ),
      address: text(T.addressRequired, limits.address, T.addressMax(limits.address)),
      neighborhood: (value) =>
        withNeighborhood
          ? text(T.mx.neighborhoodRequired, NEIGHBORHOOD_MAX_LENGTH, T.mx.neighborhoodMax)(value)
          : null,
      postal_code: (value) =>
        withNeighborhood && !POSTAL_CODE_PATTERN.test(value.trim()) ? T.mx.postalCodeInvalid : null,
      city_id: (value) => (value ? null : T.cityRequired),
      email: (value) => {
        if (!withEmail) return null
        if (!value.trim()) return T.emailRequired
        if (value.trim().length > BILLING_TEXTS.limits.email) {
          return T.emailMax(BILLING_TEXTS.limits.email)
        }
        return EMAIL.test(value.trim()) ? null : T.emailInvalid
      },
      mobile: (value) => (normalizeMobile(value, country.code) ? null : T.mobileInvalid),
    },
  })

  const save = async (values: Values) => {
    if (saving) return
    setSaving(true)
    setFailure(null)
    const response = await api('POST', urlFor(route), {
      fullname: values.fullname.trim(),
      identification: values.identification.trim(),
      address: values.address.trim(),
      ...(withNeighborhood
        ? { neighborhood: values.neighborhood.trim(), postal_code: values.postal_code.trim() }
        : {}),
      city_id: values.city_id,
      ...(withEmail ? { email: values.email.trim() } : {}),
      mobile: normalizeMobile(values.mobile, country.code) ?? values.mobile,
    })
    setSaving(false)
    if (response.ok && typeof response.body.data?.id === 'number') {
      rememberIdentification(values.identification.trim())
      notifications.show({ color: 'green', message: response.body.message ?? texts.saved })
      onSaved(response.body.data.id)
      return
    }
    const loose = applyServerErrors(form, response)
    setFailure(loose ?? '')
  }

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
        <Stack gap="sm">
          <Text fw={600}>{texts.formTitle}</Text>
          {failure !== null && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={texts.saveFailed}>
              {failure || null}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={T.fullname} withAsterisk {...form.getInputProps('fullname')} />
            <TextInput
              label={identificationLabel}
              withAsterisk
              {...form.getInputProps('identification')}
            />
          </SimpleGrid>
          <TextInput
            label={T.address}
            placeholder={T.addressPlaceholder(country.code)}
            withAsterisk
            {...form.getInputProps('address')}
          />
          {withNeighborhood && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={T.mx.neighborhood}
                placeholder={T.mx.neighborhoodPlaceholder}
                withAsterisk
                {...form.getInputProps('neighborhood')}
              />
              <TextInput
                label={T.mx.postalCode}
                placeholder={T.mx.postalCodePlaceholder}
                inputMode="numeric"
                autoComplete="postal-code"
                withAsterisk
                {...form.getInputProps('postal_code')}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <CitySelect
              label={T.city}
              required
              value={form.values.city_id}
              onChange={(id) => form.setFieldValue('city_id', id)}
              error={form.errors.city_id as string | undefined}
            />
            <MobileInput label={T.mobile} withAsterisk {...form.getInputProps('mobile')} />
          </SimpleGrid>
          {withEmail && (
            <TextInput label={T.email} type="email" withAsterisk {...form.getInputProps('email')} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={saving} data-testid={`save-${kind}`}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

import { useEffect, useState } from 'react'
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { normalizeMobile } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { CitySelect } from '~/components/city_select'
import { AUTH_TEXTS as T } from './texts'
import { AcceptConditions, accountRules, PasswordPair, type AccountValues } from './account_fields'
import { MobileInput } from '~/components/mobile_input'

interface Values extends AccountValues {
  mobile: string
  city_id: number | null
}

/**
 * Sign-up form (signUpModal and the registration page). Validates after each change, the
 * server checks again and its Spanish messages land on the fields.
 */
export function RegisterForm({
  initialMobile,
  urlreturn,
  onLogin,
}: {
  initialMobile?: string | null
  urlreturn?: string | null
  onLogin?: () => void
}) {
  const { country, product } = useShared()
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const form = useForm<Values>({
    mode: 'controlled',
    validateInputOnChange: true,
    initialValues: {
      full_name: '',
      email: '',
      mobile: initialMobile ?? '',
      city_id: null,
      password: '',
      password_confirmation: '',
      conditions: false,
    },
    validate: {
      ...accountRules(),
      mobile: (v) => (normalizeMobile(v, country.code) ? null : T.invalidPhone),
      city_id: (v) => (v ? null : T.cityRequired),
    },
  })
  /** The number typed in the WhatsApp sign-in, kept by the browser: read once mounted (the page
   * may have been rendered on the server, which has no storage). */
  useEffect(() => {
    const saved = initialMobile ? null : window.localStorage.getItem('signUpMobile')
    if (saved) form.setFieldValue('mobile', saved)
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const submit = async (values: Values) => {
    setError(null)
    setLoading(true)
    const response = await api('POST', urlFor('users.registerAjax'), {
      ...values,
      mobile: normalizeMobile(values.mobile, country.code),
      urlreturn: urlreturn ?? undefined,
    })
    setLoading(false)
    if (response.ok) {
      window.localStorage.removeItem('signUpMobile')
      const target = response.body.urlreturn || urlreturn
      if (target) window.location.replace(target)
      else window.location.reload()
      return
    }
    setError(applyServerErrors(form, response))
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={T.fullName}
          autoComplete="name"
          required
          {...form.getInputProps('full_name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={T.email}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <MobileInput label={T.whatsappNumber} required {...form.getInputProps('mobile')} />
        </SimpleGrid>
        <CitySelect
          required
          value={form.values.city_id}
          onChange={(id) => form.setFieldValue('city_id', id)}
          error={form.errors.city_id as string | undefined}
        />
        <PasswordPair form={form} />
        <AcceptConditions form={form} label={T.conditions(product.name, country.code)} />
        {error && (
          <Alert color="red" variant="light" title={T.checkData}>
            {error}
          </Alert>
        )}
        <Button type="submit" loading={loading} fullWidth>
          {T.createAccount}
        </Button>
        {onLogin && (
          <Group justify="center" gap={4}>
            <Text size="sm">{T.haveAccount}</Text>
            <Anchor component="button" type="button" size="sm" onClick={onLogin}>
              {T.logIn}
            </Anchor>
          </Group>
        )}
      </Stack>
    </form>
  )
}

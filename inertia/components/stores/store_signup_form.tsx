import { useState } from 'react'
import { Alert, Divider, SimpleGrid, Stack, TextInput, Button } from '@mantine/core'
import { useForm } from '@mantine/form'
import { normalizeTaxId, taxIdTexts } from '@rules/stores/rules/tax_id'
import { urlPathFromName, urlPathProblem } from '@rules/stores/rules/url_path'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { normalizeMobile } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { CitySelect } from '~/components/city_select'
import {
  AcceptConditions,
  accountRules,
  PasswordPair,
  type AccountValues,
} from '~/components/auth/account_fields'
import { WhatsAppCodeField } from './whatsapp_code_field'
import { STORE_TEXTS as T } from './texts'

interface Values extends AccountValues {
  name: string
  tax_id: string
  city_id: number | null
  url_path: string
  mobile: string
  code: string
}

/**
 * The store sign-up form. The url_path follows the business name until the person edits it;
 * the tax id (NIT with its check digit, or RFC, by the host's country) and the url_path are
 * checked here with the server's own rules, and the server's messages land on the fields. A
 * guest fills in their account too.
 */
export function StoreSignupForm({ onRegistered }: { onRegistered: (message: string) => void }) {
  const { user, country, product } = useShared()
  const guest = !user
  const taxTexts = taxIdTexts(country.code)
  const [pathEdited, setPathEdited] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: '',
      tax_id: '',
      city_id: null,
      url_path: '',
      mobile: '',
      code: '',
      full_name: user?.fullName ?? '',
      email: '',
      password: '',
      password_confirmation: '',
      conditions: false,
    },
    validate: {
      name: (v) => (v.trim().length >= 3 ? null : T.businessNameRequired),
      tax_id: (v) => (normalizeTaxId(v, country.code) ? null : taxTexts.invalid),
      city_id: (v) => (v ? null : T.cityRequired),
      url_path: (v) => urlPathProblem(v.trim()),
      mobile: (v) => (normalizeMobile(v, country.code) ? null : T.invalidPhone),
      code: (v) => (/^\d{6}$/.test(v) ? null : T.codeRequired),
      ...accountRules(() => guest),
    },
  })
  const values = form.getValues()

  const submit = async (input: Values) => {
    setError(null)
    setLoading(true)
    const response = await api('POST', urlFor('stores.register.store'), {
      ...input,
      mobile: normalizeMobile(input.mobile, country.code),
      url_path: input.url_path.trim(),
    })
    setLoading(false)
    if (response.ok) return onRegistered(response.body.message)
    setError(applyServerErrors(form, response))
  }

  return (
    <form onSubmit={form.onSubmit((input) => void submit(input))} noValidate>
      <Stack gap="sm">
        <Divider label={T.businessSection} labelPosition="left" />
        <TextInput
          label={T.businessName}
          required
          {...form.getInputProps('name')}
          onChange={(event) => {
            const name = event.currentTarget.value
            form.setFieldValue('name', name)
            if (!pathEdited) form.setFieldValue('url_path', urlPathFromName(name))
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={taxTexts.label} required {...form.getInputProps('tax_id')} />
          <CitySelect
            required
            label={T.city}
            value={values.city_id}
            onChange={(id) => form.setFieldValue('city_id', id)}
            error={form.errors.city_id as string | undefined}
          />
        </SimpleGrid>
        <TextInput
          label={T.urlPath}
          description={T.urlPathHelp(`/tienda/${values.url_path || 'mi-tienda'}`)}
          required
          {...form.getInputProps('url_path')}
          onChange={(event) => {
            setPathEdited(true)
            form.setFieldValue('url_path', event.currentTarget.value.toLowerCase())
          }}
        />
        <WhatsAppCodeField
          mobile={values.mobile}
          code={values.code}
          onMobileChange={(v) => form.setFieldValue('mobile', v)}
          onCodeChange={(v) => form.setFieldValue('code', v)}
          mobileError={form.errors.mobile as string | undefined}
          codeError={form.errors.code as string | undefined}
          onMobileError={(message) => form.setFieldError('mobile', message)}
        />
        {guest && (
          <>
            <Divider label={T.accountSection} labelPosition="left" mt="sm" />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={T.fullName}
                autoComplete="name"
                required
                {...form.getInputProps('full_name')}
              />
              <TextInput
                label={T.email}
                type="email"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
            </SimpleGrid>
            <PasswordPair form={form} />
            <AcceptConditions form={form} label={T.conditions(product.name)} />
          </>
        )}
        {error && (
          <Alert color="red" variant="light" title={T.checkData}>
            {error}
          </Alert>
        )}
        <Button type="submit" loading={loading} fullWidth>
          {T.submit}
        </Button>
      </Stack>
    </form>
  )
}

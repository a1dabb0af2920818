import { useState } from 'react'
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { api, errorMessage, fieldErrors } from '~/lib/http'
import { normalizeMobile } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { CitySelect } from '~/components/city_select'

interface Values {
  full_name: string
  email: string
  mobile: string
  city_id: number | null
  password: string
  password_confirmation: string
  conditions: boolean
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
      mobile: initialMobile ?? window.localStorage.getItem('signUpMobile') ?? '',
      city_id: null,
      password: '',
      password_confirmation: '',
      conditions: false,
    },
    validate: {
      full_name: (v) => (v.trim().length >= 3 ? null : 'Ingresa tu nombre completo'),
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'El email no es válido'),
      mobile: (v) => (normalizeMobile(v, country.code) ? null : 'Teléfono invalido'),
      city_id: (v) => (v ? null : 'Selecciona tu ciudad'),
      password: (v) => (v.length >= 8 ? null : 'La contraseña debe tener mínimo 8 caracteres'),
      password_confirmation: (v, values) =>
        v === values.password ? null : 'Las contraseñas no coinciden',
      conditions: (v) => (v ? null : 'Debes aceptar los términos y condiciones'),
    },
  })

  const submit = async (values: Values) => {
    setError(null)
    setLoading(true)
    const response = await api('POST', '/users/page/registerAjax', {
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
    const fields = fieldErrors(response)
    if (Object.keys(fields).length > 0) form.setErrors(fields)
    else setError(errorMessage(response))
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Nombre completo"
          autoComplete="name"
          required
          {...form.getInputProps('full_name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Número de WhatsApp"
            inputMode="tel"
            leftSection={<Text size="sm">+{country.phonePrefix}</Text>}
            leftSectionWidth={48}
            required
            {...form.getInputProps('mobile')}
          />
        </SimpleGrid>
        <CitySelect
          required
          value={form.values.city_id}
          onChange={(id) => form.setFieldValue('city_id', id)}
          error={form.errors.city_id as string | undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PasswordInput
            label="Contraseña"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirma la contraseña"
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
        </SimpleGrid>
        <Checkbox
          label={`Acepto los términos y condiciones y la política de tratamiento de datos de ${product.name}`}
          {...form.getInputProps('conditions', { type: 'checkbox' })}
        />
        {error && (
          <Alert color="red" variant="light" title="Revisa los datos ingresados">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={loading} fullWidth>
          Crear cuenta
        </Button>
        {onLogin && (
          <Group justify="center" gap={4}>
            <Text size="sm">¿Ya tienes cuenta?</Text>
            <Anchor component="button" type="button" size="sm" onClick={onLogin}>
              Ingresa
            </Anchor>
          </Group>
        )}
      </Stack>
    </form>
  )
}

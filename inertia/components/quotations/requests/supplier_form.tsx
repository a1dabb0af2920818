import { useState } from 'react'
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { normalizeMobile } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { REQUEST_TEXTS, SUPPLIER_TEXTS as T } from './texts'
import { MobileInput } from '~/components/mobile_input'
import { SUPPLIER_TAX_ID_PATTERN } from '@rules/stores/rules/supplier_messages'

interface Values {
  razon_social: string
  nit: string
  mobile: string
  email: string
}

/**
 * 'Agregar proveedor' in 'Vincular proveedor' (doc 2 §2, §7): razón social (required), NIT,
 * WhatsApp and email. An existing supplier with the same NIT is linked instead of duplicated
 * (the server says which). `onSaved` reloads the list.
 */
export function SupplierForm({ onSaved, onClose }: { onSaved: () => void; onClose: () => void }) {
  const { country } = useShared()
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const form = useForm<Values>({
    mode: 'controlled',
    validateInputOnChange: true,
    initialValues: { razon_social: '', nit: '', mobile: '', email: '' },
    validate: {
      razon_social: (value) => {
        const text = value.trim()
        if (!text) return T.razonSocialRequired
        return text.length > 256 ? T.razonSocialMax : null
      },
      nit: (value) => {
        const text = value.trim()
        if (text.length > 32) return T.nitMax(country.code)
        return text && !SUPPLIER_TAX_ID_PATTERN.test(text) ? T.nitFormat(country.code) : null
      },
      mobile: (value) =>
        value.trim() && !normalizeMobile(value, country.code) ? T.invalidPhone : null,
      email: (value) =>
        value.trim() && !/^\S+@\S+\.\S+$/.test(value.trim()) ? T.invalidEmail : null,
    },
  })

  const submit = async (values: Values) => {
    setFormError(null)
    setSaving(true)
    const mobile = values.mobile.trim() ? normalizeMobile(values.mobile, country.code) : null
    const response = await api('POST', urlFor('api.satda.proveedor.store'), {
      razon_social: values.razon_social.trim(),
      nit: values.nit.trim() || null,
      mobile,
      email: values.email.trim() || null,
    })
    setSaving(false)
    if (response.ok) {
      notifications.show({
        color: response.status === 201 ? 'green' : 'blue',
        message: response.body.message ?? T.linked,
      })
      form.reset()
      onSaved()
      return
    }
    setFormError(applyServerErrors(form, response))
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        {formError && (
          <Alert color="red" title={T.errorTitle}>
            {formError}
          </Alert>
        )}
        <TextInput
          label={T.razonSocial}
          required
          maxLength={256}
          {...form.getInputProps('razon_social')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={T.taxId(country.code)} maxLength={32} {...form.getInputProps('nit')} />
          <MobileInput label={T.whatsapp} {...form.getInputProps('mobile')} />
        </SimpleGrid>
        <TextInput label={T.email} type="email" maxLength={256} {...form.getInputProps('email')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {T.close}
          </Button>
          <Button type="submit" loading={saving}>
            {REQUEST_TEXTS.linkSupplier}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

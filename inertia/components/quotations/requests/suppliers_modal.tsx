import { useEffect, useState } from 'react'
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { IconBuildingStore, IconUnlink } from '@tabler/icons-react'
import { api, errorMessage, fieldErrors } from '~/lib/http'
import { normalizeMobile } from '~/lib/format'
import { usePath, useShared } from '~/lib/page_props'
import { Loading } from '~/components/loading'
import type { SupplierRow } from './types'
import { mobileText, REQUEST_TEXTS } from './texts'

interface Values {
  razon_social: string
  nit: string
  mobile: string
  email: string
}

/** loadProveedores (doc 2 §7): page 1, 200 per page, ordered by name. */
const SUPPLIERS_QUERY = 'page=1&pageSize=200'

/**
 * 'Vincular proveedor' (doc 2 §2): the buyer's own suppliers, a form to add one (an existing
 * supplier with the same NIT is linked instead of duplicated) and unlinking.
 */
export function SuppliersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{REQUEST_TEXTS.linkSupplier}</Text>}
      size="lg"
      centered
    >
      {opened && <SuppliersPanel onClose={onClose} />}
    </Modal>
  )
}

interface SupplierList {
  /** The reload these rows belong to. */
  version: number | null
  rows: SupplierRow[]
  error: string | null
}

/** The modal's content: mounted each time the modal opens (fresh list and empty form). */
function SuppliersPanel({ onClose }: { onClose: () => void }) {
  const { country } = useShared()
  const path = usePath()
  const [version, setVersion] = useState(0)
  const [list, setList] = useState<SupplierList>({ version: null, rows: [], error: null })
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const reload = () => setVersion((count) => count + 1)

  const form = useForm<Values>({
    mode: 'controlled',
    validateInputOnChange: true,
    initialValues: { razon_social: '', nit: '', mobile: '', email: '' },
    validate: {
      razon_social: (value) => {
        const text = value.trim()
        if (!text) return 'Ingresa la razón social del proveedor'
        return text.length > 256 ? 'La razón social debe tener máximo 256 caracteres' : null
      },
      nit: (value) => {
        const text = value.trim()
        if (text.length > 32) return 'El NIT debe tener máximo 32 caracteres'
        return text && !/^[0-9A-Za-z.\- ]+$/.test(text)
          ? 'El NIT solo puede tener números, letras, puntos y guiones'
          : null
      },
      mobile: (value) =>
        value.trim() && !normalizeMobile(value, country.code) ? 'Teléfono invalido' : null,
      email: (value) =>
        value.trim() && !/^\S+@\S+\.\S+$/.test(value.trim()) ? 'El email no es válido' : null,
    },
  })

  useEffect(() => {
    let current = true
    void api<{ data: SupplierRow[] }>('GET', path(`/api/satda/proveedor?${SUPPLIERS_QUERY}`)).then(
      (response) => {
        if (!current) return
        setList(
          response.ok
            ? { version, rows: response.body.data, error: null }
            : { version, rows: [], error: errorMessage(response) }
        )
      }
    )
    return () => {
      current = false
    }
    // path only depends on the route prefix, which never changes on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version])

  const submit = async (values: Values) => {
    setFormError(null)
    setSaving(true)
    const mobile = values.mobile.trim() ? normalizeMobile(values.mobile, country.code) : null
    const response = await api('POST', path('/api/satda/proveedor'), {
      razon_social: values.razon_social.trim(),
      nit: values.nit.trim() || null,
      mobile,
      email: values.email.trim() || null,
    })
    setSaving(false)
    if (response.ok) {
      notifications.show({
        color: response.status === 201 ? 'green' : 'blue',
        message: response.body.message ?? 'Proveedor vinculado',
      })
      form.reset()
      reload()
      return
    }
    const fields = fieldErrors(response)
    if (Object.keys(fields).length > 0) form.setErrors(fields)
    else setFormError(errorMessage(response))
  }

  const unlink = (supplier: SupplierRow) =>
    modals.openConfirmModal({
      title: 'Desvincular proveedor',
      centered: true,
      children: (
        <Text size="sm">
          ¿Deseas desvincular a <strong>{supplier.razon_social}</strong> de tus proveedores?
        </Text>
      ),
      labels: { confirm: 'Desvincular', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const response = await api('DELETE', path(`/api/satda/proveedor/${supplier.id}`))
        notifications.show(
          response.ok
            ? { color: 'green', message: response.body.message ?? 'Proveedor desvinculado' }
            : { color: 'red', title: 'Se ha presentado un error', message: errorMessage(response) }
        )
        reload()
      },
    })

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Vincula a tus proveedores de confianza para enviarles tus solicitudes de cotización con la
        opción «Enviar a mis proveedores».
      </Text>
      <Title order={3} size="h5">
        Mis proveedores
      </Title>
      {list.version !== version ? (
        <Loading />
      ) : list.error ? (
        <Alert color="red" title="Se ha presentado un error">
          {list.error}
        </Alert>
      ) : list.rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="suppliers-empty">
          Aún no tienes proveedores vinculados.
        </Text>
      ) : (
        <Stack gap="xs" data-testid="suppliers-list">
          {list.rows.map((supplier) => (
            <Paper key={supplier.id} withBorder radius="md" p="sm" data-testid="supplier-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                  <IconBuildingStore size={20} style={{ flexShrink: 0, marginTop: 2 }} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {supplier.razon_social}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      NIT {supplier.nit ?? '--'} · WhatsApp {mobileText(supplier.mobile)}
                      {supplier.email ? ` · ${supplier.email}` : ''}
                    </Text>
                  </div>
                </Group>
                <Tooltip label="Desvincular">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Desvincular ${supplier.razon_social}`}
                    onClick={() => unlink(supplier)}
                  >
                    <IconUnlink size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Divider />
      <Title order={3} size="h5">
        Agregar proveedor
      </Title>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          {formError && (
            <Alert color="red" title="Se ha presentado un error">
              {formError}
            </Alert>
          )}
          <TextInput
            label="Razón social"
            required
            maxLength={256}
            {...form.getInputProps('razon_social')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="NIT" maxLength={32} {...form.getInputProps('nit')} />
            <TextInput
              label="WhatsApp"
              inputMode="tel"
              leftSection={<Text size="sm">+{country.phonePrefix}</Text>}
              leftSectionWidth={48}
              {...form.getInputProps('mobile')}
            />
          </SimpleGrid>
          <TextInput label="Email" type="email" maxLength={256} {...form.getInputProps('email')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cerrar
            </Button>
            <Button type="submit" loading={saving}>
              {REQUEST_TEXTS.linkSupplier}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  )
}

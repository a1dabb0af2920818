import { useEffect, useState } from 'react'
import {
  ActionIcon,
  Alert,
  Divider,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core'
import { openConfirmModal } from '~/lib/confirm'
import { notifications } from '@mantine/notifications'
import { IconBuildingStore, IconUnlink } from '@tabler/icons-react'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { Loading } from '~/components/loading'
import type { SupplierRow } from './types'
import { SupplierForm } from './supplier_form'
import { REQUEST_TEXTS, SUPPLIER_TEXTS as T } from './texts'
import { mobileDisplay } from '@rules/users/rules/mobile'
import { useShared } from '~/lib/page_props'

/** loadProveedores (doc 2 §7): page 1, 200 per page, ordered by name. */
const SUPPLIERS_QUERY = { page: 1, pageSize: 200 }

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
  const [version, setVersion] = useState(0)
  const [list, setList] = useState<SupplierList>({ version: null, rows: [], error: null })
  const reload = () => setVersion((count) => count + 1)

  useEffect(() => {
    let current = true
    const url = urlFor('api.satda.proveedor.index', {}, { qs: SUPPLIERS_QUERY })
    void api<{ data: SupplierRow[] }>('GET', url).then((response) => {
      if (!current) return
      setList(
        response.ok
          ? { version, rows: response.body.data, error: null }
          : { version, rows: [], error: errorMessage(response) }
      )
    })
    return () => {
      current = false
    }
  }, [version])

  const unlink = (supplier: SupplierRow) => {
    const question = T.unlinkQuestion(supplier.razon_social)
    openConfirmModal({
      title: T.unlinkTitle,
      centered: true,
      children: (
        <Text size="sm">
          {question.before}
          <strong>{question.name}</strong>
          {question.after}
        </Text>
      ),
      labels: { confirm: T.unlink, cancel: T.cancel },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const url = urlFor('api.satda.proveedor.destroy', { id: supplier.id })
        const response = await api('DELETE', url)
        notifications.show(
          response.ok
            ? { color: 'green', message: response.body.message ?? T.unlinked }
            : { color: 'red', title: T.errorTitle, message: errorMessage(response) }
        )
        reload()
      },
    })
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {T.lead}
      </Text>
      <Title order={3} size="h5">
        {T.mine}
      </Title>
      {list.version !== version ? (
        <Loading />
      ) : list.error ? (
        <Alert color="red" title={T.errorTitle}>
          {list.error}
        </Alert>
      ) : list.rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="suppliers-empty">
          {T.empty}
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
                      {T.row(
                        country.code,
                        supplier.nit,
                        mobileDisplay(supplier.mobile, country.code),
                        supplier.email
                      )}
                    </Text>
                  </div>
                </Group>
                <Tooltip label={T.unlink}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${T.unlink} ${supplier.razon_social}`}
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
        {T.add}
      </Title>
      <SupplierForm onSaved={reload} onClose={onClose} />
    </Stack>
  )
}

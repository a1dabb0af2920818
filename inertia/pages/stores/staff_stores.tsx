import { useState } from 'react'
import { Badge, Button, Paper, Stack, Table, Text } from '@mantine/core'
import { router } from '@inertiajs/react'
import { notifications } from '@mantine/notifications'
import { StaffLayout } from '~/layouts/staff_layout'
import { PaginationControl } from '~/components/pagination_control'
import { ActivateStoreModal } from '~/components/stores/staff/activate_store_modal'
import { STORE_TEXTS as T } from '~/components/stores/texts'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { useMobileText } from '~/components/mobile_input'
import { urlFor } from '~/lib/routes'

type PendingStore = {
  id: number
  name: string
  urlPath: string
  taxId: string | null
  city: string | null
  mobile: string | null
  createdAt: string | null
  activationRequestedAt: string | null
  owner: { fullName: string; email: string | null; emailVerified: boolean }
}

/**
 * Staff section /staff/tiendas: the stores waiting for their GO module — those whose owner asked
 * for the activation first, with 'Solicitó activación el …' — then newest first, 20 a page
 * (the server's page counts from 1), and 'Activar' with the service-cost plan.
 */
export default function StaffStoresPage({
  stores,
}: {
  stores: { data: PendingStore[]; metadata: { count: number; page: number; pageSize: number } }
}) {
  const { country } = useShared()
  const mobileText = useMobileText()
  const [chosen, setChosen] = useState<PendingStore | null>(null)
  const { count, page, pageSize } = stores.metadata

  const goTo = (zeroBased: number) =>
    router.visit(urlFor('staff.stores.index', {}, { qs: { page: zeroBased + 1 } }))

  return (
    <StaffLayout title={T.staffTitle} description={T.staffDescription}>
      {stores.data.length === 0 ? (
        <Text>{T.staffEmpty}</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" data-testid="pending-stores">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.colStore}</Table.Th>
                  <Table.Th>{T.colTaxId}</Table.Th>
                  <Table.Th>{T.colCity}</Table.Th>
                  <Table.Th>{T.colOwner}</Table.Th>
                  <Table.Th>{T.colDate}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stores.data.map((store) => (
                  <Table.Tr key={store.id}>
                    <Table.Td>
                      <Text fw={600}>{store.name}</Text>
                      <Text size="xs" c="dimmed">
                        /tienda/{store.urlPath}
                      </Text>
                      {/* Under the name, so a phone sees it without scrolling the table. */}
                      <Button size="xs" mt={6} onClick={() => setChosen(store)}>
                        {T.activate}
                      </Button>
                    </Table.Td>
                    <Table.Td>{store.taxId ?? '—'}</Table.Td>
                    <Table.Td>{store.city ?? '—'}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm">{store.owner.fullName}</Text>
                        <Text size="xs" c="dimmed">
                          {store.owner.email} · {mobileText(store.mobile)}
                        </Text>
                        <Badge
                          size="xs"
                          variant="light"
                          color={store.owner.emailVerified ? 'green' : 'yellow'}
                        >
                          {store.owner.emailVerified ? T.emailVerified : T.emailNotVerified}
                        </Badge>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      {store.createdAt ? formatDate(store.createdAt, country.locale) : '—'}
                      {store.activationRequestedAt && (
                        <Badge
                          display="block"
                          mt={4}
                          size="sm"
                          variant="light"
                          color="orange"
                          data-testid="activation-requested"
                        >
                          {T.activationRequested(
                            formatDate(store.activationRequestedAt, country.locale)
                          )}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <PaginationControl total={count} pageSize={pageSize} page={page - 1} onChange={goTo} />
      <ActivateStoreModal
        store={chosen}
        onClose={() => setChosen(null)}
        onActivated={(message) => {
          setChosen(null)
          notifications.show({ color: 'green', message })
          router.reload({ only: ['stores'] })
        }}
      />
    </StaffLayout>
  )
}

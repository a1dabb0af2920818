import { useEffect, useState } from 'react'
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { api, errorMessage } from '~/lib/http'
import { Loading } from '~/components/loading'
import { vehicleText } from '~/components/quotations/requests/texts'
import { PENDING_SCOPES, useSellerApi, withStore } from './shared'
import type { Paged, SellerSettings, VendorRequest } from './types'
import { VENDOR_TEXTS as T, WAITING_TEXTS as W, waitingText } from './texts'

/** How many waiting customers the modal lists (one page). */
const WAITING_LIMIT = 20

/**
 * 'Clientes esperando' (doc 2 §2 "Seller area"): the buyers still waiting for this store's
 * answer, longest wait first, with how long each has waited against the 60-minute promise.
 * Reads the oldest Pendientes through the same list API.
 */
export function WaitingCustomersModal({
  opened,
  onClose,
  seller,
  storeId,
}: {
  opened: boolean
  onClose: () => void
  seller: SellerSettings
  storeId: number | null
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{T.waitingCustomers}</Text>}
      size="xl"
      centered
    >
      {opened && <WaitingList seller={seller} storeId={storeId} onClose={onClose} />}
    </Modal>
  )
}

function WaitingList({
  seller,
  storeId,
  onClose,
}: {
  seller: SellerSettings
  storeId: number | null
  onClose: () => void
}) {
  const urls = useSellerApi()
  const [state, setState] = useState<{
    rows: VendorRequest[]
    count: number
    readAt: number
  } | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    const query = withStore(
      new URLSearchParams({
        scopes: PENDING_SCOPES,
        with: 'brand,city,details',
        order: 'created_at asc',
        pageSize: String(WAITING_LIMIT),
      }),
      seller,
      storeId
    )
    void api<Paged<VendorRequest>>('GET', urls.requests(query)).then((response) => {
      if (!current) return
      if (response.ok) {
        setState({
          rows: response.body.data,
          count: response.body.metadata.count,
          readAt: Date.now(),
        })
      } else setError(errorMessage(response))
    })
    return () => {
      current = false
    }
    // Read once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (error) return <Alert color="red">{error}</Alert>
  if (!state) return <Loading />
  const late = state.rows.filter(
    (row) => state.readAt - Date.parse(row.created_at) >= seller.newRequestMinutes * 60000
  ).length
  return (
    <Stack gap="md">
      <Text size="sm">{W.lead(seller.newRequestMinutes)}</Text>
      <Group gap="sm">
        <Badge size="lg" variant="light" data-testid="waiting-count">
          {W.count(state.count)}
        </Badge>
        {late > 0 && (
          <Badge size="lg" color="red" variant="light">
            {W.late(late, seller.newRequestMinutes)}
          </Badge>
        )}
      </Group>
      {state.rows.length === 0 ? (
        <Text c="dimmed">{T.emptyPending}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.columns.request}</Table.Th>
                <Table.Th>{T.columns.waiting}</Table.Th>
                <Table.Th>{T.columns.vehicle}</Table.Th>
                <Table.Th>{T.columns.parts}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {row.code}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {waitingText(row.created_at)}
                  </Table.Td>
                  <Table.Td>{vehicleText(row)}</Table.Td>
                  <Table.Td>{(row.details ?? []).length}</Table.Td>
                  <Table.Td>
                    <Button
                      component={Link}
                      href={urls.requestPage(row.id)}
                      size="compact-xs"
                      variant="light"
                    >
                      {seller.readOnly ? T.view : T.quote}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>{T.understood}</Button>
      </Group>
    </Stack>
  )
}

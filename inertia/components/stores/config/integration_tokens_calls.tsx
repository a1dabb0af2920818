import { useState } from 'react'
import { Alert, Badge, Group, Select, Stack, Table, Text, Title } from '@mantine/core'
import { EmptyState } from '~/components/empty_state'
import { PaginationControl } from '~/components/pagination_control'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { INTEGRATION_TOKENS_TEXTS as T } from './integration_tokens_texts'
import { CALLS_PAGE_SIZE, useTokenCalls, type StoreTokenView } from './use_integration_tokens'

const ALL = 'all'

const statusColor = (status: number) => (status < 300 ? 'green' : status < 500 ? 'orange' : 'red')

/**
 * 'Registro de llamadas': the calls of the store's tokens, newest first, 20 a page, optionally
 * one token's. Owner and advisers read it alike. `version` changes reload it.
 */
export function IntegrationTokensCalls({
  storeId,
  tokens,
  version,
}: {
  storeId: number
  tokens: StoreTokenView[]
  version: number
}) {
  const { country } = useShared()
  const [page, setPage] = useState(0)
  const [tokenId, setTokenId] = useState<number | null>(null)
  const { rows, count, state } = useTokenCalls(storeId, page, tokenId, version)
  const options = [
    { value: ALL, label: T.allTokens },
    ...tokens.map((token) => ({ value: String(token.id), label: token.name })),
  ]

  return (
    <Stack gap="sm" data-testid="integration-token-calls">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3} size="h4">
            {T.callsTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {T.callsHelp}
          </Text>
        </div>
        <Select
          label={T.filterLabel}
          data={options}
          value={tokenId === null ? ALL : String(tokenId)}
          onChange={(value) => {
            setPage(0)
            setTokenId(value && value !== ALL ? Number(value) : null)
          }}
          allowDeselect={false}
          w={220}
        />
      </Group>
      {state === 'failed' && <Alert color="red">{T.callsFailed}</Alert>}
      {state === 'ready' && rows.length === 0 && <EmptyState message={T.noCalls} />}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {[T.date, T.token, T.method, T.route, T.status, T.duration].map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((call) => (
                <Table.Tr key={call.id}>
                  <Table.Td>{formatDate(call.createdAt, country.locale, true)}</Table.Td>
                  <Table.Td>{call.tokenName ?? T.deletedToken}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {call.method}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                      {call.path}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusColor(call.status)} variant="light">
                      {call.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{T.milliseconds(call.durationMs)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PaginationControl total={count} pageSize={CALLS_PAGE_SIZE} page={page} onChange={setPage} />
    </Stack>
  )
}

import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { TOKEN_SCOPES } from '@rules/users/rules/token_scopes'
import { EmptyState } from '~/components/empty_state'
import { api, errorMessage } from '~/lib/http'
import { openConfirmModal } from '~/lib/confirm'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { showToast } from '~/lib/toast'
import { INTEGRATION_TOKENS_TEXTS as T } from './integration_tokens_texts'
import type { StoreTokenView } from './use_integration_tokens'

/**
 * The store's tokens: name, scopes as badges, created, last use. The owner rotates or revokes
 * one after a confirmation (a rotated value goes to `onValue`, shown once) and edits its
 * scopes (`onEdit`); an adviser reads the list without buttons.
 */
export function IntegrationTokensTable({
  storeId,
  tokens,
  canEdit,
  onChanged,
  onEdit,
  onValue,
}: {
  storeId: number
  tokens: StoreTokenView[]
  canEdit: boolean
  onChanged: () => void
  onEdit: (token: StoreTokenView) => void
  onValue: (value: string) => void
}) {
  const { country } = useShared()
  const date = (value: string | null) => (value ? formatDate(value, country.locale, true) : T.never)
  const params = (token: StoreTokenView) => ({ id: storeId, tokenId: token.id })

  const change = async (token: StoreTokenView, kind: 'rotate' | 'revoke') => {
    const response =
      kind === 'rotate'
        ? await api('POST', urlFor('api.store.integrationTokens.rotate', params(token)))
        : await api('DELETE', urlFor('api.store.integrationTokens.destroy', params(token)))
    if (!response.ok) return showToast({ color: 'red', message: errorMessage(response) })
    showToast({ color: 'green', message: response.body.message })
    onChanged()
    if (kind === 'rotate') onValue(response.body.data.token)
  }
  const confirm = (token: StoreTokenView, kind: 'rotate' | 'revoke') =>
    openConfirmModal({
      title:
        kind === 'rotate' ? T.confirmRotateTitle(token.name) : T.confirmRevokeTitle(token.name),
      children: <Text size="sm">{kind === 'rotate' ? T.confirmRotate : T.confirmRevoke}</Text>,
      labels: {
        confirm: kind === 'rotate' ? T.confirmRotateYes : T.confirmRevokeYes,
        cancel: T.confirmNo,
      },
      confirmProps: { color: 'red' },
      onConfirm: () => void change(token, kind),
    })

  if (tokens.length === 0) return <EmptyState message={T.noTokens} />
  const headers = [T.name, T.scopes, T.createdAt, T.lastUsedAt]
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" data-testid="integration-tokens-table">
        <Table.Thead>
          <Table.Tr>
            {(canEdit ? [...headers, T.actions] : headers).map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => (
            <Table.Tr key={token.id} data-testid={`integration-token-${token.id}`}>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{token.name}</Text>
                  {token.isDefault && (
                    <Badge size="xs" variant="outline">
                      {T.main}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {token.scopes.map((scope) => (
                    <Badge key={scope} variant="light" title={TOKEN_SCOPES[scope].description}>
                      {TOKEN_SCOPES[scope].label}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{date(token.createdAt)}</Table.Td>
              <Table.Td>{date(token.lastUsedAt)}</Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={T.editLabel(token.name)}
                      onClick={() => onEdit(token)}
                    >
                      {T.editScopes}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={T.rotateLabel(token.name)}
                      onClick={() => confirm(token, 'rotate')}
                    >
                      {T.rotate}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={T.revokeLabel(token.name)}
                      onClick={() => confirm(token, 'revoke')}
                    >
                      {T.revoke}
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

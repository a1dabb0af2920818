import { useState } from 'react'
import { Button, Group, Stack, Text, Title } from '@mantine/core'
import type { StoreApiTokenState } from '@rules/stores/rules/store_api_token_rules'
import { api, errorMessage } from '~/lib/http'
import { openConfirmModal } from '~/lib/confirm'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { showToast } from '~/lib/toast'
import { CONFIG_TEXTS } from './texts'
import { INTEGRATION_TOKENS_TEXTS } from './integration_tokens_texts'

const T = CONFIG_TEXTS.integrations

type Generated = NonNullable<StoreApiTokenState> & { token: string }

/**
 * The store's default token (doc 1 `PATCH …/generateNewApiToken`, every scope: issue 20's
 * token): its state, and for the owner 'Generar token', or 'Rotar token' / 'Revocar token'
 * after a confirmation. A generated value goes to `onValue` (shown once by the section).
 */
export function IntegrationDefaultToken({
  storeId,
  integration,
  canEdit,
  onChanged,
  onValue,
}: {
  storeId: number
  integration: StoreApiTokenState
  canEdit: boolean
  onChanged: (state: StoreApiTokenState) => void
  onValue: (value: string) => void
}) {
  const { country } = useShared()
  const [busy, setBusy] = useState(false)
  const date = (value: string) => formatDate(value, country.locale, true)

  const call = async (method: 'PATCH' | 'DELETE', url: string) => {
    setBusy(true)
    const response = await api<{ message: string; data: Generated | null }>(method, url)
    setBusy(false)
    if (!response.ok) return showToast({ color: 'red', message: errorMessage(response) })
    showToast({ color: 'green', message: response.body.message })
    const data = response.body.data
    if (data) {
      const { token, ...state } = data
      onValue(token)
      onChanged(state)
    } else {
      onChanged(null)
    }
  }
  const generate = () => call('PATCH', urlFor('api.store.apiToken.generate', { id: storeId }))
  const revoke = () => call('DELETE', urlFor('api.store.apiToken.revoke', { id: storeId }))
  const confirm = (kind: 'rotate' | 'revoke') =>
    openConfirmModal({
      title: kind === 'rotate' ? T.confirmRotateTitle : T.confirmRevokeTitle,
      children: <Text size="sm">{kind === 'rotate' ? T.confirmRotate : T.confirmRevoke}</Text>,
      labels: {
        confirm: kind === 'rotate' ? T.confirmRotateYes : T.confirmRevokeYes,
        cancel: T.confirmNo,
      },
      confirmProps: { color: 'red' },
      onConfirm: () => void (kind === 'rotate' ? generate() : revoke()),
    })

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {INTEGRATION_TOKENS_TEXTS.mainTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {INTEGRATION_TOKENS_TEXTS.mainHelp}
      </Text>
      {integration ? (
        <Stack gap={2}>
          <Text size="sm">{T.createdAt(date(integration.createdAt))}</Text>
          <Text size="sm">
            {integration.lastUsedAt ? T.lastUsedAt(date(integration.lastUsedAt)) : T.neverUsed}
          </Text>
          {integration.expiresAt && (
            <Text size="sm" c="dimmed">
              {T.expiresAt(date(integration.expiresAt))}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm">{T.none}</Text>
      )}
      {canEdit && (
        <Group justify="flex-end">
          {integration ? (
            <>
              <Button
                variant="default"
                color="red"
                loading={busy}
                onClick={() => confirm('revoke')}
              >
                {T.revoke}
              </Button>
              <Button loading={busy} onClick={() => confirm('rotate')}>
                {T.rotate}
              </Button>
            </>
          ) : (
            <Button loading={busy} onClick={() => void generate()}>
              {T.generate}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  )
}

import { useState } from 'react'
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core'
import type { StoreApiTokenState } from '@rules/stores/rules/store_api_token_rules'
import { api, errorMessage } from '~/lib/http'
import { openConfirmModal } from '~/lib/confirm'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { showToast } from '~/lib/toast'
import type { SectionProps } from './types'
import { CONFIG_TEXTS } from './texts'
import { PanelCard } from './section_card'

const T = CONFIG_TEXTS.integrations

type Generated = NonNullable<StoreApiTokenState> & { token: string }

/**
 * Integraciones (#storeConfigSection-integrations): the store's integration token
 * (app/stores/rules/store_api_token_rules.ts). The page knows whether it exists, when it was
 * created, last used and expires, never its value. The owner generates it ('Generar token'),
 * rotates or revokes it after a confirmation (the old value stops at once); a generated value is
 * shown once in a modal with a copy button and forgotten when the modal closes. An adviser reads
 * the state, without buttons (the calls answer 403).
 */
export function IntegrationsSection({ view, canEdit, onSaved }: SectionProps) {
  const { country } = useShared()
  const [busy, setBusy] = useState(false)
  const [shown, setShown] = useState<string | null>(null)
  const integration = view.integration
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
      setShown(token)
      onSaved({ ...view, integration: state })
    } else {
      onSaved({ ...view, integration: null })
    }
  }
  const generate = () => call('PATCH', urlFor('api.store.apiToken.generate', { id: view.store.id }))
  const revoke = () => call('DELETE', urlFor('api.store.apiToken.revoke', { id: view.store.id }))
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
    <PanelCard
      sectionKey="integrations"
      title={T.title}
      badge={
        integration ? { color: 'green', label: T.active } : { color: 'gray', label: T.inactive }
      }
    >
      <Text size="sm" c="dimmed">
        {T.help}
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
      <Modal opened={shown !== null} onClose={() => setShown(null)} title={T.shownTitle} centered>
        <Stack gap="md">
          <Alert color="orange">{T.shownOnce}</Alert>
          <Code
            block
            data-testid="integration-token"
            style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
          >
            {shown}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={shown ?? ''}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'green' : undefined} onClick={copy}>
                  {copied ? T.copied : T.copy}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setShown(null)}>{T.done}</Button>
          </Group>
        </Stack>
      </Modal>
    </PanelCard>
  )
}

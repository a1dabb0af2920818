import { useState } from 'react'
import { Alert, Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { MAX_STORE_TOKENS } from '@rules/stores/rules/store_api_token_rules'
import type { SectionProps } from './types'
import { CONFIG_TEXTS } from './texts'
import { PanelCard } from './section_card'
import { INTEGRATION_TOKENS_TEXTS as TT } from './integration_tokens_texts'
import { useIntegrationTokens, type StoreTokenView } from './use_integration_tokens'
import { IntegrationDefaultToken } from './integration_tokens_default'
import { IntegrationTokensTable } from './integration_tokens_table'
import { IntegrationTokenForm } from './integration_tokens_form'
import { ShownOnceModal } from './shown_once_modal'
import { IntegrationTokensCalls } from './integration_tokens_calls'
import { WebhooksPanel } from './webhooks_panel'

const T = CONFIG_TEXTS.integrations

/**
 * Integraciones (#storeConfigSection-integrations; issue 20 item 3, issue 24 item 3):
 * - the store's default token (doc 1 generateNewApiToken: every scope), from the page's props;
 * - the store's tokens with their scopes (api.store.integrationTokens.*): 'Crear token' (name
 *   and scopes), rotate and revoke after a confirmation, edit the scopes;
 * - a created or rotated value is shown once in a modal with a copy button, then forgotten;
 * - 'Registro de llamadas' (the tokens' calls, paged, by token);
 * - the store's webhooks (another panel, below).
 * An adviser reads everything, without buttons (the calls answer 403).
 */
export function IntegrationsSection({ view, canEdit, onSaved }: SectionProps) {
  const storeId = view.store.id
  const { tokens, state, reload } = useIntegrationTokens(storeId)
  const [shown, setShown] = useState<string | null>(null)
  const [form, setForm] = useState<{ editing: StoreTokenView | null } | null>(null)
  const [callsVersion, setCallsVersion] = useState(0)
  const changed = () => {
    reload()
    setCallsVersion((value) => value + 1)
  }
  // the default token's state: the page's props first, then the fresh list's (a rotation or
  // revocation from the list changes it too)
  const listed = tokens.find((token) => token.isDefault)
  const integration =
    state === 'ready'
      ? listed
        ? {
            createdAt: listed.createdAt,
            lastUsedAt: listed.lastUsedAt,
            expiresAt: listed.expiresAt,
          }
        : null
      : view.integration
  const active = Boolean(integration) || tokens.length > 0

  return (
    <PanelCard
      sectionKey="integrations"
      title={T.title}
      badge={active ? { color: 'green', label: T.active } : { color: 'gray', label: T.inactive }}
    >
      <Text size="sm" c="dimmed">
        {T.help}{' '}
        <Anchor href={urlFor('apiDocs')} size="sm">
          {T.apiReference}
        </Anchor>
      </Text>
      <IntegrationDefaultToken
        storeId={storeId}
        integration={integration}
        canEdit={canEdit}
        onChanged={(next) => {
          onSaved({ ...view, integration: next })
          changed()
        }}
        onValue={setShown}
      />
      <Divider />
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={3} size="h4">
              {TT.tokensTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {TT.tokensHelp}
            </Text>
          </div>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {TT.cap(tokens.length, MAX_STORE_TOKENS)}
            </Text>
            {canEdit && (
              <Button
                onClick={() => setForm({ editing: null })}
                disabled={state !== 'ready' || tokens.length >= MAX_STORE_TOKENS}
              >
                {TT.create}
              </Button>
            )}
          </Group>
        </Group>
        {!canEdit && <Text size="sm">{TT.readOnly}</Text>}
        {state === 'failed' && <Alert color="red">{TT.loadFailed}</Alert>}
        {state === 'ready' && (
          <IntegrationTokensTable
            storeId={storeId}
            tokens={tokens}
            canEdit={canEdit}
            onChanged={changed}
            onEdit={(token) => setForm({ editing: token })}
            onValue={setShown}
          />
        )}
      </Stack>
      <Divider />
      <IntegrationTokensCalls storeId={storeId} tokens={tokens} version={callsVersion} />
      <WebhooksPanel storeId={storeId} canEdit={canEdit} />
      {form && (
        <IntegrationTokenForm
          key={form.editing?.id ?? 'new'}
          storeId={storeId}
          editing={form.editing}
          onClose={() => setForm(null)}
          onSaved={changed}
          onCreated={setShown}
        />
      )}
      <ShownOnceModal
        value={shown}
        testId="integration-token"
        texts={{
          title: T.shownTitle,
          once: T.shownOnce,
          copy: T.copy,
          copied: T.copied,
          done: T.done,
        }}
        onClose={() => setShown(null)}
      />
    </PanelCard>
  )
}

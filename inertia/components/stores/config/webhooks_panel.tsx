import { useState } from 'react'
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { WEBHOOK_ENDPOINTS_CAP } from '@rules/integrations/rules/webhook_rules'
import { api, errorMessage } from '~/lib/http'
import { openConfirmModal } from '~/lib/confirm'
import { urlFor } from '~/lib/routes'
import { showToast } from '~/lib/toast'
import { WEBHOOKS_TEXTS as T } from './webhooks_texts'
import { useWebhooks, type WebhookView } from './webhooks_data'
import { WebhooksTable, type WebhookAction } from './webhooks_table'
import { WebhookForm } from './webhooks_form'
import { ShownOnceModal } from './shown_once_modal'
import { WebhookDeliveries } from './webhooks_deliveries'

/**
 * The webhooks of Integraciones (issue 24 item 4): the store's endpoints (fetched on mount from
 * api.store.webhooks.index), 'Agregar webhook' and 'Editar' in a modal, 'Eliminar' and 'Rotar
 * secreto' after a confirmation, 'Reactivar' a paused one, 'Enviar prueba', a secret shown
 * once, and the 'Registro de entregas' with 'Reenviar'. An adviser reads it all, without buttons.
 */
export function WebhooksPanel({ storeId, canEdit }: { storeId: number; canEdit: boolean }) {
  const { webhooks, state, reload } = useWebhooks(storeId)
  const [form, setForm] = useState<{ editing: WebhookView | null } | null>(null)
  const [secret, setSecret] = useState<string | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const [logVersion, setLogVersion] = useState(0)
  const changed = () => {
    reload()
    setLogVersion((value) => value + 1)
  }

  const call = async (
    webhook: WebhookView,
    method: 'POST' | 'DELETE',
    url: string,
    after?: (body: any) => void
  ) => {
    setBusy(webhook.id)
    const response = await api(method, url)
    setBusy(null)
    if (!response.ok) return showToast({ color: 'red', message: errorMessage(response) })
    showToast({ color: 'green', message: response.body.message })
    after?.(response.body)
    changed()
  }
  const params = (webhook: WebhookView) => ({ id: storeId, webhookId: webhook.id })
  const confirm = (kind: 'delete' | 'rotate', webhook: WebhookView) =>
    openConfirmModal({
      title: kind === 'delete' ? T.confirmDeleteTitle : T.confirmRotateTitle,
      children: <Text size="sm">{kind === 'delete' ? T.confirmDelete : T.confirmRotate}</Text>,
      labels: {
        confirm: kind === 'delete' ? T.confirmDeleteYes : T.confirmRotateYes,
        cancel: T.confirmNo,
      },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void (kind === 'delete'
          ? call(webhook, 'DELETE', urlFor('api.store.webhooks.destroy', params(webhook)))
          : call(webhook, 'POST', urlFor('api.store.webhooks.rotate', params(webhook)), (body) =>
              setSecret(body.data.secret)
            )),
    })
  const act = (action: WebhookAction, webhook: WebhookView) => {
    if (action === 'edit') return setForm({ editing: webhook })
    if (action === 'delete' || action === 'rotate') return confirm(action, webhook)
    if (action === 'resume') {
      return void call(webhook, 'POST', urlFor('api.store.webhooks.resume', params(webhook)))
    }
    return void call(webhook, 'POST', urlFor('api.store.webhooks.test', params(webhook)))
  }
  const full = webhooks.length >= WEBHOOK_ENDPOINTS_CAP

  return (
    <Stack gap="md" data-testid="webhooks-panel">
      <Divider />
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} size="h4">
            {T.title}
          </Title>
          <Text size="sm" c="dimmed" maw={560}>
            {T.help}
          </Text>
        </div>
        {canEdit && (
          <Button
            onClick={() => setForm({ editing: null })}
            disabled={full || state !== 'ready'}
            title={full ? T.capReached : undefined}
          >
            {T.add}
          </Button>
        )}
      </Group>
      {!canEdit && <Text size="sm">{T.readOnly}</Text>}
      {state === 'failed' && <Alert color="red">{T.loadFailed}</Alert>}
      {state === 'ready' && webhooks.length === 0 && <Text size="sm">{T.none}</Text>}
      {webhooks.length > 0 && (
        <WebhooksTable webhooks={webhooks} canEdit={canEdit} busy={busy} onAction={act} />
      )}
      <WebhookDeliveries
        storeId={storeId}
        canEdit={canEdit}
        version={logVersion}
        onResent={changed}
      />
      {form && (
        <WebhookForm
          key={form.editing?.id ?? 'new'}
          storeId={storeId}
          editing={form.editing}
          onClose={() => setForm(null)}
          onSaved={changed}
          onSecret={setSecret}
        />
      )}
      <ShownOnceModal
        value={secret}
        testId="webhook-secret"
        texts={{
          title: T.secretTitle,
          once: T.secretOnce,
          copy: T.copy,
          copied: T.copied,
          done: T.done,
        }}
        onClose={() => setSecret(null)}
      />
    </Stack>
  )
}

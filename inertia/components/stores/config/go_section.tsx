import { useState } from 'react'
import { Alert, Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { formatDate, formatMoney } from '~/lib/format'
import { api } from '~/lib/http'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import type { SectionProps, StoreConfigView } from './types'
import { CONFIG_TEXTS } from './texts'
import { PanelCard } from './section_card'

const T = CONFIG_TEXTS.go

/**
 * Módulo GO (#storeConfigSection-go): whether the store receives requests, and the service-cost
 * plan staff set when they activated it (the staff section, /staff/tiendas). A pending store gets
 * the spec's text and, for its owner, 'Solicitar activación' (POST requestGoActivation: staff
 * are told by notification and e-mail); once asked, 'Activación solicitada el {fecha}…' and no
 * button. Advisers read. Staff activate.
 */
export function GoSection({ view, canEdit, onSaved }: SectionProps) {
  const { country, product } = useShared()
  const { go } = view
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const request = async () => {
    setSending(true)
    setError(null)
    const response = await api<{ message: string; data: StoreConfigView }>(
      'POST',
      urlFor('api.store.config.requestGoActivation', { id: view.store.id })
    )
    setSending(false)
    if (!response.ok) {
      setError(response.body.message ?? CONFIG_TEXTS.saveFailed)
      return
    }
    notifications.show({ color: 'green', message: response.body.message })
    onSaved(response.body.data)
  }
  const percent = new Intl.NumberFormat(country.locale, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(go.serviceCostPercent)
  return (
    <PanelCard
      sectionKey="go"
      title={T.title}
      badge={
        go.active ? { color: 'green', label: T.active } : { color: 'orange', label: T.pending }
      }
    >
      {go.active ? (
        <>
          <Text size="sm">{T.activeHelp}</Text>
          {go.activatedAt && (
            <Text size="sm" c="dimmed">
              {T.activatedAt(formatDate(go.activatedAt, country.locale))}
            </Text>
          )}
          <Text size="sm">
            <strong>{T.plan}:</strong>{' '}
            {T.planValue(percent, formatMoney(go.serviceCost, country.locale, country.currency))}
          </Text>
        </>
      ) : (
        <>
          {go.activationRequestedAt ? (
            <Text size="sm" data-testid="go-requested">
              {T.requested(formatDate(go.activationRequestedAt, country.locale))}
            </Text>
          ) : (
            <Text size="sm">{T.pendingHelp(product.moduleName)}</Text>
          )}
          {error && <Alert color="red">{error}</Alert>}
          {canEdit && !go.activationRequestedAt && (
            <Group>
              <Button variant="light" loading={sending} onClick={() => void request()}>
                {T.requestActivation}
              </Button>
            </Group>
          )}
        </>
      )}
    </PanelCard>
  )
}

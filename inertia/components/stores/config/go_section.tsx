import { Button, Group, Text } from '@mantine/core'
import { formatDate, formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import type { StoreConfigView } from './types'
import { CONFIG_TEXTS } from './texts'
import { PanelCard } from './section_card'

const T = CONFIG_TEXTS.go

/**
 * Módulo GO (#storeConfigSection-go): whether the store receives requests, and the service-cost
 * plan staff set when they activated it (the staff section, /staff/tiendas). A pending store gets
 * the spec's text and 'Solicitar activación', which leads to the contact page as the sales
 * opportunities' alert does (doc 2 §2): the platform's contact section of the terms page. Read
 * only for everyone: staff activate.
 */
export function GoSection({ view }: { view: StoreConfigView }) {
  const { country, product } = useShared()
  const { go } = view
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
          <Text size="sm">{T.pendingHelp(product.moduleName)}</Text>
          <Group>
            <Button component="a" href={`${urlFor('legal.terms')}#contacto`} variant="light">
              {T.requestActivation}
            </Button>
          </Group>
        </>
      )}
    </PanelCard>
  )
}

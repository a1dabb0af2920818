import { useState } from 'react'
import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core'
import type { StoreConfigView } from '~/components/stores/config/types'
import { AppLayout } from '~/layouts/app_layout'
import { DataSection } from '~/components/stores/config/data_section'
import { MarketSection } from '~/components/stores/config/market_section'
import { ShippingSection } from '~/components/stores/config/shipping_section'
import { PaymentsSection } from '~/components/stores/config/payments_section'
import { AdvisersSection } from '~/components/stores/config/advisers_section'
import { IntegrationsSection } from '~/components/stores/config/integrations_section'
import { GoSection } from '~/components/stores/config/go_section'
import { BankDataForm } from '~/components/stores/config/bank_data_form'
import { CONFIG_TEXTS as T } from '~/components/stores/config/texts'
import { urlFor } from '~/lib/routes'

type Props = StoreConfigView & { canEdit: boolean }

const SECTIONS = [
  'datos',
  'brands',
  'advisers',
  'shipping',
  'payments',
  'integrations',
  'go',
] as const

/**
 * Configurar tienda (/tienda/{storeUrl}/store/page, issue 20 item 3): one section per anchor
 * `#storeConfigSection-<key>` — Datos, Marcas y zonas, Asesores, Envíos, Pagos (with the bank
 * data), Integraciones (the store's integration token: its state for both, the actions for the
 * owner), Módulo GO (staff activate it; the owner of a pending store requests it). The owner
 * edits each section and saves it on its own; an adviser reads (inputs disabled, no save
 * buttons). The Asesores section loads its own lists (AdvisersSection). After the anchors, a
 * link to the store's infractions page (read-only, owner and advisers).
 */
export default function StoreConfigPage(props: Props) {
  const [view, setView] = useState<StoreConfigView>(props)
  const { canEdit } = props
  return (
    <AppLayout title={`${T.title} · ${view.store.name}`}>
      <Container size="md" py="lg">
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {T.title}
            </Title>
            <Text c="dimmed">{view.store.name}</Text>
          </div>
          <Group gap="md" component="nav" aria-label={T.title}>
            {SECTIONS.map((key) => (
              <Anchor key={key} href={`#storeConfigSection-${key}`} size="sm">
                {T.nav[key]}
              </Anchor>
            ))}
            <Anchor
              href={urlFor('moderation.storeInfractions', { storeUrl: view.store.urlPath })}
              size="sm"
              data-testid="config-infractions-link"
            >
              {T.infractions}
            </Anchor>
          </Group>
          {!canEdit && <Alert color="blue">{T.readOnly}</Alert>}
          <DataSection view={view} canEdit={canEdit} onSaved={setView} />
          <MarketSection view={view} canEdit={canEdit} onSaved={setView} />
          <section id="storeConfigSection-advisers" style={{ scrollMarginTop: 80 }}>
            <AdvisersSection
              store={{ id: view.store.id, urlPath: view.store.urlPath }}
              canEdit={canEdit}
            />
          </section>
          <ShippingSection view={view} canEdit={canEdit} onSaved={setView} />
          <PaymentsSection view={view} canEdit={canEdit} onSaved={setView} />
          <BankDataForm view={view} canEdit={canEdit} onSaved={setView} />
          <IntegrationsSection view={view} canEdit={canEdit} onSaved={setView} />
          <GoSection view={view} canEdit={canEdit} onSaved={setView} />
        </Stack>
      </Container>
    </AppLayout>
  )
}

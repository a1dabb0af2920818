import { useEffect, type ReactNode } from 'react'
import { Container, Tabs, Text, Title } from '@mantine/core'
import { router } from '@inertiajs/react'
import { AppLayout } from '~/layouts/app_layout'
import { usePath, useShared } from '~/lib/page_props'
import { RequestedTab } from '~/components/quotations/requests/requested_tab'
import type { CloseReasonOption } from '~/components/quotations/requests/types'
import { PendingTab } from '~/components/quotations/vendor/pending_tab'
import { QuotedTab } from '~/components/quotations/vendor/quoted_tab'
import { DiscardedTab } from '~/components/quotations/vendor/discarded_tab'
import { ReportsTab } from '~/components/quotations/vendor/reports_tab'
import type { SellerSettings } from '~/components/quotations/vendor/types'
import { VENDOR_TEXTS } from '~/components/quotations/vendor/texts'

type Props = {
  tab: string
  tabs: string[]
  isStaff: boolean
  pageSize: number
  closeReasons: CloseReasonOption[]
  /** Settings of the seller tabs; null when the user gets only Solicitadas. */
  seller: SellerSettings | null
}

/**
 * The tabs of the main area, in order (doc 2 §2): each one is a component of its own. The
 * server says which of them this user gets (`tabs`, doc 2 §6).
 */
const TABS: Record<string, { label: string; render: (props: Props) => ReactNode }> = {
  solicitadas: {
    label: 'Solicitadas',
    render: ({ isStaff, pageSize, closeReasons }) => (
      <RequestedTab isStaff={isStaff} pageSize={pageSize} closeReasons={closeReasons} />
    ),
  },
  pendientes: {
    label: VENDOR_TEXTS.tabs.pendientes,
    render: ({ seller, pageSize }) => seller && <PendingTab seller={seller} pageSize={pageSize} />,
  },
  cotizadas: {
    label: VENDOR_TEXTS.tabs.cotizadas,
    render: ({ seller, pageSize }) => seller && <QuotedTab seller={seller} pageSize={pageSize} />,
  },
  descartadas: {
    label: VENDOR_TEXTS.tabs.descartadas,
    render: ({ seller, pageSize }) =>
      seller && <DiscardedTab seller={seller} pageSize={pageSize} />,
  },
  reportes: {
    label: VENDOR_TEXTS.tabs.reportes,
    render: ({ seller, pageSize }) => seller && <ReportsTab seller={seller} pageSize={pageSize} />,
  },
}

/** Heading and lead of the page for who is looking and where. */
function heading(props: Props, moduleName: string) {
  if (props.tab !== 'solicitadas' && props.seller) {
    return props.seller.readOnly
      ? {
          title: 'Panel de vendedores',
          lead: `Solicitudes, cotizaciones y descartes de las tiendas de ${moduleName}, en modo de solo lectura.`,
        }
      : {
          title: props.seller.storeName ?? 'Mi tienda',
          lead: 'Las solicitudes que tu tienda puede cotizar, tus cotizaciones y tus descartes.',
        }
  }
  return props.isStaff
    ? {
        title: 'Solicitudes de cotización',
        lead: `Todas las solicitudes de ${moduleName}, con los datos del comprador.`,
      }
    : {
        title: 'Mis solicitudes',
        lead: 'Tus solicitudes de cotización y las cotizaciones que recibes por cada una.',
      }
}

/**
 * /{product}Go/page/index[/{tab}]: the main area of the GO module.
 */
export default function MainArea(props: Props) {
  const { tab, tabs } = props
  const { product } = useShared()
  const path = usePath()
  const available = tabs.filter((name) => TABS[name])
  const { title, lead } = heading(props, product.moduleName)

  /* On a phone the tab row scrolls: bring the open tab into view. */
  useEffect(() => {
    const active = document.querySelector<HTMLElement>(
      '[data-testid="main-area-tabs"] [role="tab"][aria-selected="true"]'
    )
    active?.scrollIntoView({ block: 'nearest', inline: 'center' })
  }, [tab])

  const open = (value: string | null) => {
    if (!value || value === tab) return
    // staff keep the store they chose when changing tabs
    const storeId = new URLSearchParams(window.location.search).get('storeId')
    const keep = storeId && props.seller?.readOnly && value !== 'solicitadas'
    router.visit(path(`/${product.goPath}/page/index/${value}${keep ? `?storeId=${storeId}` : ''}`))
  }

  return (
    <AppLayout
      title={title}
      description="Tus solicitudes de cotización y, si vendes autopartes, las solicitudes que tu tienda puede cotizar."
    >
      <Container size="lg" py="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" mb="md">
          {lead}
        </Text>
        <Tabs value={tab} onChange={open} keepMounted={false}>
          <Tabs.List mb="md" style={{ flexWrap: 'wrap', rowGap: 4 }} data-testid="main-area-tabs">
            {available.map((name) => (
              <Tabs.Tab key={name} value={name} style={{ flexShrink: 0 }} px="sm">
                {TABS[name].label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {available.map((name) => (
            <Tabs.Panel key={name} value={name}>
              {name === tab && TABS[name].render(props)}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
    </AppLayout>
  )
}

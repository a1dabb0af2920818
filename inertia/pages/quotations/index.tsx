import { Suspense, useEffect, type ReactNode } from 'react'
import { Container, Tabs, Text, Title } from '@mantine/core'
import { useMounted } from '@mantine/hooks'
import { router } from '@inertiajs/react'
import { AppLayout } from '~/layouts/app_layout'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { lazyNamed } from '~/lib/lazy'
import { Loading } from '~/components/loading'
import type { CloseReasonOption } from '~/components/quotations/requests/types'
import { MAIN_AREA_TEXTS as M } from '~/components/quotations/requests/texts'
import type { SellerSettings } from '~/components/quotations/vendor/types'
import { VENDOR_TEXTS } from '~/components/quotations/vendor/texts'

/**
 * Each tab has its own address and its own chunk: a buyer's 'Solicitadas' does not load the
 * vendor tabs, nor Pendientes the other four (`preload` below fetches the open one before the page renders).
 */
export const TAB_CHUNKS = {
  solicitadas: () => import('~/components/quotations/requests/requested_tab'),
  pendientes: () => import('~/components/quotations/vendor/pending_tab'),
  cotizadas: () => import('~/components/quotations/vendor/quoted_tab'),
  descartadas: () => import('~/components/quotations/vendor/discarded_tab'),
  reportes: () => import('~/components/quotations/vendor/reports_tab'),
}
const RequestedTab = lazyNamed(TAB_CHUNKS.solicitadas, 'RequestedTab')
const PendingTab = lazyNamed(TAB_CHUNKS.pendientes, 'PendingTab')
const QuotedTab = lazyNamed(TAB_CHUNKS.cotizadas, 'QuotedTab')
const DiscardedTab = lazyNamed(TAB_CHUNKS.descartadas, 'DiscardedTab')
const ReportsTab = lazyNamed(TAB_CHUNKS.reportes, 'ReportsTab')

/** Called by app.tsx with the page: the open tab's code arrives before the page renders. */
export function preload(props: Props) {
  return TAB_CHUNKS[props.tab as keyof typeof TAB_CHUNKS]?.()
}

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
    label: M.requestedTab,
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
      ? { title: M.staffSellerTitle, lead: M.staffSellerLead(moduleName) }
      : { title: props.seller.storeName ?? M.sellerTitle, lead: M.sellerLead }
  }
  return props.isStaff
    ? { title: M.staffTitle, lead: M.staffLead(moduleName) }
    : { title: M.buyerTitle, lead: M.buyerLead }
}

/**
 * /{product}Go/page/index[/{tab}]: the main area of the GO module.
 */
export default function MainArea(props: Props) {
  const { tab, tabs } = props
  const { product } = useShared()
  const available = tabs.filter((name) => TABS[name])
  const { title, lead } = heading(props, product.moduleName)
  /*
   * The server renders the page's frame (heading, lead, tabs) so that it shows before any
   * script; the open tab (its filters come from the address, its lists from the API) renders
   * in the browser only, once mounted: the server and the first render in the browser agree.
   */
  const mounted = useMounted()

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
    router.visit(urlFor('indexParams', { tab: value }, { qs: keep ? { storeId } : {} }))
  }

  return (
    <AppLayout title={title} description={M.description}>
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
              {name === tab &&
                (mounted ? (
                  <Suspense fallback={<Loading />}>{TABS[name].render(props)}</Suspense>
                ) : (
                  <Loading />
                ))}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
    </AppLayout>
  )
}

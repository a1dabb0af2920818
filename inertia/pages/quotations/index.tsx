import type { ComponentType } from 'react'
import { Container, Tabs, Text, Title } from '@mantine/core'
import { router } from '@inertiajs/react'
import { AppLayout } from '~/layouts/app_layout'
import { usePath, useShared } from '~/lib/page_props'
import {
  RequestedTab,
  type RequestedTabProps,
} from '~/components/quotations/requests/requested_tab'
import type { CloseReasonOption } from '~/components/quotations/requests/types'

interface Props {
  tab: string
  tabs: string[]
  isStaff: boolean
  pageSize: number
  closeReasons: CloseReasonOption[]
}

/**
 * The tabs of the main area, in order (doc 2 §2): each one is a component of its own. The
 * server says which of them this user gets (`tabs`); Pendientes, Cotizadas, Descartadas and
 * Reportes are added here as they are built.
 */
const TABS: Record<string, { label: string; Component: ComponentType<RequestedTabProps> }> = {
  solicitadas: { label: 'Solicitadas', Component: RequestedTab },
}

/**
 * /{product}Go/page/index[/{tab}]: the main area of the GO module.
 */
export default function MainArea({ tab, tabs, isStaff, pageSize, closeReasons }: Props) {
  const { product } = useShared()
  const path = usePath()
  const available = tabs.filter((name) => TABS[name])

  const open = (value: string | null) => {
    if (!value || value === tab) return
    router.visit(path(`/${product.goPath}/page/index/${value}`))
  }

  return (
    <AppLayout title={isStaff ? 'Solicitudes de cotización' : 'Mis solicitudes'}>
      <Container size="lg" py="lg">
        <Title order={1} size="h2">
          {isStaff ? 'Solicitudes de cotización' : 'Mis solicitudes'}
        </Title>
        <Text c="dimmed" mb="md">
          {isStaff
            ? `Todas las solicitudes de ${product.moduleName}, con los datos del comprador.`
            : 'Tus solicitudes de cotización y las cotizaciones que recibes por cada una.'}
        </Text>
        <Tabs value={tab} onChange={open} keepMounted={false}>
          <Tabs.List mb="md">
            {available.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {TABS[name].label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {available.map((name) => {
            const { Component } = TABS[name]
            return (
              <Tabs.Panel key={name} value={name}>
                <Component isStaff={isStaff} pageSize={pageSize} closeReasons={closeReasons} />
              </Tabs.Panel>
            )
          })}
        </Tabs>
      </Container>
    </AppLayout>
  )
}

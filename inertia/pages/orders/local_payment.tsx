import { useState } from 'react'
import { Link, router } from '@inertiajs/react'
import {
  Alert,
  Badge,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { AppLayout } from '~/layouts/app_layout'
import { urlFor } from '~/lib/routes'
import { orderFormat } from '~/components/orders/format'

/** The page's texts (the local gateway is a development stand-in: one page, its own texts). */
const T = {
  title: 'Pago de prueba',
  description: 'Pasarela de pago local: ningún dinero se mueve en este entorno.',
  notice:
    'Esta es la pasarela de pago local de desarrollo. Al presionar «Pagar» el pedido queda pagado como si la pasarela lo hubiera confirmado.',
  order: (ref: string) => `Pedido Nº ${ref}`,
  store: 'Tienda',
  product: 'Producto',
  quantity: 'Cantidad',
  unitPrice: 'Precio unitario',
  lineTotal: 'Total',
  subtotal: 'Subtotal',
  shipping: 'Envío',
  total: 'Total a pagar',
  pay: 'Pagar',
  paid: 'Pagado',
  paidNotice: 'Este pedido ya está pagado. ¡Gracias por tu compra!',
  seeOrder: 'Ver mi pedido',
  purchases: 'Ir a Mis compras',
  cancelled: 'Este pedido fue cancelado: ya no se puede pagar.',
} as const

type LocalPayment = Data.Orders.LocalPayment

/**
 * /pagos/local/{token}: what a payment link opens while PAYMENTS_DRIVER=local — the order, its
 * lines and total, and a 'Pagar' button that marks it paid through the same action as the real
 * gateway's webhook (POST, once; the server answers with a toast and this page again). Once
 * paid: 'Ver mi pedido' and 'Ir a Mis compras' (the buyer's pages; whoever else holds the link
 * is asked to sign in there, or gets the 404 of an order that is not theirs).
 */
export default function LocalPaymentPage({ token, order }: { token: string; order: LocalPayment }) {
  const [paying, setPaying] = useState(false)
  const { money } = orderFormat(order.country_code)

  const pay = () =>
    router.post(
      urlFor('payments.local.pay', { token }),
      {},
      { preserveScroll: true, onStart: () => setPaying(true), onFinish: () => setPaying(false) }
    )

  return (
    <AppLayout title={T.title} description={T.description}>
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Title order={1} size="h2">
              {T.order(order.ref_venta)}
            </Title>
            {order.paid && <Badge color="green">{T.paid}</Badge>}
          </Group>
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            {T.notice}
          </Alert>
          <Paper withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {T.store}
            </Text>
            <Text fw={600} mb="sm">
              {order.store_name}
            </Text>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{T.product}</Table.Th>
                    <Table.Th ta="right">{T.quantity}</Table.Th>
                    <Table.Th ta="right">{T.unitPrice}</Table.Th>
                    <Table.Th ta="right">{T.lineTotal}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {order.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>{item.description}</Table.Td>
                      <Table.Td ta="right">{item.quantity}</Table.Td>
                      <Table.Td ta="right">{money(item.unit_price)}</Table.Td>
                      <Table.Td ta="right">{money(item.total)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Divider my="sm" />
            <Stack gap={4}>
              <Group justify="space-between">
                <Text size="sm">{T.subtotal}</Text>
                <Text size="sm">{money(order.subtotal)}</Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm">{T.shipping}</Text>
                <Text size="sm">{money(order.shipping_cost)}</Text>
              </Group>
              <Group justify="space-between">
                <Text fw={700}>{T.total}</Text>
                <Text fw={700} data-testid="local-payment-total">
                  {money(order.total)}
                </Text>
              </Group>
            </Stack>
          </Paper>
          {order.paid ? (
            <Stack gap="sm">
              <Alert color="green" icon={<IconCircleCheck size={18} />}>
                {T.paidNotice}
              </Alert>
              <Group justify="flex-end" gap="xs">
                <Button
                  component={Link}
                  href={urlFor('purchases.index')}
                  variant="default"
                  data-testid="local-payment-purchases"
                >
                  {T.purchases}
                </Button>
                <Button
                  component={Link}
                  href={urlFor('purchases.show', { id: order.id })}
                  data-testid="local-payment-order"
                >
                  {T.seeOrder}
                </Button>
              </Group>
            </Stack>
          ) : order.cancelled ? (
            <Alert color="red">{T.cancelled}</Alert>
          ) : (
            <Group justify="flex-end">
              <Button size="md" onClick={pay} loading={paying} data-testid="local-payment-pay">
                {T.pay}
              </Button>
            </Group>
          )}
        </Stack>
      </Container>
    </AppLayout>
  )
}

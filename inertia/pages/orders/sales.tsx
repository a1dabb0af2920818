import { Container, Stack, Text, Title } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { urlFor } from '~/lib/routes'
import { OrdersList, type OrdersListProps } from '~/components/orders/orders_list'
import { ORDER_TEXTS as T } from '~/components/orders/texts'

type Props = Pick<OrdersListProps, 'orders' | 'metadata' | 'status' | 'statusOptions'> & {
  /** Staff read every store's sales. */
  readOnly: boolean
}

/**
 * Ventas (/{product}Go/ventas): the store's orders and purchases (staff: every store's,
 * read-only), newest first, 20 a page; unread ones marked 'Nueva'. Each opens
 * /{product}Go/ventas/{id}.
 */
export default function SalesPage({ readOnly, ...props }: Props) {
  return (
    <AppLayout title={T.salesTitle}>
      <Container size="lg" py="lg">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {T.salesTitle}
            </Title>
            <Text c="dimmed">{readOnly ? T.staffSalesIntro : T.salesIntro}</Text>
          </div>
          <OrdersList
            {...props}
            side={readOnly ? 'staff' : 'store'}
            path={urlFor('sales.index')}
            emptyText={T.emptySales}
          />
        </Stack>
      </Container>
    </AppLayout>
  )
}

import { Container, Stack, Text, Title } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { urlFor } from '~/lib/routes'
import { OrdersList, type OrdersListProps } from '~/components/orders/orders_list'
import { ORDER_TEXTS as T } from '~/components/orders/texts'
import { PendingRatingModal } from '~/components/reports/nps/pending_rating_modal'

type Props = Pick<OrdersListProps, 'orders' | 'metadata' | 'status' | 'statusOptions'>

/**
 * Mis compras (/{product}Go/compras): the buyer's orders and purchases, newest first, 20 a page,
 * each opening its detail (/{product}Go/compras/{id}). A delivered order waiting for its rating
 * opens 'Califica tu compra' (PendingRatingModal; 'Recordarme más tarde' hides it for an hour).
 */
export default function PurchasesPage(props: Props) {
  return (
    <AppLayout title={T.purchasesTitle}>
      <Container size="lg" py="lg">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {T.purchasesTitle}
            </Title>
            <Text c="dimmed">{T.purchasesIntro}</Text>
          </div>
          <OrdersList
            {...props}
            side="buyer"
            path={urlFor('purchases.index')}
            emptyText={T.emptyPurchases}
          />
        </Stack>
        <PendingRatingModal />
      </Container>
    </AppLayout>
  )
}

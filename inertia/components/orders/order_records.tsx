import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useMobileText } from '~/components/mobile_input'
import { orderTexts } from '@rules/orders/rules/country_texts'
import { ORDER_TEXTS as T } from './texts'

type Order = Data.Orders.OrderDetail
type PartyRecord = NonNullable<Order['shipping']['record']>

function Field({ label, value }: { label: string; value: string | null }) {
  if (!value) return null
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  )
}

function Record({
  record,
  countryCode,
}: {
  record: PartyRecord
  countryCode: Order['country_code']
}) {
  const mobileText = useMobileText()
  return (
    <Stack gap={2}>
      {record.main && (
        <Text size="xs" c="dimmed">
          {T.mainRecord}
        </Text>
      )}
      <Field label={T.fields.fullname} value={record.fullname} />
      <Field label={orderTexts(countryCode).orderIdentification} value={record.identification} />
      <Field label={T.fields.address} value={record.address} />
      <Field label={T.fields.city} value={record.city} />
      <Field
        label={T.fields.mobile}
        value={record.mobile && mobileText(record.mobile, countryCode)}
      />
      <Field label={T.fields.email} value={record.email} />
    </Stack>
  )
}

/**
 * Who receives and who is invoiced: the shipping address ('Recoger en tienda' when picked up)
 * and the billing record, each the buyer's main record when none was chosen; the buyer's
 * comment; the quotation the order came from, linked to the side's page of its request.
 */
export function OrderRecords({ order }: { order: Order }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md" data-testid="order-shipping">
        <Title order={2} size="h5" mb="xs">
          {T.shippingTitle}
        </Title>
        {order.shipping.pickup || !order.shipping.record ? (
          <Text size="sm" fw={600}>
            {T.pickup}
          </Text>
        ) : (
          <Record record={order.shipping.record} countryCode={order.country_code} />
        )}
        {order.tracking_note && (
          <Text size="sm" mt="xs">
            <Text span fw={600} size="sm">
              {T.trackingNote}:{' '}
            </Text>
            {order.tracking_note}
          </Text>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md" data-testid="order-billing">
        <Title order={2} size="h5" mb="xs">
          {T.billingTitle}
        </Title>
        <Record record={order.billing} countryCode={order.country_code} />
      </Paper>
      {order.comment && (
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h5" mb="xs">
            {T.commentTitle}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {order.comment}
          </Text>
        </Paper>
      )}
      {order.quotation && (
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h5" mb="xs">
            {T.quotationTitle}
          </Title>
          <Text size="sm">{T.quotationLink(order.quotation.code)}</Text>
          <Anchor component={Link} href={order.quotation.request_url} size="sm">
            {T.seeRequest}
          </Anchor>
        </Paper>
      )}
    </SimpleGrid>
  )
}

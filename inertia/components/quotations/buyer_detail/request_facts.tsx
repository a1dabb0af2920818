import type { ReactNode } from 'react'
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconBuildingStore, IconCalendar, IconCar, IconMapPin } from '@tabler/icons-react'
import { formatDate } from '~/lib/format'
import { CustomerContact } from '~/components/quotations/customer_contact'
import { useShared } from '~/lib/page_props'
import { useMobileText } from '~/components/mobile_input'
import { BUYER_DETAIL_TEXTS as T } from './texts'
import type { BuyerRequestDetail } from './types'

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <span style={{ flexShrink: 0, lineHeight: 0, paddingTop: 2 }}>{icon}</span>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </div>
    </Group>
  )
}

/** Green 'Disponible' while it takes quotations; red 'Cerrada' or 'Vencida' otherwise. */
export function RequestStatus({ request }: { request: BuyerRequestDetail }) {
  const closed = request.is_closed
  const expired = !closed && request.quotationRequestExpired
  return (
    <Badge
      color={closed || expired ? 'red' : 'green'}
      variant="light"
      miw="max-content"
      data-testid="request-status"
    >
      {closed ? T.closedBadge : expired ? T.expiredBadge : T.available}
    </Badge>
  )
}

/** "Chevrolet Spark GT 2015". */
export function vehicleName(request: BuyerRequestDetail) {
  return [request.brand?.name, request.vehicle_model, request.vehicle_year]
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' ')
}

/**
 * The request header (doc 3 §2.5): code, date and state, vehicle (plate and VIN when given),
 * city, the store of a store request, the close reason; for staff only the customer's name and
 * WhatsApp link.
 */
export function RequestFacts({ request }: { request: BuyerRequestDetail }) {
  const { country } = useShared()
  const mobileText = useMobileText()
  const { license_plate: plate, VIN: vin } = request.vehicle
  return (
    <Stack gap="md" data-testid="request-header">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={800} size="lg" data-testid="request-code">
            {request.code}
          </Text>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={14} />
            <Text size="sm" c="dimmed">
              {formatDate(request.created_at, country.locale, true)}
            </Text>
          </Group>
        </div>
        <RequestStatus request={request} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Fact icon={<IconCar size={18} />} label={T.vehicle} value={vehicleName(request)} />
        {plate && <Fact icon={<IconCar size={18} />} label={T.plate} value={plate} />}
        {vin && <Fact icon={<IconCar size={18} />} label={T.vin} value={vin} />}
        {request.city && (
          <Fact icon={<IconMapPin size={18} />} label={T.city} value={request.city.full_name} />
        )}
        {request.store && (
          <Fact icon={<IconBuildingStore size={18} />} label={T.store} value={request.store.name} />
        )}
      </SimpleGrid>
      {request.is_closed && request.close_reason_label && (
        <Text size="sm" c="dimmed">
          {T.closeReason(request.close_reason_label)}
        </Text>
      )}
      {request.user && (
        <CustomerContact
          name={request.user.name}
          mobile={mobileText(request.user.mobile)}
          whatsapp={request.user.whatsapp}
          labels={T}
        />
      )}
    </Stack>
  )
}

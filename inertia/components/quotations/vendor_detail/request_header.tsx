import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconCalendar, IconCar, IconMapPin } from '@tabler/icons-react'
import { formatDate } from '~/lib/format'
import { CustomerContact } from '~/components/quotations/customer_contact'
import { useShared } from '~/lib/page_props'
import type { VendorRequestDetail } from './types'
import { DETAIL_TEXTS as T, vehicleName } from './texts'
import { useMobileText } from '~/components/mobile_input'

function StatusBadge({ request }: { request: VendorRequestDetail }) {
  if (request.available) {
    return (
      <Badge color="green" variant="light" miw="max-content" data-testid="request-status">
        {T.available}
      </Badge>
    )
  }
  return (
    <Badge color="red" variant="light" miw="max-content" data-testid="request-status">
      {request.quotationRequestExpired && !request.is_closed ? T.expiredBadge : T.closedBadge}
    </Badge>
  )
}

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
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

/**
 * The request header: code and date, state, vehicle (brand, model, year, plate and VIN when
 * present), city; and the customer's name and WhatsApp for viewers allowed to see customer data
 * (admins, module managers, and the showCustomerData / showCustomerDataMarketplace flags).
 */
export function RequestHeader({ request }: { request: VendorRequestDetail }) {
  const mobileText = useMobileText()
  const { country } = useShared()
  const plate = request.vehicle.license_plate
  const vin = request.vehicle.VIN
  return (
    <Paper withBorder radius="md" p="md" data-testid="request-header">
      <Stack gap="md">
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
          <StatusBadge request={request} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact icon={<IconCar size={18} />} label={T.vehicle} value={vehicleName(request)} />
          {plate && <Fact icon={<IconCar size={18} />} label={T.plate} value={plate} />}
          {vin && <Fact icon={<IconCar size={18} />} label={T.vin} value={vin} />}
          {request.city && (
            <Fact icon={<IconMapPin size={18} />} label={T.city} value={request.city.full_name} />
          )}
        </SimpleGrid>
        {request.user && (
          <CustomerContact
            name={request.user.name}
            mobile={mobileText(request.user.mobile, request.country_code)}
            whatsapp={request.user.whatsapp}
            labels={T}
          />
        )}
      </Stack>
    </Paper>
  )
}

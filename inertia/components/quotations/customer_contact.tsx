import { Anchor, Group, Text } from '@mantine/core'
import { IconBrandWhatsapp, IconUser } from '@tabler/icons-react'

/**
 * The customer's name and WhatsApp link, shown to staff (and to stores allowed to see customer
 * data) on a request: doc 3 §2.1 "Customer name and WhatsApp for admins", §2.5 "Admin only:
 * customer name and a WhatsApp link". One block for the vendor's and the buyer's detail pages.
 */
export interface CustomerContactProps {
  name: string | null
  /** The number as shown ('300 123 4567'). */
  mobile: string
  /** The wa.me link, when the customer has a number. */
  whatsapp: string | null
  labels: { customer: string; whatsapp: string }
}

export function CustomerContact({ name, mobile, whatsapp, labels }: CustomerContactProps) {
  return (
    <Group gap="md" wrap="wrap" data-testid="request-customer">
      <Group gap={6} wrap="nowrap">
        <IconUser size={18} />
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {labels.customer}:{' '}
          </Text>
          <Text span fw={600} size="sm">
            {name}
          </Text>
        </Text>
      </Group>
      {whatsapp && (
        <Anchor
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          c="green.8"
          data-testid="customer-whatsapp"
        >
          <Group gap={4} wrap="nowrap">
            <IconBrandWhatsapp size={18} />
            {labels.whatsapp} {mobile}
          </Group>
        </Anchor>
      )}
    </Group>
  )
}

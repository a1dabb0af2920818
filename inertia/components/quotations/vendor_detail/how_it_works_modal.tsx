import { List, Modal, Stack, Text, Title } from '@mantine/core'
import { DETAIL_GUIDE_TEXTS as G, DETAIL_TEXTS as T } from './texts'

/**
 * '¿Cómo funciona?' for vendors (doc 3 §2.1): how answering a request works here: up to 3
 * options, the 60-minute promise, 'Agotado', in process and discard, the commission and the
 * contact-data rule (doc 2 §9, doc 3 §4, §9, domain notes).
 */
export function HowItWorksModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.howItWorks} size="lg" centered>
      <Stack gap="sm" data-testid="how-it-works">
        <Title order={3} size="h5">
          {G.title}
        </Title>
        <List type="ordered" spacing="xs" size="sm">
          {G.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        <Title order={3} size="h5">
          {G.commissionTitle}
        </Title>
        <Text size="sm">{G.commission}</Text>
        <Title order={3} size="h5">
          {G.contactTitle}
        </Title>
        <Text size="sm">{G.contact}</Text>
      </Stack>
    </Modal>
  )
}

import { Button, Group, List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBolt, IconClock, IconHandClick, IconListCheck } from '@tabler/icons-react'
import { GUIDE_TEXTS as G, VENDOR_TEXTS as T } from './texts'

/**
 * '¿Cómo funciona?' of Pendientes (doc 2 §2 "Seller area"): how requests reach the store, how
 * long the buyer waits, when a request closes, and what each action does.
 */
export function HowItWorksModal({
  opened,
  onClose,
  moduleName,
}: {
  opened: boolean
  onClose: () => void
  moduleName: string
}) {
  const step = (icon: React.ReactNode, title: string, text: React.ReactNode) => (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <ThemeIcon variant="light" radius="xl" size={36} style={{ flexShrink: 0 }}>
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed" component="div">
          {text}
        </Text>
      </div>
    </Group>
  )
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{T.howItWorks}</Text>}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Title order={3} size="h5">
          {G.title(moduleName)}
        </Title>
        {step(<IconBolt size={20} />, G.liveTitle, G.live)}
        {step(<IconClock size={20} />, G.waitTitle, G.wait)}
        {step(<IconListCheck size={20} />, G.closeTitle, G.close)}
        {step(
          <IconHandClick size={20} />,
          G.actionsTitle,
          <List size="sm" spacing={4} c="dimmed">
            <List.Item>
              <strong>{T.quote}</strong>: {G.quote}
            </List.Item>
            <List.Item>
              <strong>{T.markInProcess}</strong>: {G.process}
            </List.Item>
            <List.Item>
              <strong>{T.discard}</strong>: {G.discard}
            </List.Item>
          </List>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{T.understood}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}

import { router } from '@inertiajs/react'
import { urlFor } from '~/lib/routes'
import {
  Anchor,
  Badge,
  Card,
  Code,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { EmptyState } from '~/components/empty_state'
import { PaginationControl } from '~/components/pagination_control'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'

type Message = {
  id: number
  channel: 'whatsapp' | 'email'
  recipient: string
  subject: string | null
  body: string
  hasHtml: boolean
  createdAt: string
}

/**
 * /dev/outbox: what the local WhatsApp and e-mail drivers kept instead of sending.
 */
export default function Outbox({
  messages,
  page,
  total,
  pageSize,
  channel,
}: {
  messages: Message[]
  page: number
  total: number
  pageSize: number
  channel: 'whatsapp' | 'email' | null
}) {
  const { country } = useShared()
  const visit = (params: Record<string, string | number>) =>
    router.get(urlFor('dev.outbox'), params, { preserveScroll: true })

  return (
    <AppLayout
      title="Bandeja de salida (desarrollo)"
      description="Los mensajes de WhatsApp y correos que la aplicación habría enviado en este entorno."
    >
      <Container size="md" py="xl">
        <Title order={1} size="h2">
          Bandeja de salida
        </Title>
        <Text c="dimmed" mb="md">
          Mensajes de WhatsApp y correos que la aplicación habría enviado. Solo existe fuera de
          producción.
        </Text>
        <SegmentedControl
          mb="md"
          value={channel ?? 'all'}
          onChange={(value) => visit(value === 'all' ? {} : { channel: value })}
          data={[
            { value: 'all', label: 'Todos' },
            { value: 'whatsapp', label: 'WhatsApp' },
            { value: 'email', label: 'Email' },
          ]}
        />
        {messages.length === 0 ? (
          <EmptyState />
        ) : (
          <Stack gap="sm">
            {messages.map((message) => (
              <Card key={message.id} withBorder padding="md" data-testid="outbox-message">
                <Group justify="space-between" mb={6} wrap="wrap" gap="xs">
                  <Group gap="xs">
                    <Badge color={message.channel === 'whatsapp' ? 'green' : 'blue'}>
                      {message.channel === 'whatsapp' ? 'WhatsApp' : 'Email'}
                    </Badge>
                    <Text fw={600} size="sm" style={{ wordBreak: 'break-all' }}>
                      {message.recipient}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatDate(message.createdAt, country.locale, true)}
                  </Text>
                </Group>
                {message.subject && (
                  <Text fw={600} size="sm" mb={4}>
                    {message.subject}
                  </Text>
                )}
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {message.body}
                </Code>
                {message.hasHtml && (
                  <Anchor
                    href={urlFor('dev.outbox.html', { id: message.id })}
                    target="_blank"
                    size="sm"
                    mt={6}
                    display="inline-block"
                  >
                    Ver correo (HTML)
                  </Anchor>
                )}
              </Card>
            ))}
          </Stack>
        )}
        <PaginationControl
          total={total}
          pageSize={pageSize}
          page={page - 1}
          onChange={(next) => visit({ page: next + 1, ...(channel ? { channel } : {}) })}
        />
      </Container>
    </AppLayout>
  )
}

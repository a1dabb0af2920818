import { useEffect } from 'react'
import { Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { EmptyState } from '~/components/empty_state'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { STORE_INFRACTIONS_TEXTS as T } from '~/components/moderation/texts'

/** One infraction (StoreInfractionRow of app/moderation/rules/store_infractions_page.ts). */
type StoreInfractionRow = {
  id: number
  typeLabel: string
  detail: string
  /** 'Cotización Nº CT-000123'. */
  transaction: string
  createdAt: string
}

const anchor = (id: number) => `infraccion-${id}`

/**
 * 'Infracciones de la tienda' (/tienda/{storeUrl}/infracciones, issue 21): the store's
 * infractions, read-only, newest first, for its owner, its advisers and staff. The infraction
 * notice links here with `?infraccion={id}`: that one is highlighted and brought into view.
 */
export default function StoreInfractionsPage({
  store,
  infractions,
  highlightId,
}: {
  store: { name: string; urlPath: string }
  infractions: StoreInfractionRow[]
  highlightId: number | null
}) {
  const { country } = useShared()

  useEffect(() => {
    if (highlightId === null) return
    document.getElementById(anchor(highlightId))?.scrollIntoView({ block: 'center' })
  }, [highlightId])

  return (
    <AppLayout title={T.title} description={T.description}>
      <Container size="md" py="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {T.title}
          </Title>
          <Text c="dimmed">{T.intro(store.name)}</Text>
          {infractions.length === 0 && <EmptyState message={T.empty} />}
          {infractions.map((infraction) => {
            const announced = infraction.id === highlightId
            return (
              <Paper
                key={infraction.id}
                id={anchor(infraction.id)}
                withBorder
                radius="md"
                p="md"
                style={
                  announced
                    ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 }
                    : undefined
                }
                data-testid="store-infraction"
                data-highlighted={announced || undefined}
              >
                <Stack gap={6}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={700}>{infraction.transaction}</Text>
                    {announced && (
                      <Badge color="red" variant="light">
                        {T.announced}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">
                    <b>{T.type}:</b> {infraction.typeLabel}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    <b>{T.detail}:</b> {infraction.detail}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {T.registeredAt} {formatDate(infraction.createdAt, country.locale, true)}
                  </Text>
                </Stack>
              </Paper>
            )
          })}
        </Stack>
      </Container>
    </AppLayout>
  )
}

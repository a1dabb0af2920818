import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { StaffLayout } from '~/layouts/staff_layout'
import { ModerationConversation } from '~/components/staff/moderation/moderation_conversation'
import { ModerationActions } from '~/components/staff/moderation/moderation_actions'
import { WriterLabel } from '~/components/staff/moderation/writer_label'
import { OutcomeBadge } from '~/components/staff/moderation/outcome_badge'
import { STAFF_MODERATION_TEXTS as T } from '~/components/staff/texts'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

type Props = {
  item: Data.Staff.ModerationItem
  messages: Data.Staff.ModerationMessage[]
}

/**
 * Staff section /staff/moderacion/{id} (issue 23): one item of the moderation queue — what the
 * detector found, who wrote, the resolution when there is one — inside its conversation
 * (read-only, the item's message marked), with the actions that resolve it.
 */
export default function StaffModerationItemPage({ item, messages }: Props) {
  const { country, can } = useShared()
  return (
    <StaffLayout
      title={T.itemTitle(item.id)}
      description={T.itemDescription}
      actions={
        <Button
          component="a"
          href={urlFor('staff.moderation.index')}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={14} />}
          mb="md"
        >
          {T.back}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <Paper withBorder radius="md" p="md" data-testid="moderation-summary">
            <Stack gap="sm">
              <Group gap="xs" wrap="wrap">
                <OutcomeBadge outcome={item.outcome} label={item.outcomeLabel} />
                <Text size="sm" c="dimmed">
                  {formatDate(item.createdAt, country.locale, true)}
                </Text>
              </Group>
              <WriterLabel item={item} />
              <div>
                <Text size="xs" c="dimmed">
                  {T.colReasons}
                </Text>
                <Text size="sm">{item.reasons.join(', ') || T.noReasons}</Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {T.colText}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {item.text ?? T.noText}
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {T.colConversation}
                </Text>
                <Group gap={6}>
                  <Text size="sm">
                    {item.conversation.label} · {item.conversation.title}
                  </Text>
                  {/* the transaction's pages open for staff who act as admins (can.actAsAdmin) */}
                  {item.conversation.url && can.actAsAdmin && (
                    <Anchor href={item.conversation.url} size="sm" target="_blank">
                      <Group gap={2} wrap="nowrap">
                        {T.openTransaction}
                        <IconExternalLink size={14} />
                      </Group>
                    </Anchor>
                  )}
                </Group>
              </div>
              {item.review && (
                <Text size="sm" fw={600} data-testid="moderation-review">
                  {T.resolvedBy(
                    item.review.label ?? '',
                    item.review.by,
                    formatDate(item.review.at, country.locale, true)
                  )}
                  {item.review.note ? ` · ${T.note(item.review.note)}` : ''}
                </Text>
              )}
            </Stack>
          </Paper>
          <ModerationActions item={item} />
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {T.conversationTitle}
          </Title>
          <Text size="xs" c="dimmed">
            {T.conversationHint}
          </Text>
          <ModerationConversation messages={messages} locale={country.locale} />
        </Stack>
      </SimpleGrid>
    </StaffLayout>
  )
}

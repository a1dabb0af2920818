import { StaffTable } from '~/components/staff/staff_table'
import { Badge, Button, Stack, Table, Text } from '@mantine/core'
import type { Data } from '@generated/data'
import { formatDate } from '~/lib/format'
import { urlFor } from '~/lib/routes'
import { WriterLabel } from './writer_label'
import { OutcomeBadge } from './outcome_badge'
import { STAFF_MODERATION_TEXTS as T } from '../texts'

type Item = Data.Staff.ModerationItem

/** The text of an item, cut for the list (the detail shows it whole). */
function preview(item: Item) {
  if (item.text) return item.text.length > 160 ? `${item.text.slice(0, 157)}…` : item.text
  return item.attachments.length > 0 ? T.attachment(item.attachments[0].name) : T.noText
}

/** The queue's page: one row per item, its case opened from 'Ver caso'. */
export function ModerationTable({ items, locale }: { items: Item[]; locale: string }) {
  return (
    <StaffTable
      minWidth={860}
      testId="moderation-items"
      headers={[T.colWhen, T.colWriter, T.colText, T.colReasons, T.colState]}
    >
      {items.map((item) => (
        <Table.Tr key={item.id} data-testid="moderation-item" data-item-id={item.id}>
          <Table.Td>
            <Text size="sm">{formatDate(item.createdAt, locale, true)}</Text>
            <Text size="xs" c="dimmed">
              {item.conversation.title}
            </Text>
            <Button
              component="a"
              href={urlFor('staff.moderation.show', { id: item.id })}
              size="xs"
              mt={6}
              data-testid="open-item"
            >
              {T.open}
            </Button>
          </Table.Td>
          <Table.Td>
            <WriterLabel item={item} />
          </Table.Td>
          <Table.Td maw={320}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {preview(item)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Stack gap={4}>
              <OutcomeBadge outcome={item.outcome} label={item.outcomeLabel} />
              <Text size="xs">{item.reasons.join(', ') || T.noReasons}</Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            {item.review ? (
              <Text size="xs">
                {T.resolvedBy(
                  item.review.label ?? '',
                  item.review.by,
                  formatDate(item.review.at, locale)
                )}
              </Text>
            ) : (
              <Badge size="sm" variant="outline" color="gray">
                {T.pendingBadge}
              </Badge>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </StaffTable>
  )
}

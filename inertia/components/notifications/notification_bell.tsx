import {
  ActionIcon,
  Box,
  Button,
  Center,
  Divider,
  Group,
  Indicator,
  Loader,
  NavLink,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { router } from '@inertiajs/react'
import { IconBell } from '@tabler/icons-react'
import { errorMessage } from '~/lib/http'
import { useShared } from '~/lib/page_props'
import { useNotifications, type NotificationItem } from '~/lib/use_notifications'
import { timeAgo } from '@rules/notifications/rules/time_ago'

/** Our codes (SC-000012, CT-…, RV-…): each kept on one line, never cut at its hyphen. */
const CODE = /\b([A-Z]{2}-\d{6,})\b/

function MessageText({ text }: { text: string }) {
  return text.split(CODE).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    )
  )
}

/** The bell's name for screen readers, in the singular for one. */
const bellLabel = (count: number) =>
  `Notificaciones: ${count} ${count === 1 ? 'pendiente' : 'pendientes'}`

/**
 * The header bell of a signed-in user (doc 1 §7 notifications): the pending count on the icon,
 * live; a dropdown with the latest pending notifications, each leading to its page (and marked
 * done), and 'Marcar todas como leídas'.
 */
export function NotificationBell({ userId }: { userId: number }) {
  const { country } = useShared()
  const { count, items, loading, loadedAt, opened, setOpened, markDone, markAllDone } =
    useNotifications(userId)

  const follow = async (item: NotificationItem) => {
    await markDone(item)
    setOpened(false)
    if (item.url) router.visit(item.url)
  }

  const clearAll = async () => {
    const response = await markAllDone()
    if (!response.ok) notifications.show({ color: 'red', message: errorMessage(response) })
  }

  const label = count > 99 ? '99+' : String(count)
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={350}
      shadow="md"
      withinPortal
    >
      <Indicator
        label={label}
        size={18}
        offset={6}
        color="red"
        disabled={count === 0}
        data-testid="notifications-indicator"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            onClick={() => setOpened(!opened)}
            aria-label={bellLabel(count)}
            data-testid="notifications-bell"
            data-count={count}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} data-testid="notifications-dropdown">
        <Group justify="space-between" px="md" py="xs" gap="xs" wrap="nowrap">
          <Text fw={700} size="sm">
            Notificaciones
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => void clearAll()}
            disabled={count === 0}
            style={{ flexShrink: 0 }}
          >
            Marcar todas como leídas
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={360} type="auto">
          {loading && items.length === 0 ? (
            <Center p="lg">
              <Loader size="sm" />
            </Center>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" p="lg">
              No tienes notificaciones pendientes
            </Text>
          ) : (
            <Stack gap={0}>
              {items.map((item) => (
                <NavLink
                  key={item.id}
                  component="a"
                  href={item.url ?? '#'}
                  onClick={(event) => {
                    event.preventDefault()
                    void follow(item)
                  }}
                  label={<MessageText text={item.message} />}
                  description={timeAgo(item.created_at, loadedAt, country.locale)}
                  py="sm"
                  styles={{ label: { whiteSpace: 'normal' } }}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                  data-testid="notification-item"
                />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        {count > items.length && items.length > 0 && (
          <Box px="md" py={6} bg="gray.0">
            <Text size="xs" c="dimmed">
              {count - items.length === 1
                ? 'Y 1 notificación más'
                : `Y ${count - items.length} notificaciones más`}
            </Text>
          </Box>
        )}
      </Popover.Dropdown>
    </Popover>
  )
}

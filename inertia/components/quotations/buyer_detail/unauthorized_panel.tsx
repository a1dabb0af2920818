import { useState } from 'react'
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconLock, IconLogout } from '@tabler/icons-react'
import { api, errorMessage } from '~/lib/http'
import { usePath } from '~/lib/page_props'
import { showToast } from '~/lib/toast'
import { useMobileText } from '~/components/mobile_input'
import { BUYER_DETAIL_TEXTS as T } from './texts'
import type { UnauthorizedUser } from './types'

/**
 * The unauthorized panel (doc 3 §2.6): the signed-in user (full name, e-mail, mobile) may not
 * see this transaction; check the login. 'Volver' goes to the main area; 'Cerrar Sesión' closes
 * the session and reloads the page (the login page then asks for another account). A failed
 * logout shows the warning 'Error al cerrar sesión' with the server's message.
 */
export function UnauthorizedPanel({
  user,
  indexUrl,
}: {
  user: UnauthorizedUser
  indexUrl: string
}) {
  const path = usePath()
  const mobileText = useMobileText()
  const [leaving, setLeaving] = useState(false)

  const logout = async () => {
    setLeaving(true)
    const response = await api('POST', path('/users/page/logout'))
    if (response.ok) {
      window.location.reload()
      return
    }
    setLeaving(false)
    showToast({ color: 'yellow', title: T.logoutError, message: errorMessage(response) })
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="unauthorized-panel">
      <Stack align="center" gap="sm" ta="center">
        <IconLock size={44} color="var(--mantine-color-red-7)" aria-hidden />
        <Title order={2} size="h3">
          {T.unauthorizedTitle}
        </Title>
        <Text>
          {T.unauthorizedText(user.fullName, user.email, user.mobile && mobileText(user.mobile))}
        </Text>
        <Text c="dimmed" size="sm">
          {T.unauthorizedHelp}
        </Text>
        <Group justify="center" gap="sm" mt="sm">
          <Button
            component="a"
            href={indexUrl}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {T.back}
          </Button>
          <Button
            color="red"
            leftSection={<IconLogout size={16} />}
            loading={leaving}
            onClick={() => void logout()}
          >
            {T.logout}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

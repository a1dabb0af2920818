import { useEffect, type ReactNode } from 'react'
import {
  Anchor,
  AppShell,
  Avatar,
  Box,
  Button,
  Container,
  Group,
  Menu,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Head, Link } from '@inertiajs/react'
import { IconCar, IconChevronDown, IconFileText, IconLogout, IconSearch } from '@tabler/icons-react'
import { AuthModalsProvider, useAuthModals } from '~/components/auth/auth_modals'
import { NotificationBell } from '~/components/notifications/notification_bell'
import { api, errorMessage } from '~/lib/http'
import { usePath, useShared } from '~/lib/page_props'

/** Session check every 15 s (doc 1 §4, §9). */
const SESSION_CHECK_MS = 15000

/**
 * The Spanish app shell: header with the brand and the login button or the user menu,
 * flash messages as toasts, and the session check of signed-in users.
 */
export function AppLayout({
  title,
  description,
  children,
}: {
  title?: string
  /** The page's meta description (doc 1: page metadata, at most 149 characters). */
  description?: string
  children: ReactNode
}) {
  return (
    <AuthModalsProvider>
      <Head title={title}>
        {description && (
          // `head-key` is Inertia's: one description per page, replaced on each visit
          // eslint-disable-next-line react/no-unknown-property
          <meta head-key="description" name="description" content={description.slice(0, 149)} />
        )}
      </Head>
      <Shell>{children}</Shell>
    </AuthModalsProvider>
  )
}

function Shell({ children }: { children: ReactNode }) {
  const { user, flash, product } = useShared()
  const path = usePath()
  const authModals = useAuthModals()

  useEffect(() => {
    if (flash?.success) notifications.show({ color: 'green', message: flash.success })
    if (flash?.error) notifications.show({ color: 'red', message: flash.error })
  }, [flash?.success, flash?.error])

  useEffect(() => {
    if (!user) return
    const timer = window.setInterval(async () => {
      const query = new URLSearchParams({ refererUrl: window.location.href })
      const response = await api('GET', path(`/api/core/sessionControlData/${user.id}?${query}`))
      if ((response.ok && response.body.data?.isGuest) || response.status === 403) {
        window.clearInterval(timer)
        authModals.open('loginModal', {
          reason: 'Tu sesión terminó. Ingresa de nuevo para continuar.',
        })
      }
    }, SESSION_CHECK_MS)
    return () => window.clearInterval(timer)
    // One timer per signed-in user: restart only when the user changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id])

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} href={path('/')} className="brand-link" underline="never">
              <Group gap={6} wrap="nowrap">
                <Box
                  w={32}
                  h={32}
                  bg="orange.8"
                  style={{
                    borderRadius: 8,
                    display: 'grid',
                    placeItems: 'center',
                    color: 'white',
                    fontWeight: 800,
                  }}
                >
                  R
                </Box>
                <Text fw={800} size="lg" c="dark">
                  {product.name}
                </Text>
              </Group>
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <Button
                component="a"
                href={path('/home/page/cotizacion')}
                leftSection={<IconSearch size={16} />}
                visibleFrom="sm"
              >
                Solicitar cotización
              </Button>
              {user && <NotificationBell userId={user.id} />}
              {user ? <UserMenu /> : <GuestButtons />}
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Box pb="xl">{children}</Box>
      </AppShell.Main>
    </AppShell>
  )
}

function GuestButtons() {
  const authModals = useAuthModals()
  return (
    <Button
      variant="default"
      onClick={() => authModals.open('loginModal')}
      data-testid="open-login"
    >
      Ingresar
    </Button>
  )
}

function UserMenu() {
  const { user, product } = useShared()
  const path = usePath()
  if (!user) return null

  const logout = async () => {
    const response = await api('POST', path('/users/page/logout'))
    if (response.ok) {
      window.location.reload()
      return
    }
    notifications.show({
      color: 'yellow',
      title: 'Error al cerrar sesión',
      message: errorMessage(response),
    })
  }

  const initials = user.fullName
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" aria-label="Menú de usuario">
          <Group gap={6} wrap="nowrap">
            <Avatar color="orange" radius="xl" size={34}>
              {initials}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" maw={160} truncate>
              {user.fullName}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.email ?? user.mobile}
          {user.storeName ? ` · ${user.storeName}` : ''}
        </Menu.Label>
        <Menu.Item
          component="a"
          href={path(`/${product.goPath}/page/index`)}
          leftSection={<IconFileText size={16} />}
        >
          Mis solicitudes
        </Menu.Item>
        <Menu.Item
          component="a"
          href={path('/garage/page/vehiculos')}
          leftSection={<IconCar size={16} />}
        >
          Mi garaje
        </Menu.Item>
        <Menu.Item component="a" href={path('/home/page/cotizacion')} hiddenFrom="sm">
          Solicitar cotización
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={() => void logout()}>
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

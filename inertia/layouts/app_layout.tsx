import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconSearch } from '@tabler/icons-react'
import { AuthModalsProvider, useAuthModals } from '~/components/auth/auth_modals'
import { api } from '~/lib/http'
import { showToast } from '~/lib/toast'
import { usePath, useShared } from '~/lib/page_props'
import type { SessionUser } from '~/types'
import { UserMenuTrigger } from './user_menu_trigger'
import { SiteFooter } from './site_footer'
import { PageHead } from './page_head'

/** The bell and its live stream (Transmit) load only for signed-in users, after the page. */
const NotificationBell = lazy(() =>
  import('~/components/notifications/notification_bell').then((m) => ({
    default: m.NotificationBell,
  }))
)

/** The user menu (Mantine's Menu and its floating positioning) arrives right after the page. */
const UserMenu = lazy(() => import('./user_menu').then((m) => ({ default: m.UserMenu })))

/**
 * A fixed header over the page, as Mantine's AppShell drew it (64 px, z-index 100, bottom border)
 * without AppShell's navbar, aside, footer and resize code. The class is the one scroll locks
 * (modals) pad on the right so the header does not shift when the scrollbar goes.
 */
const HEADER_HEIGHT = 64
const HEADER_STYLE = {
  position: 'fixed',
  top: 0,
  insetInline: 0,
  height: HEADER_HEIGHT,
  zIndex: 100,
  backgroundColor: 'var(--mantine-color-body)',
  borderBottom: '1px solid var(--mantine-color-gray-3)',
} as const

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
      <PageHead title={title} description={description} />
      <Shell>{children}</Shell>
    </AuthModalsProvider>
  )
}

function Shell({ children }: { children: ReactNode }) {
  const { user, flash, product } = useShared()
  const path = usePath()
  const authModals = useAuthModals()

  useEffect(() => {
    if (flash?.success) showToast({ color: 'green', message: flash.success })
    if (flash?.error) showToast({ color: 'red', message: flash.error })
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
    <>
      <Box component="header" className="right-scroll-bar-position" style={HEADER_STYLE}>
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
              {user && (
                <Suspense fallback={null}>
                  <NotificationBell userId={user.id} />
                </Suspense>
              )}
              {user ? <UserArea user={user} /> : <GuestButtons />}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ paddingTop: HEADER_HEIGHT, minHeight: '100dvh' }}>
        <Box pb="xl">{children}</Box>
      </Box>
      <SiteFooter />
    </>
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

/**
 * The user's button, shown at once; the menu (user_menu.tsx) replaces it when it has loaded, and
 * opens at once if the button was clicked meanwhile.
 */
function UserArea({ user }: { user: SessionUser }) {
  const [clicked, setClicked] = useState(false)
  return (
    <Suspense fallback={<UserMenuTrigger user={user} onClick={() => setClicked(true)} />}>
      <UserMenu defaultOpened={clicked} />
    </Suspense>
  )
}

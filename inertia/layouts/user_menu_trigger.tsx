import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { Group, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import type { SessionUser } from '~/types'

/**
 * The initials as Mantine's `<Avatar color="orange" radius="xl" size={34}>` draws them (light
 * variant), without loading Avatar's code with every page.
 */
const AVATAR = {
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  userSelect: 'none',
  width: 34,
  height: 34,
  minWidth: 34,
  borderRadius: 'var(--mantine-radius-xl)',
} as const
const INITIALS = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  userSelect: 'none',
  borderRadius: 'var(--mantine-radius-xl)',
  fontSize: 34 / 2.5,
  fontWeight: 'var(--mantine-font-weight-bold)',
  background: 'var(--mantine-color-orange-light)',
  border: '1px solid transparent',
  color: 'var(--mantine-color-orange-light-color)',
} as const

/**
 * The button of the user menu: initials and name. The layout shows it at once; the menu itself
 * (Mantine's Menu and its floating positioning) arrives right after the page (user_menu.tsx).
 * Its accessible name is the name it shows (no aria-label hiding it; the initials are
 * decoration); on a phone the name is there for screen readers only (app.css).
 */
export const UserMenuTrigger = forwardRef<
  HTMLButtonElement,
  { user: SessionUser } & ComponentPropsWithoutRef<'button'>
>(function UserButton({ user, ...props }, ref) {
  const initials = user.fullName
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
  return (
    <UnstyledButton ref={ref} data-testid="user-menu" {...props}>
      <Group gap={6} wrap="nowrap">
        <div style={AVATAR} aria-hidden>
          <span style={INITIALS}>{initials}</span>
        </div>
        <Text size="sm" fw={600} maw={160} truncate className="user-menu-name">
          {user.fullName}
        </Text>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  )
})

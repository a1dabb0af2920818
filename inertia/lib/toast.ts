import type { NotificationData } from '@mantine/notifications'

/**
 * A Mantine toast (`notifications.show`) from code that is part of every page (the layout's
 * flash messages): Mantine's notifications store arrives with the toasts' container, after the
 * page has shown, instead of with the page. Pages and dialogs that already load it may keep
 * calling `notifications.show`.
 */
export function showToast(data: NotificationData) {
  void import('~/components/notifications/toasts').then(({ notifications }) =>
    notifications.show(data)
  )
}

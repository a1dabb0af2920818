import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { PANEL_PERIODS } from '#staff/rules/staff_panel'
import { STAFF_PANEL_MESSAGES as M } from '#staff/rules/staff_messages'

/** `/staff/panel?period=today|7d|30d` (7d when absent; anything else a Spanish 422). */
export const staffPanelValidator = vine.create({
  period: vine.enum(PANEL_PERIODS).optional(),
})
staffPanelValidator.messagesProvider = new SimpleMessagesProvider({ 'period.enum': M.period })

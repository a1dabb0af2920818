import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { pageFields, pageMessages } from '#core/validators/pagination'
import type Activity from '#users/models/activity'
import {
  ACTIVITY_DATE_FORMAT,
  ACTIVITY_DATE_MAX,
  ACTIVITY_DATE_MIN,
  ACTIVITY_DATE_PATTERN,
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_MESSAGES as M,
  ACTIVITY_NAME_MAX,
  sameSitePath,
} from '#users/rules/activity'

/**
 * Validators of the agenda API (doc 1 §5 "Activity": name required, date required, description
 * required and at most 256; the state only on an existing activity). The request's host travels
 * as metadata (`{ host }`): the activity's link must be a page of this site.
 */
type HostMeta = { host: string | null }

/** 'YYYY-MM-DD HH:mm:ss' as the wall-clock time it names (see #users/rules/activity). */
const readActivityDate = (value: string) =>
  DateTime.fromFormat(value, ACTIVITY_DATE_FORMAT, { zone: 'utc' })

/** 'YYYY-MM-DD HH:mm:ss', a real date and time. */
const activityDateRule = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    if (!ACTIVITY_DATE_PATTERN.test(value) || !readActivityDate(value).isValid) {
      field.report(M.dateInvalid, 'activityDate', field)
    } else if (value < ACTIVITY_DATE_MIN || value > ACTIVITY_DATE_MAX) {
      field.report(M.dateOutOfRange, 'activityDateRange', field)
    }
  }
)

/** A path of this site (or an URL of the request's host, kept as its path). */
const sameSiteRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const path = sameSitePath(value, (field.meta as HostMeta).host)
  if (!path) {
    field.report(M.urlInvalid, 'sameSite', field)
    return
  }
  field.mutate(path, field)
})

const nameField = () => vine.string().trim().minLength(1).maxLength(ACTIVITY_NAME_MAX)
const dateField = () => vine.string().trim().use(activityDateRule()).transform(readActivityDate)
const descriptionField = () => vine.string().trim().minLength(1).maxLength(ACTIVITY_DESCRIPTION_MAX)

const messages = new SimpleMessagesProvider({
  'name.required': M.nameRequired,
  'name.string': M.nameRequired,
  'name.minLength': M.nameRequired,
  'name.maxLength': M.nameMax,
  'date.required': M.dateRequired,
  'date.string': M.dateInvalid,
  'activity.required': M.descriptionRequired,
  'activity.string': M.descriptionRequired,
  'activity.minLength': M.descriptionRequired,
  'activity.maxLength': M.descriptionMax,
  'activity_state.required': M.stateInvalid,
  'activity_state.number': M.stateInvalid,
  'activity_state.withoutDecimals': M.stateInvalid,
  'activity_state.in': M.stateInvalid,
  'activity_url.string': M.urlInvalid,
})

/**
 * POST /api/users/activitiesAgenda. `activity_url` is the page it was created from (the
 * modal sends it; without it the Referer of this site is used). A new activity is always
 * 'Pendiente': `activity_state` is not read here.
 */
export const createActivityValidator = vine.withMetaData<HostMeta>().create({
  name: nameField(),
  date: dateField(),
  activity: descriptionField(),
  activity_url: vine.string().trim().use(sameSiteRule()).optional(),
})
createActivityValidator.messagesProvider = messages

/**
 * PATCH /api/users/activitiesAgenda/{id}: name, date, description and state (0 Pendiente,
 * 1 Realizado), validated as a whole on `patchedActivity` (the activity's current values with
 * the fields sent over them), so a field sent empty is refused as in the form. The page it links
 * to stays the one it was created from.
 */
export const updateActivityValidator = vine.withMetaData<HostMeta>().create({
  name: nameField(),
  date: dateField(),
  activity: descriptionField(),
  activity_state: vine.number().withoutDecimals().in([0, 1]),
})
updateActivityValidator.messagesProvider = messages

/** The PATCH body over the activity's current values (see updateActivityValidator). */
export function patchedActivity(activity: Activity, body: Record<string, unknown>) {
  return {
    name: activity.name,
    date: activity.date.toUTC().toFormat(ACTIVITY_DATE_FORMAT),
    activity: activity.activity,
    activity_state: activity.activityState,
    ...pick(body, ['name', 'date', 'activity', 'activity_state']),
  }
}

function pick(body: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(Object.entries(body).filter(([key]) => keys.includes(key)))
}

/**
 * GET /api/users/activitiesAgenda: zero-based `page`, `pageSize` (default 20); `filter` (JSON)
 * read by the list query.
 */
export const listActivitiesValidator = vine.create({
  ...pageFields(),
  filter: vine.any().optional(),
})
listActivitiesValidator.messagesProvider = new SimpleMessagesProvider({ ...pageMessages() })

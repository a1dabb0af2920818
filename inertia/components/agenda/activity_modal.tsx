/**
 * The calendar modal 'Programar una actividad en tu agenda' (doc 1 §2, §3 Activity, §4, §5, §8).
 *
 * Props (`ActivityModalProps`):
 * - `opened: boolean` — shows the modal.
 * - `onClose(): void` — 'Cancelar', the close button, Escape, and after a successful save.
 * - `activityUrl: string` — the page the activity links back to, a path of this site
 *   (`window.location.pathname + search`, e.g. '/cart/page/orders/12'); the server refuses
 *   another site. Sent only when creating: an activity keeps the page it was created from.
 * - `defaultName?: string` — prefills the name of a new activity ('Llamar a Ana Gómez').
 * - `activity?: Data.Users.Activity | null` — an existing activity: the modal edits it and
 *   shows its state (Pendiente / Realizado), which a new activity never has.
 * - `onSaved?(activity: Data.Users.Activity): void` — the saved activity (new or changed).
 *
 * Fields: name, date and time (@mantine/dates, sent as 'YYYY-MM-DD HH:mm:ss'), description with
 * its 'n / 256' counter, state when editing; 'Cancelar' / 'Guardar'. Checked after each change;
 * the server's messages go on their fields, anything else shows in an alert (doc 1 §8). Success
 * shows a toast. Load it on demand (it brings the date pickers):
 *
 *   const ActivityModal = lazyNamed(() => import('~/components/agenda/activity_modal'), 'ActivityModal')
 *   <OnDemand when={opened}><ActivityModal opened={opened} … /></OnDemand>
 */
import { useState } from 'react'
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { DateTimePicker } from '@mantine/dates'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconCalendar } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { DatesProvider } from '~/components/dates_provider'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { AGENDA_TEXTS as T } from './texts'

export interface ActivityModalProps {
  opened: boolean
  onClose(): void
  activityUrl: string
  defaultName?: string
  activity?: Data.Users.Activity | null
  onSaved?(activity: Data.Users.Activity): void
}

interface Values {
  name: string
  /** 'YYYY-MM-DD HH:mm:ss' or '' while not chosen. */
  date: string
  activity: string
  activity_state: '0' | '1'
}

export function ActivityModal(props: ActivityModalProps) {
  const { opened, onClose, activity } = props
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{activity ? T.editTitle : T.title}</Text>}
      centered
    >
      {opened && <ActivityForm key={activity?.id ?? 'new'} {...props} />}
    </Modal>
  )
}

function ActivityForm({
  onClose,
  activityUrl,
  defaultName,
  activity,
  onSaved,
}: ActivityModalProps) {
  const [saving, setSaving] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<Values>({
    mode: 'controlled',
    validateInputOnChange: true,
    initialValues: {
      name: activity?.name ?? defaultName ?? '',
      date: activity?.date ?? '',
      activity: activity?.activity ?? '',
      activity_state: activity?.activity_state === 1 ? '1' : '0',
    },
    validate: {
      name: (value) => {
        if (!value.trim()) return T.nameRequired
        return value.trim().length > T.nameLimit ? T.nameMax : null
      },
      date: (value) => {
        if (!value) return T.dateRequired
        return value < T.dateMin || value > T.dateMax ? T.dateOutOfRange : null
      },
      activity: (value) => {
        if (!value.trim()) return T.descriptionRequired
        return value.trim().length > T.descriptionLimit ? T.descriptionMax : null
      },
    },
  })

  const save = async (values: Values) => {
    if (saving) return
    setSaving(true)
    setFormError(null)
    const fields = { name: values.name.trim(), date: values.date, activity: values.activity.trim() }
    const response = activity
      ? await api('PATCH', urlFor('api.agenda.update', { id: activity.id }), {
          ...fields,
          activity_state: Number(values.activity_state),
        })
      : await api('POST', urlFor('api.agenda.store'), { ...fields, activity_url: activityUrl })
    setSaving(false)
    if (response.ok) {
      notifications.show({
        color: 'green',
        message: response.body.message ?? (activity ? T.updated : T.created),
      })
      onSaved?.(response.body.data as Data.Users.Activity)
      onClose()
      return
    }
    setFormError(applyServerErrors(form, response))
  }

  const length = form.values.activity.trim().length
  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert color="red" title={T.errorTitle}>
            {formError}
          </Alert>
        )}
        <TextInput
          label={T.name}
          placeholder={T.namePlaceholder}
          withAsterisk
          data-autofocus
          maxLength={T.nameLimit}
          {...form.getInputProps('name')}
        />
        <DatesProvider>
          <DateTimePicker
            label={T.date}
            placeholder={T.datePlaceholder}
            withAsterisk
            clearable
            leftSection={<IconCalendar size={16} />}
            valueFormat="D [de] MMMM [de] YYYY, h:mm A"
            minDate={T.dateMin}
            maxDate={T.dateMax}
            popoverProps={{ withinPortal: true }}
            data-testid="activity-date"
            {...form.getInputProps('date')}
            value={form.values.date || null}
            onChange={(next) => form.setFieldValue('date', next ?? '')}
          />
        </DatesProvider>
        <Textarea
          label={T.description}
          placeholder={T.descriptionPlaceholder}
          withAsterisk
          rows={3}
          autosize={false}
          description={
            <Text span size="xs" c={length > T.descriptionLimit ? 'red' : 'dimmed'}>
              {T.counter(length)}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('activity')}
        />
        {activity && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {T.state}
            </Text>
            <SegmentedControl
              data={[
                { value: '0', label: T.states[0] },
                { value: '1', label: T.states[1] },
              ]}
              value={form.values.activity_state}
              onChange={(next) => form.setFieldValue('activity_state', next as '0' | '1')}
            />
            {form.errors.activity_state && (
              <Text size="xs" c="red">
                {form.errors.activity_state}
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={saving} data-testid="save-activity">
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

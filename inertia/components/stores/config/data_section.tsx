import { SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  STORE_CONFIG_MESSAGES as M,
  TIME_PATTERN,
  type OpeningDay,
  type StoreConfigView,
} from '@rules/stores/rules/store_config_rules'
import { CitySelect } from '~/components/city_select'
import { ImageUpload } from '~/components/image_upload'
import { urlFor } from '~/lib/routes'
import { OpeningHoursInput } from './opening_hours_input'
import { SectionCard } from './section_card'
import type { SectionProps } from './types'
import { useSectionSave } from './use_section_save'
import { CONFIG_TEXTS } from './texts'

const T = CONFIG_TEXTS.data

interface Values {
  name: string
  logo: string | null
  description: string
  address: string
  city_id: number | null
  mobile_number: string
  email: string
  opening_hours: OpeningDay[]
}

function valuesOf({ store }: StoreConfigView): Values {
  return {
    name: store.name,
    logo: store.logo,
    description: store.description ?? '',
    address: store.address ?? '',
    city_id: store.cityId,
    mobile_number: store.mobileNumber ?? '',
    email: store.email ?? '',
    opening_hours: store.openingHours,
  }
}

const timeError = (value: string) => (TIME_PATTERN.test(value) ? null : M.timeInvalid)

/**
 * Datos (#storeConfigSection-datos): name, logo (an upload of this user, POST
 * /api/uploads/image), description, address, city (the city autocomplete), contact (mobile,
 * e-mail) and opening hours. Checked here with the server's rules; the server's messages go on
 * their fields.
 */
export function DataSection({ view, canEdit, onSaved }: SectionProps) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(view),
    validate: {
      name: (value) => (value.trim() ? null : M.nameRequired),
      city_id: (value) => (value ? null : M.cityInvalid),
      mobile_number: (value) => (/^\d{10}$/.test(value.trim()) ? null : M.mobileInvalid),
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : M.emailInvalid),
      opening_hours: {
        opens: (value, values, path) =>
          values.opening_hours[Number(path.split('.')[1])].closed ? null : timeError(value),
        closes: (value, values, path) => {
          const day = values.opening_hours[Number(path.split('.')[1])]
          if (day.closed) return null
          return timeError(value) ?? (value <= day.opens ? M.closesBeforeOpens : null)
        },
      },
    },
  })
  const { save, saving, error } = useSectionSave(
    form,
    urlFor('api.store.config.data', { id: view.store.id }),
    onSaved
  )
  const submit = form.onSubmit((values) => void save(values))
  const disabled = !canEdit

  return (
    <SectionCard
      sectionKey="datos"
      title={T.title}
      canEdit={canEdit}
      saving={saving}
      error={error}
      onSubmit={() => submit()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={T.name} required disabled={disabled} {...form.getInputProps('name')} />
        <CitySelect
          label={T.city}
          required
          disabled={disabled}
          value={form.getValues().city_id}
          onChange={(id) => form.setFieldValue('city_id', id)}
          error={form.errors.city_id as string | undefined}
        />
        <TextInput label={T.address} disabled={disabled} {...form.getInputProps('address')} />
        <TextInput
          label={T.mobile}
          required
          inputMode="numeric"
          disabled={disabled}
          {...form.getInputProps('mobile_number')}
        />
        <TextInput
          label={T.email}
          required
          type="email"
          disabled={disabled}
          {...form.getInputProps('email')}
        />
      </SimpleGrid>
      <Textarea
        label={T.description}
        autosize
        minRows={2}
        disabled={disabled}
        {...form.getInputProps('description')}
      />
      {canEdit ? (
        <ImageUpload
          label={T.logo}
          value={form.getValues().logo}
          onChange={(key) => form.setFieldValue('logo', key)}
          error={form.errors.logo as string | undefined}
        />
      ) : (
        view.store.logoUrl && <img src={view.store.logoUrl} alt={T.logo} height={80} />
      )}
      <OpeningHoursInput form={form} disabled={disabled} />
    </SectionCard>
  )
}

import { useState } from 'react'
import { Badge, CloseButton, Group, MultiSelect, Stack, Switch, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { StoreConfigView } from '@rules/stores/rules/store_config_rules'
import { CitySelect } from '~/components/city_select'
import { urlFor } from '~/lib/routes'
import { SectionCard } from './section_card'
import type { SectionProps } from './types'
import { useSectionSave } from './use_section_save'
import { CONFIG_TEXTS } from './texts'
import { useShared } from '~/lib/page_props'

const T = CONFIG_TEXTS.market

interface Values {
  brand_ids: string[]
  department_ids: string[]
  cities: { id: number; fullName: string }[]
  notify_new_requests_by_email: boolean
  notify_new_requests_by_whatsapp: boolean
}

function valuesOf(view: StoreConfigView): Values {
  const zones = view.market.zones
  return {
    brand_ids: view.market.brandIds.map(String),
    department_ids: zones.filter((z) => z.type === 'department').map((z) => String(z.id)),
    cities: zones.filter((z) => z.type === 'city').map(({ id, fullName }) => ({ id, fullName })),
    notify_new_requests_by_email: view.market.notifyNewRequestsByEmail,
    notify_new_requests_by_whatsapp: view.market.notifyNewRequestsByWhatsapp,
  }
}

/**
 * Marcas y zonas (#storeConfigSection-brands): the vehicle brands the store sells and the
 * departments / cities it serves — which marketplace requests reach its Pendientes. No zone
 * chosen: the whole country. Departments from the page's props; single cities through the city
 * autocomplete. Below, how the store's people are told of new requests (e-mail, WhatsApp).
 */
export function MarketSection({ view, canEdit, onSaved }: SectionProps) {
  const { country } = useShared()
  const form = useForm<Values>({ mode: 'controlled', initialValues: valuesOf(view) })
  const [cityKey, setCityKey] = useState(0)
  const { save, saving, error } = useSectionSave(
    form,
    urlFor('api.store.config.market', { id: view.store.id }),
    (fresh) => {
      form.setValues(valuesOf(fresh))
      form.resetDirty()
      onSaved(fresh)
    }
  )
  const values = form.getValues()
  const submit = () =>
    void save({
      brand_ids: values.brand_ids.map(Number),
      zone_ids: [...values.department_ids.map(Number), ...values.cities.map((c) => c.id)],
      notify_new_requests_by_email: values.notify_new_requests_by_email,
      notify_new_requests_by_whatsapp: values.notify_new_requests_by_whatsapp,
    })

  const addCity = (id: number | null, label?: string | null) => {
    setCityKey((key) => key + 1)
    if (id === null || values.cities.some((city) => city.id === id)) return
    form.setFieldValue('cities', [...values.cities, { id, fullName: label ?? String(id) }])
  }

  return (
    <SectionCard
      sectionKey="brands"
      title={T.title}
      help={T.help}
      canEdit={canEdit}
      saving={saving}
      error={error}
      onSubmit={submit}
    >
      <MultiSelect
        label={T.brands}
        placeholder={T.brandsPlaceholder}
        data={view.options.brands.map((b) => ({ value: String(b.id), label: b.name }))}
        searchable
        clearable
        disabled={!canEdit}
        data-testid="config-brands"
        {...form.getInputProps('brand_ids')}
      />
      <MultiSelect
        label={T.departments(country.code)}
        placeholder={T.departmentsPlaceholder(country.code)}
        data={view.options.departments.map((d) => ({ value: String(d.id), label: d.name }))}
        searchable
        clearable
        disabled={!canEdit}
        data-testid="config-departments"
        {...form.getInputProps('department_ids')}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {T.cities}
        </Text>
        {values.cities.length > 0 && (
          <Group gap="xs">
            {values.cities.map((city) => (
              <Badge
                key={city.id}
                variant="light"
                size="lg"
                rightSection={
                  canEdit && (
                    <CloseButton
                      size="xs"
                      aria-label={`${T.remove} ${city.fullName}`}
                      onClick={() =>
                        form.setFieldValue(
                          'cities',
                          values.cities.filter((c) => c.id !== city.id)
                        )
                      }
                    />
                  )
                }
              >
                {city.fullName}
              </Badge>
            ))}
          </Group>
        )}
        {canEdit && <CitySelect key={cityKey} label={T.addCity} value={null} onChange={addCity} />}
        {values.department_ids.length === 0 && values.cities.length === 0 && (
          <Text size="sm" c="dimmed">
            {T.noZones}
          </Text>
        )}
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {T.notices}
        </Text>
        <Text size="xs" c="dimmed">
          {T.noticesHelp}
        </Text>
        <Switch
          label={T.noticesByEmail}
          disabled={!canEdit}
          data-testid="config-notify-email"
          {...form.getInputProps('notify_new_requests_by_email', { type: 'checkbox' })}
        />
        <Switch
          label={T.noticesByWhatsapp}
          disabled={!canEdit}
          data-testid="config-notify-whatsapp"
          {...form.getInputProps('notify_new_requests_by_whatsapp', { type: 'checkbox' })}
        />
      </Stack>
    </SectionCard>
  )
}

import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import {
  duplicateThresholds,
  MAX_SHIPPING_RULES,
  STORE_CONFIG_MESSAGES as M,
  type StoreConfigView,
} from '@rules/stores/rules/store_config_rules'
import { urlFor } from '~/lib/routes'
import { SectionCard } from './section_card'
import type { SectionProps } from './types'
import { useSectionSave } from './use_section_save'
import { CONFIG_TEXTS } from './texts'

const T = CONFIG_TEXTS.shipping

interface Rule {
  lower_purchase_price: number | string
  add_shipping_cost: number | string
}

interface Values {
  shipping_policy: string
  allow_store_pickup: boolean
  allow_payment_against_delivery: boolean
  rules: Rule[]
}

function valuesOf(view: StoreConfigView): Values {
  return {
    shipping_policy: view.shipping.policy ?? '',
    allow_store_pickup: view.shipping.allowStorePickup,
    allow_payment_against_delivery: view.shipping.allowPaymentAgainstDelivery,
    rules: view.shipping.rules,
  }
}

/** A whole, non-negative peso amount (COP): the rule the server applies too. */
function pesosError(value: number | string, required: string) {
  if (value === '' || value === null) return required
  const number = Number(value)
  if (!Number.isInteger(number)) return M.wholePesos
  return number < 0 ? M.notNegative : null
}

/**
 * Envíos (#storeConfigSection-shipping): the policy text, the rules (purchase from → shipping
 * cost, 0 = free; whole pesos, no two rules from the same value) and whether the buyer may pick
 * up in the store or pay against delivery. The checkout, the shipping popover and the order read
 * these same rules.
 */
export function ShippingSection({ view, canEdit, onSaved }: SectionProps) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(view),
    validate: {
      shipping_policy: (value) => (value.length > 2000 ? M.policyMax : null),
      rules: {
        lower_purchase_price: (value, values, path) => {
          const index = Number(path.split('.')[1])
          const repeated = duplicateThresholds(
            values.rules.map((rule) => Number(rule.lower_purchase_price))
          )
          return (
            pesosError(value, M.thresholdRequired) ??
            (repeated.includes(index) ? M.duplicateThreshold : null)
          )
        },
        add_shipping_cost: (value) => pesosError(value, M.costRequired),
      },
    },
  })
  const { save, saving, error } = useSectionSave(
    form,
    urlFor('api.store.config.shipping', { id: view.store.id }),
    (fresh) => {
      form.setValues(valuesOf(fresh))
      onSaved(fresh)
    }
  )
  const values = form.getValues()
  const submit = form.onSubmit(
    (valid) =>
      void save({
        ...valid,
        rules: valid.rules.map((rule) => ({
          lower_purchase_price: Number(rule.lower_purchase_price),
          add_shipping_cost: Number(rule.add_shipping_cost),
        })),
      })
  )

  return (
    <SectionCard
      sectionKey="shipping"
      title={T.title}
      canEdit={canEdit}
      saving={saving}
      error={error}
      onSubmit={() => submit()}
    >
      <Textarea
        label={T.policy}
        autosize
        minRows={2}
        disabled={!canEdit}
        {...form.getInputProps('shipping_policy')}
      />
      <Stack gap="xs">
        <div>
          <Text size="sm" fw={500}>
            {T.rules}
          </Text>
          <Text size="xs" c="dimmed">
            {T.rulesHelp}
          </Text>
        </div>
        {values.rules.length === 0 && (
          <Text size="sm" c="dimmed">
            {T.noRules}
          </Text>
        )}
        {values.rules.map((_, index) => (
          <Group key={index} align="flex-start" wrap="nowrap" gap="sm">
            <NumberInput
              label={T.from}
              min={0}
              allowDecimal={false}
              thousandSeparator="."
              decimalSeparator=","
              prefix="$ "
              disabled={!canEdit}
              style={{ flex: 1 }}
              data-testid={`rule-from-${index}`}
              {...form.getInputProps(`rules.${index}.lower_purchase_price`)}
            />
            <NumberInput
              label={T.cost}
              min={0}
              allowDecimal={false}
              thousandSeparator="."
              decimalSeparator=","
              prefix="$ "
              disabled={!canEdit}
              style={{ flex: 1 }}
              data-testid={`rule-cost-${index}`}
              {...form.getInputProps(`rules.${index}.add_shipping_cost`)}
            />
            {canEdit && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={T.removeRule}
                onClick={() => form.removeListItem('rules', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {canEdit && values.rules.length < MAX_SHIPPING_RULES && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                form.insertListItem('rules', { lower_purchase_price: '', add_shipping_cost: '' })
              }
              data-testid="add-rule"
            >
              {T.addRule}
            </Button>
          </Group>
        )}
      </Stack>
      <Checkbox
        label={T.pickup}
        disabled={!canEdit}
        {...form.getInputProps('allow_store_pickup', { type: 'checkbox' })}
      />
      <Checkbox
        label={T.cod}
        disabled={!canEdit}
        {...form.getInputProps('allow_payment_against_delivery', { type: 'checkbox' })}
      />
    </SectionCard>
  )
}

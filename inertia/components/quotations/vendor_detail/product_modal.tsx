import { useState } from 'react'
import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import type { ServiceCosts } from '@rules/quotations/rules/pricing'
import { openConfirmModal } from '~/lib/confirm'
import { itemErrors, type ItemValues } from './quotation_values'
import { ProductFields } from './product_fields'
import { PRODUCT_TEXTS as T } from './texts'

export interface ProductModalProps {
  /** The row being registered or edited; null when closed. */
  index: number | null
  items: ItemValues[]
  /** Messages the form already holds for this row (`items.N.field` → field). */
  errorsOf: (index: number) => Record<string, string>
  costs: ServiceCosts | null
  /** The request's parts, to name the one a row answers. */
  parts: { id: number; name: string; amount: number }[]
  /** Saves the row and says which row to show next (null closes the modal). */
  onSave: (index: number, item: ItemValues) => void
  onNavigate: (index: number | null) => void
}

/**
 * Register / edit product (doc 3 §2.2, §5): one row of the quotation in a form checked with the
 * server's messages ('Continue only when the form is valid'). The arrows move across the rows
 * (the requested parts first, then the added ones); leaving a row with unsaved changes — by an
 * arrow or 'Cancelar' — asks first ('Tienes cambios sin guardar…'); Escape and a click outside do
 * not close it, so nothing typed is lost by accident.
 */
export function ProductModal(props: ProductModalProps) {
  const { index, items } = props
  const item = index === null ? null : items[index]
  return (
    <Modal
      opened={item !== null && item !== undefined}
      onClose={() => props.onNavigate(null)}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size="lg"
      centered
      data-testid="product-modal"
    >
      {index !== null && item && <ProductEditor key={index} {...props} index={index} item={item} />}
    </Modal>
  )
}

function ProductEditor({
  index,
  item,
  items,
  errorsOf,
  costs,
  parts,
  onSave,
  onNavigate,
}: ProductModalProps & { index: number; item: ItemValues }) {
  const form = useForm<ItemValues>({
    mode: 'controlled',
    initialValues: item,
    initialErrors: errorsOf(index),
    validate: (values) => itemErrors(values),
  })
  const [saving, setSaving] = useState(false)
  const part = parts.find((other) => other.id === item.quotation_request_detail_id)

  /** Leaves this row for `target` (another row, or null to close), asking when it changed. */
  const leave = (target: number | null) => {
    if (!form.isDirty()) return onNavigate(target)
    openConfirmModal({
      title: T.unsavedTitle,
      children: <Text size="sm">{T.unsaved}</Text>,
      labels: { confirm: T.discardChanges, cancel: T.keepEditing },
      confirmProps: { color: 'red' },
      onConfirm: () => onNavigate(target),
    })
  }

  const save = (values: ItemValues) => {
    setSaving(true)
    const next = items.findIndex(
      (other, position) => position > index && Object.keys(itemErrors(other)).length > 0
    )
    onSave(index, values)
    onNavigate(next === -1 ? null : next)
  }

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={T.previous}
            disabled={index === 0}
            onClick={() => leave(index - 1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Stack gap={0} align="center" style={{ minWidth: 0 }}>
            <Text fw={700} ta="center">
              {item.id || (item.brand && item.unit_price) ? T.editTitle : T.registerTitle}
            </Text>
            <Text size="xs" c="dimmed" ta="center" data-testid="product-position">
              {T.position(index + 1, items.length)}
            </Text>
          </Stack>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={T.next}
            disabled={index >= items.length - 1}
            onClick={() => leave(index + 1)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {part ? T.requestedPart(part.name, part.amount) : T.extraPart}
        </Text>
        <ProductFields form={form} costs={costs} />
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={() => leave(null)}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { useNarrow } from '~/lib/use_narrow'
import { IconEdit, IconTrash } from '@tabler/icons-react'
import { DELIVERY_TIMES, warrantyLabel } from '@rules/quotations/rules/quotation_form'
import { formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { itemComplete, type ItemValues } from './quotation_values'
import { QUOTE_TEXTS as T, photoUrl } from './texts'

export interface ProductsTableProps {
  items: ItemValues[]
  /** First error of each row (`items.N.*`), by index. */
  rowErrors?: Record<number, string>
  readOnly?: boolean
  onEdit?: (index: number) => void
  onRemove?: (index: number) => void
  onPhoto: (item: ItemValues) => void
}

function Photo({
  item,
  onPhoto,
  compact = false,
}: {
  item: ItemValues
  onPhoto: (item: ItemValues) => void
  compact?: boolean
}) {
  if (!item.image) {
    return compact ? null : (
      <Text size="sm" c="dimmed">
        --
      </Text>
    )
  }
  return (
    <UnstyledButton onClick={() => onPhoto(item)} aria-label={T.viewPhoto(item.name)}>
      <Image src={photoUrl(item.image)} alt="" w={40} h={40} radius="sm" fit="cover" />
    </UnstyledButton>
  )
}

function Actions({
  index,
  item,
  props,
}: {
  index: number
  item: ItemValues
  props: ProductsTableProps
}) {
  if (props.readOnly) return null
  return (
    <Group gap={4} wrap="nowrap">
      {itemComplete(item) ? (
        <ActionIcon
          variant="light"
          aria-label={T.edit(item.name)}
          title={T.edit(item.name)}
          onClick={() => props.onEdit?.(index)}
        >
          <IconEdit size={18} />
        </ActionIcon>
      ) : (
        <Button
          size="compact-sm"
          onClick={() => props.onEdit?.(index)}
          aria-label={T.quoteItemLabel(item.name)}
        >
          {T.quoteItem}
        </Button>
      )}
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={T.remove(item.name)}
        title={T.remove(item.name)}
        onClick={() => props.onRemove?.(index)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  )
}

/**
 * The products of a quotation (doc 3 §2.2): reference (the store's own), name, brand, amount,
 * photo (opens the viewer), unit price with taxes, warranty, delivery time, edit / delete. A row
 * still to fill shows 'Por completar' and a 'Cotizar' button; a row the server or the checks
 * refused shows its first message. Cards at 769 px or narrower.
 */
export function ProductsTable(props: ProductsTableProps) {
  const { items, rowErrors = {} } = props
  const { country } = useShared()
  const compact = useNarrow('(max-width: 769px)')
  const money = (value: string) =>
    value ? formatMoney(value, country.locale, country.currency) : '--'
  const delivery = (item: ItemValues) =>
    item.delivery_time ? DELIVERY_TIMES[item.delivery_time] : '--'
  const state = (index: number, item: ItemValues) =>
    rowErrors[index] ? (
      <Text size="xs" c="red.8" data-testid="item-error">
        {rowErrors[index]}
      </Text>
    ) : !props.readOnly && !itemComplete(item) ? (
      <Badge size="sm" color="orange" variant="light">
        {T.toComplete}
      </Badge>
    ) : null

  if (compact) {
    return (
      <Stack gap="sm" data-testid="quotation-items">
        {items.map((item, index) => (
          <Paper
            key={item.id ?? `new-${index}`}
            withBorder
            radius="md"
            p="sm"
            data-testid="quotation-item"
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.name || '--'}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[item.brand, item.reference && `${T.columns.reference} ${item.reference}`]
                    .filter(Boolean)
                    .join(' · ') || '--'}
                </Text>
                <Text size="sm">
                  {item.amount} × {money(item.unit_price)}
                </Text>
                <Text size="sm">
                  {warrantyLabel(Number(item.warranty))} · {delivery(item)}
                </Text>
                {state(index, item)}
              </Stack>
              <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
                <Photo item={item} onPhoto={props.onPhoto} compact />
                <Actions index={index} item={item} props={props} />
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    )
  }

  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
      {/* a plain scrolling box: Mantine's ScrollArea is not worth its weight here */}
      <Table verticalSpacing="sm" miw={880} data-testid="quotation-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.columns.reference}</Table.Th>
            <Table.Th>{T.columns.name}</Table.Th>
            <Table.Th>{T.columns.brand}</Table.Th>
            <Table.Th>{T.columns.amount}</Table.Th>
            <Table.Th>{T.columns.photo}</Table.Th>
            <Table.Th>
              {T.columns.unitPrice}
              <Text span size="xs" c="dimmed" display="block" fw={400}>
                {T.withTaxes}
              </Text>
            </Table.Th>
            <Table.Th>{T.columns.warranty}</Table.Th>
            <Table.Th>{T.columns.delivery}</Table.Th>
            {!props.readOnly && <Table.Th>{T.columns.actions}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={item.id ?? `new-${index}`} data-testid="quotation-item">
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.reference || '--'}</Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.name || '--'}
                </Text>
                {state(index, item)}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.brand || '--'}</Table.Td>
              <Table.Td>{item.amount}</Table.Td>
              <Table.Td>
                <Photo item={item} onPhoto={props.onPhoto} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(item.unit_price)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {warrantyLabel(Number(item.warranty))}
              </Table.Td>
              <Table.Td maw={180}>{delivery(item)}</Table.Td>
              {!props.readOnly && (
                <Table.Td>
                  <Actions index={index} item={item} props={props} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}

import { useState } from 'react'
import { Button, Group, NumberInput, Pagination, Text } from '@mantine/core'

/**
 * Pagination control of doc 1 §2: shown only when rows exceed the page size; first, previous,
 * next and last controls, and 'Ir a página'. `page` is zero-based, like the API.
 */
export function PaginationControl({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number
  pageSize: number
  page: number
  onChange: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const [goTo, setGoTo] = useState<string | number>('')
  if (total <= pageSize) return null

  const jump = () => {
    const target = Number(goTo)
    if (Number.isInteger(target) && target >= 1 && target <= pages) {
      onChange(target - 1)
      setGoTo('')
    }
  }

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" mt="md">
      <Pagination
        total={pages}
        value={page + 1}
        onChange={(value) => onChange(value - 1)}
        withEdges
        siblings={1}
        size="sm"
        getControlProps={(control) => ({
          'aria-label': {
            first: 'Primera página',
            previous: 'Página anterior',
            next: 'Página siguiente',
            last: 'Última página',
          }[control],
        })}
      />
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">Ir a página</Text>
        <NumberInput
          aria-label="Ir a página"
          size="xs"
          w={72}
          min={1}
          max={pages}
          value={goTo}
          onChange={setGoTo}
          onKeyDown={(event) => event.key === 'Enter' && jump()}
          hideControls
        />
        <Button size="xs" variant="light" onClick={jump}>
          Ir
        </Button>
      </Group>
    </Group>
  )
}

import { useState } from 'react'
import { Button, Group, NumberInput, Pagination, Text } from '@mantine/core'

/** The controls of PaginationControl (pagination_control.tsx), loaded when a list needs them. */
export function PaginationBody({
  pages,
  page,
  onChange,
}: {
  pages: number
  page: number
  onChange: (page: number) => void
}) {
  const [goTo, setGoTo] = useState<string | number>('')

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

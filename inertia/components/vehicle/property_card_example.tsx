import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { CountryCode } from '@rules/core/country/country'
import { garageTexts } from '@rules/garage/rules/country_texts'

/** A drawn example of the card (no outside image): where the plate, VIN and owner ID are. */
export function PropertyCardExample({ countryCode }: { countryCode: CountryCode }) {
  const { example } = garageTexts(countryCode)
  return (
    <Stack gap="sm">
      <Paper
        withBorder
        radius="md"
        p="md"
        data-testid="property-card-example"
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-teal-0), var(--mantine-color-blue-0))',
          borderColor: 'var(--mantine-color-teal-4)',
        }}
      >
        <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
          <Box>
            <Text size="xs" fw={700} c="teal.9">
              {example.country}
            </Text>
            <Text size="xs" c="teal.9">
              {example.authority}
            </Text>
          </Box>
          <Text size="sm" fw={800} c="teal.9" ta="right">
            {example.title}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={6} verticalSpacing={6}>
          {example.fields.map((field) => (
            <Box
              key={field.label}
              p={4}
              style={{
                borderRadius: 4,
                background: field.highlight ? 'var(--mantine-color-yellow-2)' : 'transparent',
                outline: field.highlight ? '2px solid var(--mantine-color-orange-6)' : undefined,
              }}
            >
              <Text fz={10} c="dimmed" fw={600}>
                {field.label}
              </Text>
              <Text fz="xs" fw={600} ff="monospace" style={{ wordBreak: 'break-all' }}>
                {field.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Paper>
      <Text size="sm">
        Toma la foto de la cara donde se ven la <b>placa</b>, el <b>{example.photoTip.vin}</b> y el
        dato de <b>{example.photoTip.owner}</b> (resaltados), con buena luz y sin reflejos.
      </Text>
    </Stack>
  )
}

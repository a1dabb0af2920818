import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { CountryCode } from '@rules/core/country/country'

const EXAMPLE_FIELDS: { label: string; value: string; highlight?: boolean }[] = [
  { label: 'PLACA', value: 'ABC123', highlight: true },
  { label: 'MARCA', value: 'CHEVROLET' },
  { label: 'LÍNEA', value: 'SPARK GT' },
  { label: 'MODELO', value: '2015' },
  { label: 'CILINDRAJE CC', value: '1206' },
  { label: 'COLOR', value: 'ROJO' },
  { label: 'SERVICIO', value: 'PARTICULAR' },
  { label: 'CLASE DE VEHÍCULO', value: 'AUTOMÓVIL' },
  { label: 'TIPO CARROCERÍA', value: 'HATCHBACK' },
  { label: 'COMBUSTIBLE', value: 'GASOLINA' },
  { label: 'NÚMERO DE MOTOR', value: 'B12D1150312' },
  { label: 'NÚMERO DE VIN', value: '9GAMM6100FB012345', highlight: true },
  { label: 'PROPIETARIO', value: 'ANA MARÍA GÓMEZ' },
  { label: 'IDENTIFICACIÓN', value: 'C.C. 1020304050', highlight: true },
]

/** A drawn example of the card (no outside image): where the plate, VIN and owner ID are. */
export function PropertyCardExample({ countryCode }: { countryCode: CountryCode }) {
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
              {countryCode === 'CO' ? 'REPÚBLICA DE COLOMBIA' : 'ESTADOS UNIDOS MEXICANOS'}
            </Text>
            <Text size="xs" c="teal.9">
              {countryCode === 'CO' ? 'MINISTERIO DE TRANSPORTE' : 'SECRETARÍA DE MOVILIDAD'}
            </Text>
          </Box>
          <Text size="sm" fw={800} c="teal.9" ta="right">
            {countryCode === 'CO' ? 'LICENCIA DE TRÁNSITO' : 'TARJETA DE CIRCULACIÓN'}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={6} verticalSpacing={6}>
          {EXAMPLE_FIELDS.map((field) => (
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
        Toma la foto de la cara donde se ven la <b>placa</b>, el <b>VIN</b> y la{' '}
        <b>identificación del propietario</b> (resaltados), con buena luz y sin reflejos.
      </Text>
    </Stack>
  )
}

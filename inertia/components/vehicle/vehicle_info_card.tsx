import type { ReactNode } from 'react'
import { Anchor, Badge, Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconCar, IconExternalLink, IconRosetteDiscountCheck } from '@tabler/icons-react'
import type { WizardVehicle } from '@rules/garage/rules/vehicle'
import { useShared } from '~/lib/page_props'
import type { CountryCode } from '@rules/core/country/country'

/** The Colombian vehicle registry, where vendors check a plate with the owner's document. */
export const RUNT_URL = 'https://www.runt.gov.co/consultaCiudadana/#/consultaVehiculo'

/** A licence plate drawn as a plate (yellow in Colombia, white in Mexico). */
export function PlateBadge({ plate, countryCode }: { plate: string; countryCode: CountryCode }) {
  return (
    <Box
      component="span"
      data-testid="plate-badge"
      px={8}
      py={2}
      style={{
        display: 'inline-block',
        border: '2px solid var(--mantine-color-dark-6)',
        borderRadius: 4,
        background: countryCode === 'CO' ? 'var(--mantine-color-yellow-4)' : 'white',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        fontWeight: 700,
        letterSpacing: 1,
        lineHeight: 1.3,
        color: 'var(--mantine-color-dark-8)',
      }}
    >
      {plate}
    </Box>
  )
}

/**
 * Vehicle info card (doc 1 §2): brand, model, year, plate and VIN, with a 'Verificado' badge
 * when the vehicle is verified (below the name when they do not fit side by side). Nothing is
 * cut: the model and year wrap, the VIN stays whole on one line (a row of its own on a phone). In Colombia, vendors get a link to the RUNT when the plate and
 * the owner's identification are known (doc 2 §6).
 */
export function VehicleInfoCard({
  vehicle,
  actions,
  extra = [],
  withBorder = true,
}: {
  vehicle: WizardVehicle
  /** Buttons shown at the bottom (edit, delete, change...). */
  actions?: ReactNode
  /** More rows (colour, fuel...). */
  extra?: { label: string; value: string | null | undefined }[]
  withBorder?: boolean
}) {
  const { can, country } = useShared()
  const plate = vehicle.vehicle_license_plate.trim()
  const vin = vehicle.vehicle_VIN.trim()
  const owner = vehicle.vehicle_owner_identification.trim()
  const showRunt = Boolean(can.seeRuntLink && country.code === 'CO' && plate && owner)
  const rows = extra.filter((row) => row.value)

  return (
    <Card withBorder={withBorder} radius="md" padding="md" data-testid="vehicle-info-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon size={40} radius="md" variant="light">
              <IconCar size={22} />
            </ThemeIcon>
            <Box miw={0}>
              <Text fw={700} truncate>
                {vehicle.vehicle_brand?.name ?? 'Marca sin definir'}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[vehicle.vehicle_model, vehicle.vehicle_year].filter(Boolean).join(' · ')}
              </Text>
            </Box>
          </Group>
          {vehicle.vehicle_is_verified && (
            <Badge
              color="green"
              variant="light"
              leftSection={<IconRosetteDiscountCheck size={14} />}
              style={{ flexShrink: 0 }}
            >
              Verificado
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
          <Box>
            <Text size="xs" c="dimmed">
              Placa
            </Text>
            {plate ? (
              <PlateBadge plate={plate} countryCode={country.code} />
            ) : (
              <Text size="sm">—</Text>
            )}
          </Box>
          <Box miw={0}>
            <Text size="xs" c="dimmed">
              VIN
            </Text>
            <Text
              size="sm"
              ff="monospace"
              style={{ whiteSpace: 'nowrap' }}
              data-testid="vehicle-vin"
            >
              {vin || '—'}
            </Text>
          </Box>
          {rows.map((row) => (
            <Box key={row.label} miw={0}>
              <Text size="xs" c="dimmed">
                {row.label}
              </Text>
              <Text size="sm" truncate>
                {row.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        {showRunt && (
          <Anchor href={RUNT_URL} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap">
              Consultar el vehículo en el RUNT
              <IconExternalLink size={14} />
            </Group>
          </Anchor>
        )}
        {actions && (
          <Group gap="xs" mt="auto" justify="flex-end">
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  )
}

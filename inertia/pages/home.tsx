import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { IconBrandWhatsapp, IconCar, IconListCheck, IconShieldCheck } from '@tabler/icons-react'
import { AppLayout } from '~/layouts/app_layout'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { partTexts } from '@rules/quotations/rules/country_texts'

const STEPS = [
  {
    icon: IconCar,
    title: 'Describe tu vehículo',
    text: 'Marca, modelo y año, o búscalo por placa. Lo guardamos en tu garaje para la próxima vez.',
  },
  {
    icon: IconListCheck,
    title: 'Lista las autopartes',
    text: 'Escribe el nombre de cada repuesto y la cantidad. Si tienes el número de parte, agrégalo.',
  },
  {
    icon: IconBrandWhatsapp,
    title: 'Recibe hasta 3 opciones',
    text: 'Las tiendas te cotizan en vivo y te avisamos por WhatsApp en 60 minutos o menos.',
  },
]

/**
 * Home: what the marketplace does, and the way in to request a quotation.
 */
export default function Home() {
  const { product, user, country } = useShared()
  return (
    <AppLayout
      title="Autopartes para tu vehículo"
      description="Pide los repuestos de tu vehículo y recibe hasta 3 opciones de compra de tiendas de autopartes por WhatsApp y correo electrónico."
    >
      <Box bg="dark.8" c="white" py={{ base: 40, sm: 72 }}>
        <Container size="lg">
          <Stack gap="md" maw={680}>
            <Badge color="orange" variant="filled" size="lg" w="fit-content">
              Marketplace de autopartes
            </Badge>
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
              Pide tus repuestos y recibe hasta 3 opciones de compra en 60 minutos o menos
            </Title>
            <Text size="lg" c="gray.3">
              En {product.name} describes tu vehículo y las autopartes que necesitas; las tiendas y
              sus asesores te cotizan en vivo. Compara, chatea con el vendedor y compra con
              seguridad.
            </Text>
            <Group gap="sm">
              <Button component="a" href={urlFor('quotations.wizard')} size="lg">
                Solicitar cotización
              </Button>
              {!user && (
                <Button
                  component="a"
                  href={urlFor('users.register')}
                  size="lg"
                  variant="white"
                  color="dark"
                >
                  Crea tu cuenta
                </Button>
              )}
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Title order={2} mb="md">
          ¿Cómo funciona?
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {STEPS.map((step, index) => (
            <Card key={step.title} withBorder padding="lg" radius="md">
              <Group gap="sm" mb="sm" wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="light">
                  <step.icon size={22} />
                </ThemeIcon>
                <Text fw={700}>
                  {index + 1}. {step.title}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Stack gap="xs" mt="xl" data-testid="part-examples">
          <Text fw={700}>Lo que más nos piden</Text>
          <Group gap="xs">
            {partTexts(country.code).examples.map((part) => (
              <Badge key={part} variant="light" color="gray" size="lg" tt="none">
                {part}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Card withBorder mt="xl" padding="lg" radius="md">
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" color="green" variant="light">
              <IconShieldCheck size={22} />
            </ThemeIcon>
            <Stack gap={4}>
              <Text fw={700}>Compra dentro de la plataforma</Text>
              <Text size="sm" c="dimmed">
                En un marketplace el vendedor, no el producto, realiza la venta. Conversa y paga
                aquí: así tu compra queda registrada y protegida.
              </Text>
            </Stack>
          </Group>
        </Card>
      </Container>
    </AppLayout>
  )
}

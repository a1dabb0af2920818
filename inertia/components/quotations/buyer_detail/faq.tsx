import { Paper, Stack, Text, Title } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { useShared } from '~/lib/page_props'
import { BUYER_DETAIL_TEXTS as T, faqOf } from './texts'

/**
 * 'Preguntas frecuentes' of a purchase option (doc 3 §2.3): buying through the platform, as the
 * store's sales model (`salesModel`, default the orders model) has it. Each
 * question opens its answer; native <details> elements (keyboard and screen readers included)
 * instead of Mantine's Accordion keep the page light.
 */
export function PurchaseFaq({ salesModel }: { salesModel?: 'orders' | 'cart' }) {
  const { product } = useShared()
  return (
    <div data-testid="purchase-faq">
      <Title order={3} size="h5" mb="xs">
        {T.faqTitle}
      </Title>
      <Stack gap={6}>
        {faqOf(product.name, salesModel).map((entry) => (
          <Paper key={entry.question} component="details" radius="md" bg="gray.0" px="md" py="xs">
            <Text
              component="summary"
              size="sm"
              fw={600}
              style={{
                cursor: 'pointer',
                listStyle: 'none',
                display: 'flex',
                justifyContent: 'space-between',
                gap: 8,
              }}
            >
              {entry.question}
              <IconChevronDown size={16} style={{ flexShrink: 0 }} aria-hidden />
            </Text>
            <Text size="sm" mt="xs">
              {entry.answer}
            </Text>
          </Paper>
        ))}
      </Stack>
    </div>
  )
}

import { Badge, Button, Group, Image, Paper, Stack, Text } from '@mantine/core'
import { IconCheck, IconEye, IconPencil } from '@tabler/icons-react'
import type { ProductImage } from '~/components/stores/product_photos/product_photo_api'
import { PHOTO_TEXTS as T } from './texts'

/** Keys the quotation's photo field accepts (stored uploads), not older paths or URLs. */
const UPLOAD_KEY = /^[\w-]+(\/[\w-]+)*\.(webp|png|jpe?g|gif)$/

/**
 * The store's photo found for the reference typed in the product form (doc 3 §7 "Product
 * registration image"): the vendor may use its main photo for this product, or open it — to
 * edit it, or only to see it when it belongs to the catalogue and they may not edit it.
 */
export function FoundPhoto({
  image,
  inUse,
  onUse,
  onOpen,
}: {
  image: ProductImage
  inUse: boolean
  onUse: () => void
  onOpen: () => void
}) {
  const usable = !!image.image_1 && UPLOAD_KEY.test(image.image_1)
  return (
    <Paper withBorder p="xs" radius="sm" mt={6} data-testid="found-photo">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {image.imagesURLs[0] && (
          <Image src={image.imagesURLs[0]} alt={image.name ?? ''} w={56} h={56} radius="sm" />
        )}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {image.belongs_to_catalog ? T.foundCatalog : T.found}
          </Text>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {image.name ?? image.image_id} · {image.image_id}
          </Text>
          <Group gap={6}>
            {inUse ? (
              <Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>
                {T.inUse}
              </Badge>
            ) : (
              usable && (
                <Button size="compact-xs" onClick={onUse}>
                  {T.useFound}
                </Button>
              )
            )}
            <Button
              size="compact-xs"
              variant="default"
              leftSection={image.editable ? <IconPencil size={12} /> : <IconEye size={12} />}
              onClick={onOpen}
            >
              {image.editable ? T.editFound : T.viewFound}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  )
}

import { ActionIcon, Badge, Group, Image, Table, Text, ThemeIcon } from '@mantine/core'
import { IconEye, IconPencil, IconPhotoOff, IconTrash } from '@tabler/icons-react'
import type { ProductImage } from './product_photo_api'
import { PHOTOS_PAGE_TEXTS as T } from './texts'

const dateFormat = new Intl.DateTimeFormat('es-CO', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
})

/** Shown instead of a photo that cannot be loaded (a grey square, no request). */
const BROKEN_PHOTO =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="56" height="56"%3E%3Crect width="56" height="56" fill="%23e9ecef"/%3E%3C/svg%3E'

/** When the record was registered. */
function dateOf(image: ProductImage) {
  return image.created_at ? dateFormat.format(new Date(image.created_at)) : ''
}

/**
 * The store's photos as a table (doc 1 §3 Product image): the main photo as a thumbnail, the
 * main part number, the name, the substitutes and the date; edit (or view, for a catalogue
 * photo the reader may not change) and delete. It scrolls sideways on a phone.
 */
export function ProductPhotosTable({
  rows,
  onEdit,
  onDelete,
}: {
  rows: ProductImage[]
  onEdit: (image: ProductImage) => void
  onDelete: (image: ProductImage) => void
}) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" striped highlightOnHover data-testid="product-photos">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>{T.photo}</Table.Th>
            <Table.Th>{T.imageId}</Table.Th>
            <Table.Th>{T.name}</Table.Th>
            <Table.Th visibleFrom="sm">{T.equivalences}</Table.Th>
            <Table.Th visibleFrom="sm">{T.date}</Table.Th>
            <Table.Th w={96}>{T.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((image) => {
            const label = image.name ?? image.image_id
            return (
              <Table.Tr key={image.id}>
                <Table.Td>
                  {image.imagesURLs[0] ? (
                    <Image
                      src={image.imagesURLs[0]}
                      fallbackSrc={BROKEN_PHOTO}
                      alt={T.thumbnail(label)}
                      w={56}
                      h={56}
                      radius="sm"
                      fit="cover"
                      bd="1px solid var(--mantine-color-gray-3)"
                    />
                  ) : (
                    <ThemeIcon variant="light" color="gray" size={56} aria-label={T.noPhoto}>
                      <IconPhotoOff size={20} />
                    </ThemeIcon>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {image.image_id}
                  </Text>
                  {image.belongs_to_catalog && (
                    <Badge size="xs" variant="light" color="gray">
                      {T.catalog}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{image.name}</Text>
                </Table.Td>
                <Table.Td maw={220} visibleFrom="sm">
                  <Text size="xs" c="dimmed" lineClamp={2} style={{ wordBreak: 'break-word' }}>
                    {image.equivalences?.split(',').join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {dateOf(image)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={image.editable ? T.edit(label) : T.view(label)}
                      onClick={() => onEdit(image)}
                    >
                      {image.editable ? <IconPencil size={18} /> : <IconEye size={18} />}
                    </ActionIcon>
                    {image.editable && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={T.remove(label)}
                        onClick={() => onDelete(image)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

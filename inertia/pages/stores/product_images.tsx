import { useState } from 'react'
import { Alert, Button, Container, Group, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconFileSpreadsheet, IconPlus, IconSearch } from '@tabler/icons-react'
import { AppLayout } from '~/layouts/app_layout'
import { EmptyState } from '~/components/empty_state'
import { Loading } from '~/components/loading'
import { OnDemand } from '~/components/on_demand'
import { PaginationControl } from '~/components/pagination_control'
import { openConfirmModal } from '~/lib/confirm'
import { errorMessage } from '~/lib/http'
import { lazyNamed } from '~/lib/lazy'
import {
  deleteProductImage,
  storePhotosReportUrl,
  type ProductImage,
} from '~/components/stores/product_photos/product_photo_api'
import { ProductPhotosTable } from '~/components/stores/product_photos/product_photos_table'
import { PHOTOS_PAGE_TEXTS as T } from '~/components/stores/product_photos/texts'
import {
  PHOTOS_PAGE_SIZE,
  useStorePhotos,
} from '~/components/stores/product_photos/use_store_photos'

/** The form (its rules, the upload) loads on its first open. */
const ProductPhotoModal = lazyNamed(
  () => import('~/components/stores/product_photos/product_photo_modal'),
  'ProductPhotoModal'
)

const NO_PRODUCT = { name: '', reference: '' }

/**
 * 'Fotos de productos' (/tienda/{storeUrl}/fotos, doc 1 §1, §2 "Product image form", §7): the
 * store's owner and advisers list the store's product photos, search them as they type by part
 * number, substitute or name, create and edit them with the product photo form, delete them
 * (asked first) and export them to Excel with the same search.
 */
export default function ProductImagesPage({
  store,
}: {
  store: { id: number; name: string; urlPath: string }
}) {
  const photos = useStorePhotos()
  const [editing, setEditing] = useState<{ image: ProductImage | null } | null>(null)

  const saved = () => {
    setEditing(null)
    photos.reload()
  }

  const confirmDelete = (image: ProductImage) => {
    const name = image.name ?? image.image_id
    openConfirmModal({
      title: T.removeTitle,
      centered: true,
      children: <Text size="sm">{T.removeConfirm(name)}</Text>,
      labels: { confirm: T.removeButton, cancel: T.cancel },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const response = await deleteProductImage(image.id)
        if (!response.ok) {
          return notifications.show({ color: 'red', message: errorMessage(response) })
        }
        notifications.show({
          color: 'green',
          title: response.body.message,
          message: response.body.detail,
        })
        photos.reload()
      },
    })
  }

  return (
    <AppLayout title={T.title} description={T.description(store.name)}>
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-end" mb="md" gap="sm">
          <div>
            <Title order={1} size="h2">
              {T.title}
            </Title>
            <Text c="dimmed">{T.description(store.name)}</Text>
          </div>
          <Group gap="xs">
            <Button
              component="a"
              href={storePhotosReportUrl(photos.applied)}
              download
              variant="default"
              leftSection={<IconFileSpreadsheet size={18} />}
            >
              {T.export}
            </Button>
            <Button
              leftSection={<IconPlus size={18} />}
              onClick={() => setEditing({ image: null })}
            >
              {T.add}
            </Button>
          </Group>
        </Group>
        <TextInput
          label={T.search}
          placeholder={T.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={photos.search}
          onChange={(event) => photos.changeSearch(event.currentTarget.value)}
          mb="md"
          maw={420}
        />
        {photos.error && (
          <Alert color="red" variant="light" mb="md">
            {photos.error}
          </Alert>
        )}
        {photos.rows === null ? (
          <Loading />
        ) : photos.rows.length === 0 ? (
          <EmptyState message={photos.applied.trim() ? T.noResults(photos.applied) : T.empty} />
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {T.count(photos.count)}
            </Text>
            <ProductPhotosTable
              rows={photos.rows}
              onEdit={(image) => setEditing({ image })}
              onDelete={confirmDelete}
            />
            <PaginationControl
              total={photos.count}
              pageSize={PHOTOS_PAGE_SIZE}
              page={photos.page}
              onChange={photos.setPage}
            />
          </>
        )}
      </Container>
      <OnDemand when={editing !== null}>
        {editing && (
          <ProductPhotoModal
            key={editing.image?.id ?? 'new'}
            opened
            initial={NO_PRODUCT}
            existing={editing.image}
            onClose={() => setEditing(null)}
            onSaved={saved}
            onDeleted={saved}
          />
        )}
      </OnDemand>
    </AppLayout>
  )
}

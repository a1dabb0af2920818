import { useState } from 'react'
import { ActionIcon, Button, Group, Image, Input, Tooltip } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import type { ItemValues } from './quotation_values'
import type { ProductImage } from '~/components/stores/product_photos/product_photo_api'
import { useProductImageLookup } from './use_product_image_lookup'
import { FoundPhoto } from './found_photo'
import { PRODUCT_TEXTS as T, PHOTO_TEXTS as P, photoUrl } from './texts'

const ProductPhotoModal = lazyNamed(
  () => import('~/components/stores/product_photos/product_photo_modal'),
  'ProductPhotoModal'
)

/** The photos a record holds, in order. */
const photosOf = (image: ProductImage) =>
  [image.image_1, image.image_2, image.image_3, image.image_4, image.image_5].filter(Boolean)

/**
 * The product's photo in the quotation form (doc 3 §2.2, §5): the photo chosen, the store's
 * photo found for the typed reference (looked up 350 ms after typing, to reuse it), and the
 * product photo form — in edit mode when the store already has a photo with this main part
 * number, in create mode otherwise. What the form saves becomes the product's photo.
 */
export function ProductPhotoField({ form }: { form: UseFormReturnType<ItemValues> }) {
  const values = form.getValues()
  const lookup = useProductImageLookup(values.reference)
  /** The photo form: the record it shows (null: a new one), kept while it closes. */
  const [photo, setPhoto] = useState<{ opened: boolean; existing: ProductImage | null }>({
    opened: false,
    existing: null,
  })
  const close = () => setPhoto((current) => ({ ...current, opened: false }))
  /** Each opening starts a fresh form. */
  const [session, setSession] = useState(0)
  const found = lookup.images[0] ?? null

  const openForm = (existing: ProductImage | null) => {
    setSession((count) => count + 1)
    setPhoto({ opened: true, existing })
  }

  const use = (image: ProductImage) => {
    if (image.image_1) form.setFieldValue('image', image.image_1)
    if (!values.reference.trim()) form.setFieldValue('reference', image.image_id)
    if (!values.name.trim() && image.name) form.setFieldValue('name', image.name)
  }

  return (
    <Input.Wrapper label={T.photo}>
      <Group gap="xs" mt={4} wrap="wrap">
        {values.image && (
          <>
            <Image
              src={photoUrl(values.image)}
              alt={values.name}
              w={56}
              h={56}
              radius="sm"
              fit="cover"
            />
            <Tooltip label={T.removePhoto}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={T.removePhoto}
                onClick={() => form.setFieldValue('image', null)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </>
        )}
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPhotoPlus size={16} />}
          onClick={() => openForm(lookup.own)}
        >
          {lookup.own ? P.editFound : values.image ? T.changePhoto : T.addPhoto}
        </Button>
      </Group>
      {found && (
        <FoundPhoto
          image={found}
          inUse={!!values.image && values.image === found.image_1}
          onUse={() => use(found)}
          onOpen={() => openForm(found)}
        />
      )}
      <OnDemand when={photo.opened}>
        <ProductPhotoModal
          key={session}
          opened={photo.opened}
          initial={{ name: values.name, reference: values.reference }}
          existing={photo.existing}
          onClose={close}
          onSaved={(saved) => {
            lookup.replace(saved)
            use(saved)
            close()
          }}
          onDeleted={(deleted) => {
            lookup.remove(deleted.id)
            if (values.image && photosOf(deleted).includes(values.image)) {
              form.setFieldValue('image', null)
            }
            close()
          }}
        />
      </OnDemand>
    </Input.Wrapper>
  )
}

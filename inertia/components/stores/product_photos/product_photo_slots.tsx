import { useState } from 'react'
import { ActionIcon, Badge, Button, FileButton, Group, Image, Input, Stack } from '@mantine/core'
import { IconLibraryPhoto, IconPhotoPlus, IconPhotoUp, IconTrash } from '@tabler/icons-react'
import {
  isTooSmall,
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_MESSAGES as M,
} from '@rules/stores/rules/product_image_rules'
import { imageSize, uploadPhoto } from './product_photo_api'
import { PHOTO_TEXTS as T } from './texts'
import { MyPhotosPicker } from './my_photos_picker'

const ACCEPT = 'image/png,image/jpeg,image/webp'

/**
 * The photo slots of the product photo form (doc 1 §2, §5): the main photo first, then 'Agregar
 * otra foto' — disabled until photo 1 exists — up to 5. Each file is measured in the browser
 * (at least 500 × 500 px, the server checks again) before it is uploaded; the form keeps the
 * upload keys, `urlOf` says where each one is shown.
 */
export function ProductPhotoSlots({
  images,
  urlOf,
  error,
  readOnly,
  onAdd,
  onRemove,
}: {
  images: string[]
  urlOf: (key: string) => string
  error?: string | null
  readOnly: boolean
  onAdd: (key: string, url: string) => void
  onRemove: (index: number) => void
}) {
  const [uploading, setUploading] = useState<'main' | 'other' | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [picking, setPicking] = useState(false)
  // a newer message of the form (e.g. 'Agrega al menos una foto' on saving) replaces the message
  // of an earlier refused file
  const [formError, setFormError] = useState(error)
  if (error !== formError) {
    setFormError(error)
    if (error) setFileError(null)
  }

  const add = async (file: File | null, slot: 'main' | 'other') => {
    if (!file) return
    setFileError(null)
    if (images.length >= MAX_PRODUCT_IMAGES) return
    const size = await imageSize(file)
    if (!size) return setFileError(M.imageUnreadable)
    if (isTooSmall(size.width, size.height)) {
      return setFileError(M.imageTooSmall(size.width, size.height))
    }
    setUploading(slot)
    const result = await uploadPhoto(file)
    setUploading(null)
    if ('error' in result) return setFileError(result.error)
    onAdd(result.key, result.url)
  }

  return (
    <Input.Wrapper
      label={T.photos(images.length, MAX_PRODUCT_IMAGES)}
      withAsterisk={!readOnly}
      error={fileError ?? error}
      description={readOnly ? undefined : T.formats}
    >
      <Group gap="xs" mt={6} align="flex-start">
        {images.map((key, index) => (
          <Stack key={key} gap={2} align="center" data-testid="product-photo">
            <Image src={urlOf(key)} alt="" w={72} h={72} radius="sm" fit="cover" />
            <Group gap={2} wrap="nowrap">
              {index === 0 && (
                <Badge size="xs" variant="light">
                  {T.mainPhoto}
                </Badge>
              )}
              {!readOnly && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={T.removePhoto(index + 1)}
                  onClick={() => onRemove(index)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              )}
            </Group>
          </Stack>
        ))}
        {!readOnly && images.length === 0 && (
          <FileButton onChange={(file) => void add(file, 'main')} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhotoUp size={16} />}
                loading={uploading === 'main'}
              >
                {T.addMain}
              </Button>
            )}
          </FileButton>
        )}
        {!readOnly && images.length < MAX_PRODUCT_IMAGES && (
          <FileButton
            onChange={(file) => void add(file, 'other')}
            accept={ACCEPT}
            disabled={images.length === 0 || uploading !== null}
          >
            {(props) => (
              <Button
                {...props}
                disabled={images.length === 0 || uploading !== null}
                variant="subtle"
                leftSection={<IconPhotoPlus size={16} />}
                loading={uploading === 'other'}
              >
                {uploading === 'other' ? T.uploading : T.addAnother}
              </Button>
            )}
          </FileButton>
        )}
        {!readOnly && images.length < MAX_PRODUCT_IMAGES && (
          <Button
            variant="subtle"
            leftSection={<IconLibraryPhoto size={16} />}
            onClick={() => setPicking(true)}
            disabled={uploading !== null}
          >
            {T.pickMine}
          </Button>
        )}
      </Group>
      <MyPhotosPicker
        opened={picking}
        taken={images}
        onClose={() => setPicking(false)}
        onPick={(photo) => {
          setPicking(false)
          setFileError(null)
          onAdd(photo.key, photo.url)
        }}
      />
    </Input.Wrapper>
  )
}

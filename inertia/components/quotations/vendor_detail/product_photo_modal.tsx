import { useState } from 'react'
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconInfoCircle, IconPhotoUp, IconTrash } from '@tabler/icons-react'
import { REFERENCE_MAX_LENGTH } from '@rules/quotations/rules/quotation_form'
import { errorMessage, GENERIC_ERROR, xsrfToken } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { PRODUCT_TEXTS as T, photoUrl } from './texts'

/** Doc 3 §5, §9: up to 5 images per product, at least 500 × 500 px. */
export const MAX_PRODUCT_IMAGES = 5
export const MIN_IMAGE_SIDE = 500

export interface ProductPhoto {
  name: string
  reference: string
  /** Upload keys, the main one first. */
  images: string[]
}

/** The image's size in pixels, read by the browser before anything is sent. */
function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file)
    const image = new window.Image()
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight })
      URL.revokeObjectURL(url)
    }
    image.onerror = () => {
      resolve(null)
      URL.revokeObjectURL(url)
    }
    image.src = url
  })
}

/** POST /api/uploads/image: the stored key, or the message to show. */
async function upload(file: File): Promise<{ key: string } | { error: string }> {
  const body = new FormData()
  body.append('file', file)
  body.append('purpose', 'detail')
  try {
    const response = await fetch(urlFor('api.uploads.image'), {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { 'Accept': 'application/json', 'X-XSRF-TOKEN': xsrfToken() },
    })
    const payload = await response.json().catch(() => ({ message: GENERIC_ERROR }))
    if (response.ok) return { key: payload.data.path }
    return { error: errorMessage({ ok: false, status: response.status, body: payload }) }
  } catch {
    return { error: GENERIC_ERROR }
  }
}

/**
 * 'Crear foto del producto' (doc 3 §2.2, §5): name, reference and at least one image are
 * required; the policy is shown; up to 5 images, each at least 500 × 500 px (checked before it
 * is uploaded). The first image is the product's photo in the quotation.
 */
export function ProductPhotoModal({
  opened,
  initial,
  onClose,
  onSave,
}: {
  opened: boolean
  initial: { name: string; reference: string }
  onClose: () => void
  onSave: (photo: ProductPhoto) => void
}) {
  const [uploading, setUploading] = useState(false)
  const [imageError, setImageError] = useState<string | null>(null)
  const form = useForm<ProductPhoto>({
    mode: 'controlled',
    initialValues: { ...initial, images: [] },
    validate: {
      name: (value) => (value.trim() ? null : T.photoNameRequired),
      reference: (value) => (value.trim() ? null : T.photoReferenceRequired),
      images: (value) => (value.length > 0 ? null : T.photoRequired),
    },
  })
  const images = form.getValues().images

  const add = async (file: File | null) => {
    if (!file) return
    setImageError(null)
    form.clearFieldError('images')
    if (images.length >= MAX_PRODUCT_IMAGES) return setImageError(T.photoMax)
    const size = await imageSize(file)
    if (!size) return setImageError(T.photoUnreadable)
    if (size.width < MIN_IMAGE_SIDE || size.height < MIN_IMAGE_SIDE) {
      return setImageError(T.photoTooSmall(size.width, size.height))
    }
    setUploading(true)
    const result = await upload(file)
    setUploading(false)
    if ('error' in result) return setImageError(result.error)
    form.insertListItem('images', result.key)
  }

  const save = (values: ProductPhoto) =>
    onSave({ ...values, name: values.name.trim(), reference: values.reference.trim() })

  return (
    <Modal opened={opened} onClose={onClose} title={T.photoTitle} size="lg" centered>
      <form
        onSubmit={(event) => {
          // the modal sits in a portal inside the product form: React would submit that one too
          event.stopPropagation()
          form.onSubmit(save)(event)
        }}
        noValidate
      >
        <Stack gap="sm">
          <Alert variant="light" color="blue" icon={<IconInfoCircle />}>
            {T.photoPolicy}
          </Alert>
          <TextInput label={T.photoName} withAsterisk {...form.getInputProps('name')} />
          <TextInput
            label={T.photoReference}
            withAsterisk
            maxLength={REFERENCE_MAX_LENGTH}
            {...form.getInputProps('reference')}
          />
          <Input.Wrapper
            label={`${T.photoImages} (${images.length} / ${MAX_PRODUCT_IMAGES})`}
            withAsterisk
            error={form.errors.images ?? imageError}
          >
            <Group gap="xs" mt={4}>
              {images.map((key, index) => (
                <Stack key={key} gap={2} align="center">
                  <Image src={photoUrl(key)} alt="" w={72} h={72} radius="sm" fit="cover" />
                  <Group gap={2} wrap="nowrap">
                    {index === 0 && (
                      <Badge size="xs" variant="light">
                        {T.mainImage}
                      </Badge>
                    )}
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      aria-label={T.removeImage(index + 1)}
                      onClick={() => form.removeListItem('images', index)}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Group>
                </Stack>
              ))}
              {images.length < MAX_PRODUCT_IMAGES && (
                <FileButton
                  onChange={(file) => void add(file)}
                  accept="image/png,image/jpeg,image/webp"
                >
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      leftSection={<IconPhotoUp size={16} />}
                      loading={uploading}
                    >
                      {uploading ? T.uploading : T.addImage}
                    </Button>
                  )}
                </FileButton>
              )}
            </Group>
          </Input.Wrapper>
          <Text size="xs" c="dimmed">
            {T.photoFormats}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" disabled={uploading}>
              {T.savePhoto}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

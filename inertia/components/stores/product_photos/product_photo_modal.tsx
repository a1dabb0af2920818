import { useRef, useState } from 'react'
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconInfoCircle, IconLock } from '@tabler/icons-react'
import {
  EQUIVALENCES_MAX_LENGTH,
  EQUIVALENCES_PATTERN,
  IMAGE_ID_MAX_LENGTH,
  IMAGE_POLICIES,
  PRODUCT_IMAGE_MESSAGES as M,
} from '@rules/stores/rules/product_image_rules'
import { openConfirmModal } from '~/lib/confirm'
import { photoUrl, PHOTO_TEXTS as T } from './texts'
import {
  errorList,
  saveProductImage,
  type ProductImage,
  type ProductPhotoValues,
} from './product_photo_api'
import { ProductPhotoSlots } from './product_photo_slots'

export type { ProductImage } from './product_photo_api'

function validate(values: ProductPhotoValues, editing: boolean) {
  const imageId = values.image_id.trim()
  return {
    image_id: !imageId
      ? M.imageIdRequired
      : imageId.length > IMAGE_ID_MAX_LENGTH
        ? M.imageIdMax
        : imageId.includes(',')
          ? M.imageIdComma
          : null,
    name: values.name.trim() ? null : M.nameRequired,
    equivalences: !EQUIVALENCES_PATTERN.test(values.equivalences)
      ? M.equivalencesFormat
      : values.equivalences.length > EQUIVALENCES_MAX_LENGTH
        ? M.equivalencesMax
        : null,
    // editing: no photo left deletes the registration (asked first)
    images: editing || values.images.length > 0 ? null : M.imageRequired,
  }
}

/**
 * 'Crear' / 'Editar foto de producto' (doc 1 §2, §4, §5, §8; doc 3 §5): main part number (max
 * 16), product name, optional substitute numbers, up to 5 photos of at least 500 × 500 px, and
 * the policy list. Saves through POST / PATCH /api/catalogo/images: create mode without
 * `existing`, edit mode with it; a catalogue image the reader may not edit (`editable` false)
 * shows read-only. Saving an existing record with no photo deletes it ('Eliminado', asked
 * first). Success: '¡Foto guardada satisfactoriamente!'; a refusal lists the server's messages.
 */
export function ProductPhotoModal({
  opened,
  initial,
  existing,
  onClose,
  onSaved,
  onDeleted,
}: {
  opened: boolean
  /** The quotation product's name and reference, for a new record. */
  initial: { name: string; reference: string }
  existing: ProductImage | null
  onClose: () => void
  onSaved: (image: ProductImage) => void
  onDeleted: (image: ProductImage) => void
}) {
  const readOnly = existing !== null && !existing.editable
  const [saving, setSaving] = useState(false)
  const [serverErrors, setServerErrors] = useState<string[]>([])
  const urls = useRef(
    new Map<string, string>(
      existing ? existing.imagesURLs.map((url, index) => [photosOf(existing)[index], url]) : []
    )
  )
  const form = useForm<ProductPhotoValues>({
    mode: 'controlled',
    initialValues: existing
      ? {
          image_id: existing.image_id,
          name: existing.name ?? '',
          equivalences: existing.equivalences ?? '',
          images: photosOf(existing),
        }
      : {
          image_id: initial.reference.trim(),
          name: initial.name.trim(),
          equivalences: '',
          images: [],
        },
    validate: (values) => validate(values, existing !== null),
  })
  const values = form.getValues()

  const send = async (submitted: ProductPhotoValues) => {
    setSaving(true)
    setServerErrors([])
    const response = await saveProductImage(submitted, existing)
    setSaving(false)
    if (!response.ok) {
      for (const error of response.body.errors ?? []) {
        if (error.field && error.field in submitted) form.setFieldError(error.field, error.message)
        if (error.field?.startsWith('image_')) form.setFieldError('images', error.message)
      }
      return setServerErrors(errorList(response))
    }
    if (response.body.deleted && existing) {
      notifications.show({
        color: 'green',
        title: response.body.message,
        message: response.body.detail,
      })
      return onDeleted(existing)
    }
    notifications.show({ color: 'green', message: response.body.message ?? M.saved })
    onSaved(response.body.data as ProductImage)
  }

  const save = (submitted: ProductPhotoValues) => {
    if (existing && submitted.images.length === 0) {
      return openConfirmModal({
        title: T.confirmDeleteTitle,
        children: <Text size="sm">{T.confirmDelete(existing.name ?? existing.image_id)}</Text>,
        labels: { confirm: T.confirm, cancel: T.cancel },
        confirmProps: { color: 'red' },
        onConfirm: () => void send(submitted),
      })
    }
    void send(submitted)
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={existing ? T.editTitle : T.createTitle}
      size="lg"
      centered
    >
      <form
        onSubmit={(event) => {
          // the modal sits in a portal inside the product form: React would submit that one too
          event.stopPropagation()
          form.onSubmit(save)(event)
        }}
        noValidate
      >
        <Stack gap="sm">
          {readOnly && (
            <Alert variant="light" color="gray" icon={<IconLock />}>
              {T.readOnly}
            </Alert>
          )}
          <TextInput
            label={T.imageId}
            withAsterisk
            disabled={readOnly}
            {...form.getInputProps('image_id')}
          />
          <TextInput
            label={T.name}
            withAsterisk
            disabled={readOnly}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={T.equivalences}
            description={T.equivalencesHelp}
            disabled={readOnly}
            {...form.getInputProps('equivalences')}
          />
          <ProductPhotoSlots
            images={values.images}
            urlOf={(key) => urls.current.get(key) ?? photoUrl(key)}
            error={form.errors.images as string | undefined}
            readOnly={readOnly}
            onAdd={(key, url) => {
              urls.current.set(key, url)
              form.clearFieldError('images')
              form.insertListItem('images', key)
            }}
            onRemove={(index) => form.removeListItem('images', index)}
          />
          <Alert variant="light" color="blue" icon={<IconInfoCircle />} title={T.policiesTitle}>
            <List size="sm" spacing={2}>
              {IMAGE_POLICIES.map((policy) => (
                <List.Item key={policy}>{policy}</List.Item>
              ))}
            </List>
          </Alert>
          {serverErrors.length > 0 && (
            <Alert color="red" icon={<IconAlertCircle />} title={T.errorsTitle} role="alert">
              <List size="sm" spacing={2}>
                {serverErrors.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {readOnly ? T.close : T.cancel}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={saving}>
                {T.save}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/** A record's photo keys in order. */
function photosOf(image: ProductImage) {
  return [image.image_1, image.image_2, image.image_3, image.image_4, image.image_5].filter(
    (key): key is string => !!key
  )
}

import { Image, Modal } from '@mantine/core'
import { PRODUCT_TEXTS as T, photoUrl } from './texts'

/**
 * The image viewer (doc 3 §2.2): a product's or a requested part's photo, large. Open while
 * `photo` is set.
 */
export function ImageViewer({
  photo,
  title,
  onClose,
}: {
  photo: { name: string; image: string | null } | null
  /** 'Foto del producto: {name}' unless given. */
  title?: string
  onClose: () => void
}) {
  return (
    <Modal
      opened={photo !== null && !!photo.image}
      onClose={onClose}
      title={title ?? (photo ? `${T.viewer}: ${photo.name}` : T.viewer)}
      size="lg"
      centered
    >
      {photo?.image && (
        <Image src={photoUrl(photo.image)} alt={photo.name} radius="md" fit="contain" mah="70vh" />
      )}
    </Modal>
  )
}

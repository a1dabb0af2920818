import { useEffect, useState } from 'react'
import { Alert, Image, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import { Loading } from '~/components/loading'
import { PaginationControl } from '~/components/pagination_control'
import { errorMessage } from '~/lib/http'
import { listMyPhotos, type MyPhoto } from './product_photo_api'
import { PHOTO_TEXTS as T } from './texts'

/**
 * 'Elegir de mis fotos' (doc 1 §2: "choose between … own inventory or creating a photo"): the
 * product photos this user uploaded before, newest first, 12 a page; one click adds it to the
 * form (the server measures it again on saving). Photos already in the form are left out.
 */
export function MyPhotosPicker({
  opened,
  taken,
  onClose,
  onPick,
}: {
  opened: boolean
  taken: string[]
  onClose: () => void
  onPick: (photo: MyPhoto) => void
}) {
  const [page, setPage] = useState(0)
  const [photos, setPhotos] = useState<MyPhoto[] | null>(null)
  const [count, setCount] = useState(0)
  const [pageSize, setPageSize] = useState(12)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!opened) return
    let current = true
    void listMyPhotos(page).then((response) => {
      if (!current) return
      if (!response.ok) return setError(errorMessage(response))
      setError(null)
      setPhotos(response.body.data)
      setCount(response.body.metadata.count)
      setPageSize(response.body.metadata.pageSize)
    })
    return () => {
      current = false
    }
  }, [opened, page])

  const shown = photos?.filter((photo) => !taken.includes(photo.key)) ?? null
  return (
    <Modal opened={opened} onClose={onClose} title={T.pickTitle} size="lg" centered>
      {error && <Alert color="red">{error}</Alert>}
      {shown === null ? (
        !error && <Loading />
      ) : shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {T.pickEmpty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {shown.map((photo, index) => (
            <UnstyledButton
              key={photo.key}
              aria-label={T.pickPhoto(index + 1)}
              onClick={() => onPick(photo)}
            >
              <Image
                src={photo.url}
                alt=""
                h={96}
                radius="sm"
                fit="cover"
                bd="1px solid var(--mantine-color-gray-3)"
              />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <PaginationControl total={count} pageSize={pageSize} page={page} onChange={setPage} />
    </Modal>
  )
}

import { useState } from 'react'
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Loader,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core'
import { IconPhotoUp, IconTrash } from '@tabler/icons-react'
import { errorMessage, GENERIC_ERROR, xsrfToken } from '~/lib/http'
import { urlFor } from '~/lib/routes'

/** Public URL of a stored upload key. */
export function uploadUrl(path: string) {
  return path.startsWith('http') ? path : `/uploads/${path}`
}

/**
 * One optional photo: picks an image, uploads it (POST /api/uploads/image, recompressed by the
 * server) and keeps its stored key. Shows a thumbnail with a delete button.
 */
export function ImageUpload({
  value,
  onChange,
  label,
  error,
  description,
  purpose = 'detail',
}: {
  value: string | null
  onChange: (path: string | null) => void
  label: string
  error?: string
  description?: string
  purpose?: 'detail' | 'property_card'
}) {
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | undefined>()

  const upload = async (file: File | null) => {
    if (!file) return
    setUploadError(undefined)
    setUploading(true)
    const body = new FormData()
    body.append('file', file)
    body.append('purpose', purpose)
    try {
      const response = await fetch(urlFor('api.uploads.image'), {
        method: 'POST',
        body,
        credentials: 'same-origin',
        headers: { 'Accept': 'application/json', 'X-XSRF-TOKEN': xsrfToken() },
      })
      const payload = await response.json().catch(() => ({ message: GENERIC_ERROR }))
      if (response.ok) onChange(payload.data.path)
      else setUploadError(errorMessage({ ok: false, status: response.status, body: payload }))
    } catch {
      setUploadError(GENERIC_ERROR)
    } finally {
      setUploading(false)
    }
  }

  return (
    <Input.Wrapper label={label} description={description} error={uploadError ?? error}>
      <Stack gap={6} mt={4}>
        {value ? (
          <Group gap="xs" wrap="nowrap">
            <Image src={uploadUrl(value)} alt={label} w={64} h={64} radius="sm" fit="cover" />
            <Tooltip label="Eliminar foto">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Eliminar foto"
                onClick={() => onChange(null)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : (
          <FileButton
            onChange={(file) => void upload(file)}
            accept="image/png,image/jpeg,image/webp,image/gif"
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={uploading ? <Loader size={14} /> : <IconPhotoUp size={16} />}
                disabled={uploading}
                w="fit-content"
              >
                {uploading ? 'Cargando...' : 'Subir foto'}
              </Button>
            )}
          </FileButton>
        )}
        {!value && !uploading && (
          <Text size="xs" c="dimmed">
            JPG, PNG o WebP, máximo 5 MB
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  )
}

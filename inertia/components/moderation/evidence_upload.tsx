import { useState } from 'react'
import { ActionIcon, Anchor, Button, FileButton, Group, Image, Input, Text } from '@mantine/core'
import { IconFileTypePdf, IconPaperclip, IconTrash } from '@tabler/icons-react'
import { errorMessage, GENERIC_ERROR, xsrfToken } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { uploadUrl } from '~/components/image_upload'
import { MODERATION_TEXTS as T } from './texts'

const EVIDENCE_FOLDER = 'infraction-evidence/'

/**
 * Where the page reads an evidence key: a file of the evidence endpoint through its guarded
 * route (it is never public), a photo of the upload endpoint under /uploads.
 */
export function evidenceUrl(key: string) {
  return key.startsWith(EVIDENCE_FOLDER)
    ? urlFor('api.infractions.evidenceFile', { file: key.slice(EVIDENCE_FOLDER.length) })
    : uploadUrl(key)
}

/**
 * The infraction's evidence (doc 1 §2): picks an image or a PDF, uploads it to POST
 * /api/store/infractions/evidence (the server checks what the file really is) and keeps the
 * stored key. Shows a thumbnail, or a link for a PDF, with a remove button.
 */
export function EvidenceUpload({
  value,
  onChange,
  error,
}: {
  value: string | null
  onChange: (key: string | null) => void
  error?: React.ReactNode
}) {
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)

  const upload = async (file: File | null) => {
    if (!file) return
    setUploadError(null)
    setUploading(true)
    const body = new FormData()
    body.append('file', file)
    try {
      const response = await fetch(urlFor('api.infractions.evidence'), {
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

  const isPdf = value?.toLowerCase().endsWith('.pdf') ?? false
  return (
    <Input.Wrapper
      label={T.evidenceLabel}
      withAsterisk
      description={T.evidenceHint}
      error={uploadError ?? error}
    >
      <Group gap="xs" mt={6} wrap="nowrap">
        {value &&
          (isPdf ? (
            <Anchor href={evidenceUrl(value)} target="_blank" rel="noreferrer" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconFileTypePdf size={20} />
                <Text span size="sm">
                  {T.evidencePdf}
                </Text>
              </Group>
            </Anchor>
          ) : (
            <Image src={evidenceUrl(value)} alt={T.evidenceImage} w={56} h={56} radius="sm" />
          ))}
        <FileButton onChange={(file) => void upload(file)} accept="image/*,application/pdf">
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              loading={uploading}
              leftSection={<IconPaperclip size={14} />}
              data-testid="evidence-pick"
            >
              {value ? T.evidenceChange : T.evidencePick}
            </Button>
          )}
        </FileButton>
        {value && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={T.evidenceRemove}
            onClick={() => onChange(null)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
    </Input.Wrapper>
  )
}

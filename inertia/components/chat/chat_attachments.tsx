import { useState } from 'react'
import { Anchor, Group, Image, Modal, Stack, UnstyledButton } from '@mantine/core'
import {
  IconFile,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconFileWord,
  IconMovie,
} from '@tabler/icons-react'
import { cutName } from '@rules/chat/rules/chat_files'
import { CHAT_PANEL_TEXTS as T } from './texts'
import type { ChatAttachment } from './types'

/** File names in the chat are cut at 20 characters (doc 1 §2). */
const NAME_MAX = 20

function FileIcon({ attachment }: { attachment: ChatAttachment }) {
  if (attachment.type === 'video') return <IconMovie size={18} />
  const extension = attachment.extension.toLowerCase().replace(/^\./, '')
  if (extension === 'pdf') return <IconFileTypePdf size={18} />
  if (['xls', 'xlsx', 'ods', 'csv'].includes(extension)) return <IconFileSpreadsheet size={18} />
  if (['doc', 'docx', 'odt'].includes(extension)) return <IconFileWord size={18} />
  return <IconFile size={18} />
}

/**
 * A message's attachments: images as thumbnails that open full size in a viewer, any other file
 * as a download link with its icon and its name cut at 20 characters.
 */
export function ChatAttachments({ attachments }: { attachments: ChatAttachment[] }) {
  const [viewing, setViewing] = useState<ChatAttachment | null>(null)
  if (attachments.length === 0) return null
  const images = attachments.filter((attachment) => attachment.type === 'image')
  const files = attachments.filter((attachment) => attachment.type !== 'image')
  return (
    <Stack gap={6} data-testid="chat-attachments">
      {images.length > 0 && (
        <Group gap={6}>
          {images.map((image) => (
            <UnstyledButton
              key={image.url}
              onClick={() => setViewing(image)}
              aria-label={`${T.viewImage}: ${image.name}`}
              title={image.name}
            >
              <Image
                src={image.url}
                alt={image.name}
                w={120}
                h={90}
                fit="cover"
                radius="sm"
                loading="lazy"
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
      {files.map((attachment) => (
        <Anchor
          key={attachment.url}
          href={attachment.url}
          download={attachment.name}
          size="sm"
          title={attachment.name}
          aria-label={T.download(attachment.name)}
          data-testid="chat-file"
        >
          <Group gap={4} wrap="nowrap">
            <FileIcon attachment={attachment} />
            <span>{cutName(attachment.name, NAME_MAX)}</span>
          </Group>
        </Anchor>
      ))}
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.name ?? T.imageTitle}
        size="xl"
        centered
        // a long file name wraps: the close button stays in view at 375 px
        styles={{ title: { minWidth: 0, overflowWrap: 'anywhere' } }}
      >
        {viewing && (
          <Stack gap="xs">
            <Image src={viewing.url} alt={viewing.name} fit="contain" mah="75vh" radius="md" />
            <Anchor href={viewing.url} target="_blank" rel="noopener noreferrer" size="sm">
              {T.openImage}
            </Anchor>
          </Stack>
        )}
      </Modal>
    </Stack>
  )
}

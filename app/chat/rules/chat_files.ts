/**
 * What a chat message may carry (doc 1 §5, §9): one file, at most 20 MB, with one of these
 * extensions, and the exact messages. Pure: the server's checks (ChatAttachments, the send
 * validator) and the page's picker (`@rules/chat/rules/chat_files`) share it.
 */

/** Largest attachment, in MB of 1024 × 1024 bytes like the bodyparser's '20mb'. */
export const CHAT_FILE_MAX_MB = 20
export const CHAT_FILE_MAX_BYTES = CHAT_FILE_MAX_MB * 1024 * 1024

export const CHAT_FILE_EXTENSIONS = [
  'webp',
  'png',
  'jpg',
  'jpeg',
  'pdf',
  'gif',
  'xls',
  'xlsx',
  'ods',
  'csv',
  'docx',
  'odt',
] as const
export type ChatFileExtension = (typeof CHAT_FILE_EXTENSIONS)[number]

export const CHAT_FILE_MESSAGES = {
  tooLarge: `El archivo excede el tamaño máximo permitido (${CHAT_FILE_MAX_MB}MB).`,
  wrongType: 'Tipo de archivo no permitido',
  unreadable: 'No se pudo cargar el archivo',
} as const

/**
 * The picker's `accept`: the listed extensions and, as the spec asks, any image type (an image
 * whose extension is not listed is then refused by `fileProblem`, as the server would).
 */
export const CHAT_FILE_ACCEPT = [...CHAT_FILE_EXTENSIONS.map((ext) => `.${ext}`), 'image/*'].join(
  ','
)

export function extensionOf(name: string) {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/** Why `file` cannot be attached ('Tipo de archivo no permitido', too big), or null. */
export function fileProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!(CHAT_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return 'type'
  }
  if (file.size > CHAT_FILE_MAX_BYTES) return 'size'
  return null
}

/** A file name cut at `max` characters (20 in the chat, 15 in the input; doc 1 §2). */
export function cutName(name: string, max: number) {
  return name.length > max ? `${name.slice(0, max)}…` : name
}

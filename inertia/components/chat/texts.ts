import { CHAT_FILE_MESSAGES } from '@rules/chat/rules/chat_files'

/**
 * Texts of the chat panel and of the buyer's 'Preguntas del vendedor' (doc 1 §2, §5, §8, §9;
 * doc 3 §2.5). The titles, labels and refusals the server writes (the conversation's title,
 * disabledReason, the contact-data warning) come with its answers.
 */
export const CHAT_PANEL_TEXTS = {
  loadOlder: 'Cargar mensajes anteriores',
  loading: 'Cargando...',
  loadError: 'No se pudo cargar el chat.',
  retry: 'Reintentar',
  noMessages: 'Aún no hay mensajes en esta conversación.',
  placeholder: 'Escribe tu mensaje...',
  messageLabel: 'Mensaje',
  send: 'Enviar',
  attach: 'Adjuntar archivo',
  removeFile: 'Quitar archivo',
  ctrlEnterHint: 'Presiona Ctrl + Enter para enviar',
  contactNotice: 'No está permitido compartir datos de contacto ni en texto, imagen o archivo.',
  disabled: 'El chat está deshabilitado.',
  fileTooBig: CHAT_FILE_MESSAGES.tooLarge,
  fileType: CHAT_FILE_MESSAGES.wrongType,
  chooseRecipientTitle: 'Elige el destinatario',
  chooseRecipient: 'Elige el destinatario del mensaje',
  participantsError: 'No se pudieron cargar los destinatarios.',
  admin: 'Administrador',
  adminCrown: 'Mensaje enviado por un administrador',
  to: (label: string) => `Para: ${label}`,
  sent: 'Enviado',
  read: 'Leído',
  download: (name: string) => `Descargar ${name}`,
  viewImage: 'Ver imagen',
  openImage: 'Abrir en otra pestaña',
  imageTitle: 'Imagen adjunta',
  deleteMessage: 'Eliminar mensaje',
  deleteTitle: 'Eliminar mensaje',
  deleteQuestion: '¿Estás seguro de eliminar este mensaje?',
  deleteConfirm: 'Eliminar',
  cancel: 'Cancelar',
  deleteError: 'No se pudo eliminar el mensaje, por favor intenta más tarde',
  sendError: 'No se pudo enviar el mensaje, por favor intenta más tarde.',
  contactTitle: 'Datos de contacto',
  notContactData: 'No son datos de contacto',
  editMessage: 'Editar mensaje',
  notAvailableTitle: 'Mensaje no enviado',
} as const

export const SELLER_QUESTIONS_TEXTS = {
  button: 'Preguntas del vendedor',
  unread: (count: number) => (count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`),
  title: 'Historial de Mensajes',
  empty: 'Aún no se ha realizado ninguna pregunta...',
  loadError: 'No se pudieron cargar las preguntas de los vendedores.',
  retry: 'Reintentar',
} as const

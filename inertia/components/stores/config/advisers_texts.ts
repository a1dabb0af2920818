import { ADVISERS_CAP, INVITATION_DAYS } from '@rules/stores/rules/adviser_rules'

/**
 * Texts of the Asesores section and of the invitation page (issue 20). The server's messages
 * (refusals, validation) come in its answers (app/stores/rules/adviser_rules.ts).
 */
export const ADVISERS_TEXTS = {
  title: 'Asesores',
  lead: `Invita a tus vendedores por correo o WhatsApp. Cada enlace sirve una vez y vence en ${INVITATION_DAYS} días.`,
  readOnly: 'Solo el dueño de la tienda puede invitar o desactivar asesores.',
  seats: (taken: number) =>
    `${taken} de ${ADVISERS_CAP} cupos usados (activos e invitaciones pendientes)`,
  inviteTitle: 'Invitar un asesor',
  name: 'Nombre',
  namePlaceholder: 'Ej.: Laura Gómez',
  email: 'Correo',
  emailPlaceholder: 'asesor@correo.com',
  mobile: 'WhatsApp',
  mobilePlaceholder: 'Ej.: 300 123 4567',
  contactHint: 'Escribe un correo, un WhatsApp o ambos.',
  contactRequired: 'Ingresa un correo o un número de WhatsApp',
  nameRequired: 'Ingresa el nombre del asesor',
  invite: 'Enviar invitación',
  advisersTitle: 'Asesores de la tienda',
  invitationsTitle: 'Invitaciones abiertas',
  noAdvisers: 'Tu tienda aún no tiene asesores.',
  noInvitations: 'No hay invitaciones abiertas.',
  contact: 'Contacto',
  state: 'Estado',
  invitedAt: 'Invitado',
  acceptedAt: 'Aceptó',
  sentAt: 'Enviada',
  expiresAt: 'Vence',
  actions: 'Acciones',
  active: 'Activo',
  inactive: 'Inactivo',
  pending: 'Pendiente',
  expired: 'Vencida',
  deactivate: 'Desactivar',
  reactivate: 'Reactivar',
  resend: 'Reenviar',
  cancel: 'Cancelar',
  confirmDeactivateTitle: '¿Desactivar este asesor?',
  confirmDeactivate: (name: string) =>
    `${name} dejará de ver las solicitudes de la tienda. Sus cotizaciones siguen a su nombre.`,
  confirmCancelTitle: '¿Cancelar esta invitación?',
  confirmCancel: (name: string) => `El enlace enviado a ${name} dejará de funcionar.`,
  confirmYes: 'Sí',
  confirmNo: 'No',
  loadError: 'No pudimos cargar los asesores. Intenta de nuevo.',
  retry: 'Reintentar',
  // the invitation page
  pageTitle: 'Invitación de asesor',
  pageDescription: 'Acepta la invitación para actuar como asesor de una tienda.',
  invitedBy: (store: string) => `${store} te invita a ser asesor de su tienda`,
  greeting: (name: string) => `Hola ${name}:`,
  acceptLead:
    'Como asesor verás las solicitudes de la tienda, cotizarás y atenderás sus pedidos a nombre de la tienda.',
  accept: 'Aceptar invitación',
  guestLead: 'Para aceptar, crea tu cuenta o ingresa si ya tienes una.',
  haveAccount: 'Ya tengo cuenta: Ingresar',
  goToWork: 'Ir a mis solicitudes',
  unusable: 'No puedes usar esta invitación',
} as const

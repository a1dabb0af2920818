/** The Spanish answers of the store sign-up and of the staff's activation. */
export const STORE_SIGNUP_MESSAGES = {
  registered:
    '¡Tu tienda quedó registrada! Nuestro equipo la revisará y te avisaremos por WhatsApp y email cuando activemos el módulo GO.',
  alreadyOwner: 'Ya tienes una tienda registrada. Cada cuenta puede registrar una sola tienda.',
  numberHasAccount:
    'Ya existe una cuenta con este número de WhatsApp. Ingresa con tu cuenta para registrar tu tienda.',
  activated: 'Módulo GO activado. Le avisamos a la tienda.',
  alreadyActive: 'Esta tienda ya tiene el módulo GO activo.',
  notStaff: 'Esta sección es solo para el equipo de la plataforma.',
}

/**
 * The Spanish texts of login, registration and recovery (doc 1 §5, §8; doc 2 §8).
 */
export const AUTH_MESSAGES = {
  invalidPhone: 'Teléfono inválido',
  wrongWhatsAppNumber: 'El número de WhatsApp no es correcto',
  unknownNumber:
    'El número de WhatsApp no está registrado. ¿Deseas crear una cuenta con este número?',
  noWhatsApp:
    'El número ingresado no tiene una cuenta de WhatsApp activa. Ingresa un número con WhatsApp o continúa con tu email.',
  codeSent: 'Te enviamos un código de verificación por WhatsApp',
  wrongCode: '¡El código no es correcto o ya expiró!',
  wrongCodeHelp: 'Revisa el código e ingrésalo nuevamente, o vuelve a solicitar un nuevo código.',
  tooManyAttempts:
    'Superaste el número de intentos permitidos para este código. Solicita un nuevo código.',
  badCredentials: 'El email o la contraseña no son correctos',
  verifyEmailTitle: 'VERIFICA TU EMAIL',
  verifyEmail:
    'Debes verificar tu email antes de ingresar. Te enviamos un nuevo enlace de verificación a tu correo.',
  accountDeactivated: 'Tu cuenta está desactivada. Comunícate con soporte.',
  logoutError: 'Error al cerrar sesión',
  recoverySent:
    'Si el email está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu correo.',
  recoveryInvalid: 'El enlace no es válido o ya expiró. Solicita uno nuevo.',
  passwordChanged: 'Tu contraseña fue actualizada. Ya puedes ingresar.',
  emailVerified: '¡Tu email fue verificado!',
  registered: '¡Bienvenido! Tu cuenta fue creada.',
} as const

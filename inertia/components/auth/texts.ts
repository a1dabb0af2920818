import { AUTH_MESSAGES } from '@rules/users/rules/messages'

/**
 * Texts of sign-in (doc 1 §2, §4, §8): the login form and its modals, registration, password
 * recovery and the pages of /users/page/*. The server's own messages live in
 * app/users/rules/messages.ts (AUTH_MESSAGES) and are reused here where the page says the same.
 */
export const AUTH_TEXTS = {
  loginTitle: 'Ingresa a tu cuenta',
  loginLead: 'Con tu WhatsApp o con tu email',
  loginPageTitle: 'Ingresar',
  loginPageDescription:
    'Ingresa con tu número de WhatsApp o con tu email para ver tus cotizaciones de autopartes.',
  withWhatsApp: 'Continuar con WhatsApp',
  withEmail: 'Continuar con Email',
  moreOptions: 'Más opciones',
  forgotPassword: '¿Olvidaste tu contraseña?',
  signUp: 'Crea tu cuenta',
  howToSignIn: '¿Cómo ingresar?',
  helpWhatsApp: 'Con WhatsApp: escribe tu número y te enviamos un código de 6 dígitos.',
  helpEmail: 'Con Email: usa el email y la contraseña de tu cuenta.',
  helpNewNumber:
    "¿Cambiaste de número? Ingresa con tu email; al pedir tu próxima cotización, verifica el número nuevo en el paso 'Tus Datos'.",
  devOutbox: 'Ver mensajes enviados (entorno de desarrollo)',

  whatsappNumber: 'Número de WhatsApp',
  wrongWhatsAppNumber: AUTH_MESSAGES.wrongWhatsAppNumber,
  sendCode: 'Enviar código por WhatsApp',
  typeCode: (phonePrefix: string, mobile: string) =>
    `Escribe el código de 6 dígitos que enviamos por WhatsApp al +${phonePrefix} ${mobile}.`,
  codeLabel: 'Código de verificación',
  enter: 'Ingresar',
  changeNumber: 'Modificar número',
  resendCode: 'Reenviar código',
  unknownNumberTitle: 'Número no registrado',
  unknownNumberConfirm: 'Continuar',
  unknownNumberCancel: 'Corregir número',
  errorTitle: 'Se ha presentado un error',

  email: 'Email',
  password: 'Contraseña',
  verifyEmailTitle: AUTH_MESSAGES.verifyEmailTitle,

  registerPageTitle: 'Crea tu cuenta',
  registerPageDescription:
    'Crea tu cuenta para pedir cotizaciones de autopartes y guardar tus vehículos en tu garaje.',
  registerLead: 'Guarda tus vehículos, sigue tus cotizaciones y compra con seguridad',
  fullName: 'Nombre completo',
  passwordConfirmation: 'Confirma la contraseña',
  /** Colombia: política de tratamiento de datos (Ley 1581); Mexico: aviso de privacidad (LFPDPPP). */
  conditions: (product: string, countryCode: 'CO' | 'MX') =>
    countryCode === 'MX'
      ? `Acepto los términos y condiciones y el aviso de privacidad de ${product}`
      : `Acepto los términos y condiciones y la política de tratamiento de datos de ${product}`,
  createAccount: 'Crear cuenta',
  haveAccount: '¿Ya tienes cuenta?',
  logIn: 'Ingresa',
  checkData: 'Revisa los datos ingresados',
  fullNameRequired: 'Ingresa tu nombre completo',
  emailInvalid: 'El email no es válido',
  invalidPhone: AUTH_MESSAGES.invalidPhone,
  cityRequired: 'Selecciona tu ciudad',
  passwordTooShort: 'La contraseña debe tener mínimo 8 caracteres',
  passwordsDiffer: 'Las contraseñas no coinciden',
  conditionsRequired: 'Debes aceptar los términos y condiciones',

  recoveryTitle: 'Recupera tu contraseña',
  recoveryHelp:
    'Escribe el email de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.',
  sendLink: 'Enviar enlace',
  checkInbox: 'Revisa tu correo',
  backToLogin: 'Volver a ingresar',

  resetPageTitle: 'Nueva contraseña',
  resetPageDescription: 'Elige una contraseña nueva para tu cuenta.',
  resetTitle: 'Crea una nueva contraseña',
  newPassword: 'Nueva contraseña',
  savePassword: 'Guardar contraseña',
} as const

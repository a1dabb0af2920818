/*
|--------------------------------------------------------------------------
| VineJS defaults
|--------------------------------------------------------------------------
|
| Spanish messages for every rule no validator names a message for.
|
*/
import vine, { SimpleMessagesProvider } from '@vinejs/vine'

vine.messagesProvider = new SimpleMessagesProvider({
  'required': 'Completa el campo requerido',
  'string': 'El valor debe ser un texto',
  'email': 'El email no es válido',
  'number': 'El valor debe ser un número',
  'boolean': 'El valor no es válido',
  'minLength': 'Utiliza mínimo {{ min }} caracteres',
  'maxLength': 'Utiliza máximo {{ max }} caracteres',
  'fixedLength': 'Debe tener {{ size }} caracteres',
  'min': 'El valor mínimo es {{ min }}',
  'max': 'El valor máximo es {{ max }}',
  'range': 'El valor debe estar entre {{ min }} y {{ max }}',
  'in': 'Selecciona una opción válida',
  'enum': 'Selecciona una opción válida',
  'confirmed': 'Las contraseñas no coinciden',
  'accepted': 'Debes aceptar los términos y condiciones',
  'regex': 'El formato no es válido',
  'database.unique': 'Ya existe un registro con este valor',
  'database.exists': 'El valor seleccionado no existe',
  'array.minLength': 'Selecciona al menos {{ min }} elemento(s)',
})

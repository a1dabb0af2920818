/** The staff section's Spanish texts of the server (answers and refusals). */
export const STAFF_MESSAGES = {
  notAllowed: 'Tu rol de staff no incluye esta sección.',
}

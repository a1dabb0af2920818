import {
  containsContactData as detects,
  fold,
  type ContactCheckContext,
} from '#core/rules/contact_data'

/**
 * "Contact data is not allowed in observations" (doc 3 §5; the check of doc 1 "Chat send"),
 * pure: the vendor's form warns with it while typing and the server refuses the same text. It
 * runs only when the user's infringement detection is on. The detector itself (e-mails, phones
 * also written in words or emoji, addresses, own names) is core's `detectContactData`.
 *
 * Ours: doc 1 also looks for single words (more than 3 letters) of the user's name, store and
 * city. Observations have no 'No son datos de contacto' confirmation to fall back on, and store
 * names are made of everyday words ('Repuestos', 'Frenos'), so here only the whole full name or
 * store name counts (`wholeNamesOnly`).
 */
export interface ContactDataContext {
  fullName?: string | null
  storeName?: string | null
}

export { fold }

export function containsContactData(
  text: string | null | undefined,
  context: ContactDataContext = {}
) {
  const check: ContactCheckContext = {
    fullName: context.fullName,
    storeName: context.storeName,
    wholeNamesOnly: true,
  }
  return detects(text, check)
}

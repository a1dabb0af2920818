import { DateTime } from 'luxon'
import encryption from '@adonisjs/core/services/encryption'
import type { Infer } from '@vinejs/vine/types'
import type Store from '#stores/models/store'
import type { storeBankDataValidator } from '#stores/validators/store_config'
import { bankDigitsOf } from '#stores/rules/store_config_rules'

/** The encryption purpose of a store's bank data: a ciphertext made for another use never opens. */
export const STORE_BANK_DATA_PURPOSE = 'store-bank-data'

/**
 * Pagos' bank data (PATCH /api/store/store/{id}/dataBankConfig), for every sales model: the
 * account where the platform pays the store's disbursements, replaced as a whole.
 *
 * Choices: the account number (digits only, separators dropped) and the holder's document are
 * stored encrypted with the app's `encryption` service (APP_KEY, purpose STORE_BANK_DATA_PURPOSE)
 * — the full document is kept because disbursements need it; only the number's last four digits
 * are kept plain, for the masked view ('•••• 1234'). Nothing here ever answers the number or
 * the document: the page's view (StoreConfigQuery) reads the masked fields only.
 */
export default class SaveBankData {
  async handle(store: Store, input: Infer<typeof storeBankDataValidator>) {
    const digits = bankDigitsOf(input.account_number)
    store.merge({
      bankName: input.bank_name,
      bankAccountType: input.account_type,
      bankAccountNumber: encryption.encrypt(digits, undefined, STORE_BANK_DATA_PURPOSE),
      bankAccountLast4: digits.slice(-4),
      bankAccountHolder: input.holder,
      bankHolderDocument: encryption.encrypt(
        input.holder_document,
        undefined,
        STORE_BANK_DATA_PURPOSE
      ),
      bankDataSavedAt: DateTime.now(),
    })
    await store.save()
  }
}

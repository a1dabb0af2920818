/**
 * 'Agregar dirección': the inline form of a new delivery address (doc 1 §5: full name ≤ 512,
 * identification ≤ 32, address ≤ 1024, city and a valid mobile, all required). Saves through
 * POST /api/users/userAdditionalAddress; a failure shows 'No se ha podido guardar la nueva
 * dirección' (doc 1 §8) and the server's messages on their fields.
 *
 * Props (`AddressFormProps`):
 * - `onSaved(id: number): void` — the new address's id (the step reloads and selects it).
 * - `onCancel(): void` — 'Cancelar'.
 */
import { RecordForm, type RecordFormProps } from './record_form'

export type AddressFormProps = RecordFormProps

export function AddressForm(props: AddressFormProps) {
  return <RecordForm kind="address" {...props} />
}

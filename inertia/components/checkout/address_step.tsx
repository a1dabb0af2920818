/**
 * 'Datos de envío' of the checkout wizard (doc 1 §2, §4): the buyer's delivery addresses as a
 * radio list — their own data first ('Mis datos', id 0, the default choice; a notice says what
 * it lacks when incomplete, and it cannot be chosen then), then the additional addresses —
 * and 'Agregar dirección', which opens address_form.tsx; after saving, the list reloads and the
 * new address is selected. Loads through GET /api/users/checkoutRecords.
 *
 * Props (`AddressStepProps`):
 * - `value: number | null` — the chosen address: 0 the user's own data, another id an
 *   additional address (the order's `addressId`; 0 means the main record). Start with null:
 *   the step then picks the default (0 when complete, else the first additional address).
 * - `onChange(id: number): void` — a choice, the default, or a new address just saved.
 */
import { AddressForm } from './address_form'
import { RecordStep, type RecordStepProps } from './record_step'

export type AddressStepProps = RecordStepProps

export function AddressStep(props: AddressStepProps) {
  return <RecordStep kind="address" Form={AddressForm} {...props} />
}

/**
 * 'Agregar datos de facturación': the inline form of a new billing record (doc 1 §5: full name
 * ≤ 90, identification ≤ 16, address ≤ 128, city, e-mail valid ≤ 256 and a valid mobile, all
 * required). Saves through POST /api/users/BillingData; a failure shows 'No se ha podido guardar
 * los datos de facturación' (doc 1 §8) and the server's messages on their fields.
 *
 * Props (`BillingFormProps`):
 * - `onSaved(id: number): void` — the new record's id (the step reloads and selects it).
 * - `onCancel(): void` — 'Cancelar'.
 */
import { RecordForm, type RecordFormProps } from './record_form'

export type BillingFormProps = RecordFormProps

export function BillingForm(props: BillingFormProps) {
  return <RecordForm kind="billing" {...props} />
}

/**
 * 'Datos de facturación' of the checkout wizard (doc 1 §2, §4): the buyer's billing records as
 * a radio list — their own data first ('Mis datos', id 0, the default choice; a notice says
 * what it lacks when incomplete, and it cannot be chosen then), then the additional records —
 * and 'Agregar datos de facturación', which opens billing_form.tsx; after saving, the list
 * reloads and the new record is selected. Loads through GET /api/users/checkoutRecords.
 *
 * Props (`BillingStepProps`):
 * - `value: number | null` — the chosen record: 0 the user's own data, another id an
 *   additional billing record (the order's `billingId`; 0 means the main record). Start with
 *   null: the step then picks the default (0 when complete, else the first additional record).
 * - `onChange(id: number): void` — a choice, the default, or a new record just saved.
 */
import { BillingForm } from './billing_form'
import { RecordStep, type RecordStepProps } from './record_step'

export type BillingStepProps = RecordStepProps

export function BillingStep(props: BillingStepProps) {
  return <RecordStep kind="billing" Form={BillingForm} {...props} />
}

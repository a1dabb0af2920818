import { VisuallyHidden } from '@mantine/core'
import { WIZARD_STEPS } from '@rules/quotations/rules/wizard'

/**
 * A wizard step's button is named by its label, never by an aria-label that would hide what it
 * shows; its number is decoration. On a phone (`compact`) the label is for screen readers only:
 * the title above the stepper says the step.
 */
export function wizardStepProps(index: number, compact: boolean) {
  const number = <span aria-hidden="true">{index + 1}</span>
  const name = WIZARD_STEPS[index]
  return {
    label: compact ? <VisuallyHidden>{name}</VisuallyHidden> : name,
    icon: number,
    progressIcon: number,
  }
}

import { WIZARD_STEPS } from '@rules/quotations/rules/wizard'

/**
 * A wizard step's button is named by its label, never by an aria-label that would hide what it
 * shows; its number is decoration. On a phone (below 36em, css/app.css `.wizard-step-name`) the
 * label is for screen readers only: the title above the stepper says the step. A stylesheet
 * rather than a media query in script, so the page rendered on the server is already the
 * phone's (nothing moves when it hydrates).
 */
export function wizardStepProps(index: number) {
  const number = <span aria-hidden="true">{index + 1}</span>
  const name = WIZARD_STEPS[index]
  return {
    label: <span className="wizard-step-name">{name}</span>,
    icon: number,
    progressIcon: number,
  }
}

import type { WizardVehicle } from '@rules/garage/rules/vehicle'
import type { WizardDetail } from '@rules/quotations/rules/details'
import type { ResumeState, WizardContact } from '@rules/quotations/rules/wizard'

/**
 * What the request wizard keeps while a buyer fills it, and its local-storage resume state for a
 * guest who logs in half-way (doc 2 §4).
 */
export interface WizardInitial {
  vehicle?: WizardVehicle
  details?: WizardDetail[]
  hasReference?: boolean
}

export type { WizardContact }

export const RESUME_KEY = 'quotationWizardResume'

export function saveResume(state: ResumeState<WizardVehicle>) {
  window.localStorage.setItem(RESUME_KEY, JSON.stringify(state))
}

export function clearResume() {
  window.localStorage.removeItem(RESUME_KEY)
}

/** The stored state, if any (the wizard deletes it once loaded). */
export function peekResume(): ResumeState<WizardVehicle> | null {
  const raw = window.localStorage.getItem(RESUME_KEY)
  if (!raw) return null
  try {
    return JSON.parse(raw) as ResumeState<WizardVehicle>
  } catch {
    return null
  }
}

export function newIdempotencyKey() {
  return crypto.randomUUID()
}

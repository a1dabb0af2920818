import type { WizardDetail } from './details.js'
import { isValidDetail } from './details.js'

/**
 * The request wizard's flow decisions (doc 2 §4 "Wizard"). Pure, unit-tested, used by the page.
 */
export const WIZARD_STEPS = ['Vehículo', 'Autopartes', 'Tus Datos'] as const
export const STEP_VEHICLE = 0
export const STEP_PARTS = 1
export const STEP_CONTACT = 2

/** Delay before moving on after a vehicle is selected or found. */
export const AUTO_ADVANCE_VEHICLE_MS = 100
/** Delay before finishing when a signed-in user's contact data is complete. */
export const AUTO_ADVANCE_CONTACT_MS = 500
/** Scroll applied at each step change on /home/page/cotizacion. */
export const STEP_SCROLL_PX = 140

export interface WizardContact {
  name: string
  city_id: number | null
  email: string
  mobile: string
}

/**
 * Entering the parts step: when the first line already has a valid name and amount (a
 * re-request, or details resumed after login), the wizard moves on to the contact step.
 */
export function skipPartsStep(details: WizardDetail[], hasReference: boolean) {
  return details.length > 0 && isValidDetail(details[0], { hasReference })
}

/**
 * A signed-in user whose contact data is complete and whose WhatsApp number is the verified
 * one on the account needs nothing on the contact step: the wizard finishes by itself.
 */
export function contactComplete(
  contact: WizardContact,
  account: { mobile: string | null; mobileVerified: boolean } | null
) {
  if (!account) return false
  return Boolean(
    contact.name.trim().length >= 3 &&
    contact.city_id &&
    /^\S+@\S+\.\S+$/.test(contact.email.trim()) &&
    account.mobileVerified &&
    account.mobile &&
    contact.mobile.replace(/\D/g, '').endsWith(account.mobile)
  )
}

/** What a guest who chose 'Estoy registrado' leaves in local storage before logging in. */
export interface ResumeState<Vehicle> {
  vehicle: Vehicle
  details: WizardDetail[]
  hasReference: boolean
  autoSend: boolean
  savedAt: number
}

/** A stored state older than this is ignored (and deleted). */
export const RESUME_MAX_AGE_MS = 2 * 60 * 60 * 1000

/**
 * After the login, the stored request is loaded (and deleted by the caller): when its first
 * part is named the wizard goes straight to the end (the request is sent automatically),
 * otherwise it opens the parts step.
 */
export function resumeDecision<Vehicle>(
  stored: ResumeState<Vehicle> | null,
  now: number = Date.now()
): { action: 'none' } | { action: 'send' | 'parts'; state: ResumeState<Vehicle> } {
  if (!stored || now - stored.savedAt > RESUME_MAX_AGE_MS) return { action: 'none' }
  const firstNamed = stored.details.length > 0 && stored.details[0].name.trim().length > 0
  return { action: firstNamed && stored.autoSend ? 'send' : 'parts', state: stored }
}

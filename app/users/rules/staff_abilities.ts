/**
 * The staff section (`/staff`, issue 23): who enters and which of its pages and actions each
 * staff flag opens (doc 1 §6, doc 2 §6). Pure: the StaffPolicy decides with it and the pages'
 * navigation (shared `can.staff`) is drawn from it, so a link is shown exactly when its page
 * answers.
 *
 * - `isAdmin`: everything, and only admins manage people (search, flags, block) and read the
 *   log of staff actions.
 * - `manageGoModule` (the GO module's manager, treated as admin in the module): the panel, the
 *   requests / quotations / orders search, the stores and their brand requests, the reports.
 * - `manageMessagesModule`: the moderation queue (dismiss, warn, suspend a person's chat).
 * - `manageMessageDeletion`: deleting a message from the queue.
 * - `manageInfractionsModule`: registering infractions and the stores' infraction history; it
 *   also searches requests, quotations and orders to find what it registers against.
 */
export interface StaffFlags {
  isAdmin: boolean
  manageGoModule: boolean
  manageMessagesModule: boolean
  manageMessageDeletion: boolean
  manageInfractionsModule: boolean
}

export type StaffArea =
  | 'panel'
  | 'records'
  | 'stores'
  | 'brandRequests'
  | 'reports'
  | 'users'
  | 'moderation'
  | 'deleteMessages'
  | 'infractions'
  | 'log'

export type StaffAreas = Record<StaffArea, boolean>

export function staffAreas(flags: StaffFlags): StaffAreas {
  const admin = flags.isAdmin
  const go = admin || flags.manageGoModule
  return {
    panel: go,
    records: go || flags.manageInfractionsModule,
    stores: go,
    brandRequests: go,
    reports: go,
    users: admin,
    moderation: admin || flags.manageMessagesModule,
    deleteMessages: admin || flags.manageMessageDeletion,
    infractions: admin || flags.manageInfractionsModule,
    log: admin,
  }
}

/** Whether any staff flag is set: the staff section exists for this person. */
export function isStaff(flags: StaffFlags) {
  return Object.values(staffAreas(flags)).some(Boolean)
}

/** The areas in the navigation's order: the section's root opens the first one allowed. */
export const STAFF_AREA_ORDER: StaffArea[] = [
  'panel',
  'records',
  'stores',
  'brandRequests',
  'users',
  'moderation',
  'infractions',
  'log',
  'reports',
]

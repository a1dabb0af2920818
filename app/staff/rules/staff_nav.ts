import { urlWithPrefix as p } from '#core/services/routes_helper'
import { STAFF_AREA_ORDER, staffAreas, type StaffFlags } from '#users/rules/staff_abilities'

/** The page each area of the staff section opens with (its navigation entry). */
export const STAFF_AREA_PATHS = {
  panel: '/staff/panel',
  records: '/staff/solicitudes',
  stores: '/staff/tiendas',
  brandRequests: '/staff/marcas',
  users: '/staff/usuarios',
  moderation: '/staff/moderacion',
  infractions: '/staff/infracciones',
  log: '/staff/registro',
  reports: '/staff/reportes',
} as const

/** The path `/staff` opens for this person: their first allowed area's page, null for non-staff. */
export function staffHome(flags: StaffFlags): string | null {
  const areas = staffAreas(flags)
  const first = STAFF_AREA_ORDER.find((area) => areas[area])
  return first ? p(STAFF_AREA_PATHS[first as keyof typeof STAFF_AREA_PATHS]) : null
}

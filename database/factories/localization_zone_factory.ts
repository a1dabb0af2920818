import factory from '@adonisjs/lucid/factories'
import LocalizationZone from '#core/models/localization_zone'
import { inCtx, needsParent, RUN, sequence } from '#database/factories/helpers'

/**
 * Zones: a Colombian city by default, under a department created for it (unless `parentId` is
 * merged). State `department` makes a department instead. Use `findOrCreateCity` when any
 * city will do (reuses the first city already in the database).
 */
export const LocalizationZoneFactory = factory
  .define(LocalizationZone, () => {
    const n = sequence()
    return {
      countryCode: 'CO',
      type: 'city' as const,
      code: `T${RUN}${n}`,
      name: `Ciudad ${n}`,
      fullName: `Ciudad ${n}`,
      isCapital: false,
    }
  })
  .state('department', (zone) => {
    zone.type = 'department'
    zone.name = zone.name.replace('Ciudad', 'Departamento')
    zone.fullName = zone.name
  })
  .relation('parent', () => LocalizationZoneFactory)
  .before('create', async (builder, zone, ctx) => {
    if (zone.type === 'city' && needsParent(builder, zone, 'parentId', 'parent')) {
      const department = await LocalizationZoneFactory.useCtx(ctx)
        .apply('department')
        .merge({ countryCode: zone.countryCode })
        .create()
      zone.parentId = department.id
      if (zone.fullName === zone.name) zone.fullName = `${zone.name}, ${department.name}`
    }
  })
  .build()

/** The first city in the database, or a new one: keeps factories from growing zone trees. */
export async function findOrCreateCity(ctx: Parameters<typeof inCtx>[0]) {
  const city = await LocalizationZone.query(inCtx(ctx)).where('type', 'city').orderBy('id').first()
  return city ?? LocalizationZoneFactory.useCtx(ctx).create()
}

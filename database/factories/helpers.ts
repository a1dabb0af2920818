import type { LucidRow } from '@adonisjs/lucid/types/model'
import type { FactoryContextContract } from '@adonisjs/lucid/types/factory'

/**
 * Small deterministic generators for the factories (no faker): a process-wide counter, plus a
 * three-digit run tag (from the process id) inside unique values so that rows made by two
 * processes on one database do not collide.
 */
let counter = 0
export const RUN = process.pid % 1000

/** 1, 2, 3, … for this process. */
export function sequence() {
  counter += 1
  return counter
}

/** Pick the n-th item, cycling. */
export function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length]
}

export const pad = (value: number, width: number) => String(value).padStart(width, '0')

/** A unique Colombian mobile: 10 digits starting with 39 (the demo seed uses 300…). */
export function mobileFor(n: number) {
  return `39${pad(RUN, 3)}${pad(n % 100000, 5)}`
}

/** A Colombian-looking plate, ABC123. */
export function plateFor(n: number) {
  const letter = (k: number) => String.fromCharCode(65 + (k % 26))
  return `${letter(Math.floor(n / 676))}${letter(Math.floor(n / 26))}${letter(n)}${pad(n % 1000, 3)}`
}

/** A 17-character VIN (no I, O, Q). */
export function vinFor(n: number) {
  return `9GA${pad(RUN, 3)}KX${pad(n % 1000000000, 9)}`.slice(0, 17)
}

export const FIRST_NAMES = [
  'Andrés',
  'Camila',
  'Juan',
  'Valentina',
  'Carlos',
  'Daniela',
  'Santiago',
  'Mariana',
  'Felipe',
  'Laura',
  'Sebastián',
  'Natalia',
  'Jorge',
  'Paula',
  'Luis',
  'Catalina',
] as const
export const LAST_NAMES = [
  'Gómez',
  'Rodríguez',
  'Martínez',
  'López',
  'García',
  'Hernández',
  'Ramírez',
  'Torres',
  'Castro',
  'Vargas',
  'Moreno',
  'Rojas',
  'Jiménez',
  'Díaz',
  'Restrepo',
  'Ospina',
] as const

export function personName(n: number) {
  return `${pick(FIRST_NAMES, n)} ${pick(LAST_NAMES, n * 7 + 3)}`
}

export const PART_NAMES = [
  'Pastillas de freno delanteras',
  'Filtro de aceite',
  'Filtro de aire',
  'Kit de embrague',
  'Amortiguador delantero',
  'Bujías',
  'Correa de distribución',
  'Bomba de agua',
  'Radiador',
  'Batería 12V',
  'Farola delantera derecha',
  'Espejo retrovisor izquierdo',
  'Disco de freno',
  'Terminal de dirección',
  'Rótula inferior',
  'Sensor de oxígeno',
] as const

export const PART_BRANDS = [
  'Bosch',
  'Brembo',
  'Monroe',
  'NGK',
  'Gates',
  'Valeo',
  'Denso',
  'Mann',
] as const

export const VEHICLE_MODELS = [
  'Spark GT',
  'Logan',
  'Mazda 3',
  'Picanto',
  'Hilux',
  'Sail',
  'Accent',
  'Duster',
] as const

/**
 * True when the row still needs a parent for `foreignKey`: the key is not set and the builder
 * does not create that belongsTo relation itself (`.with('relation')`).
 */
export function needsParent<Row extends LucidRow>(
  builder: unknown,
  row: Row,
  foreignKey: keyof Row & string,
  relation?: string
) {
  const value = row[foreignKey] as unknown
  if (value !== undefined && value !== null) return false
  if (!relation) return true
  const planned = (builder as { withBelongsToRelations?: { name: string }[] })
    .withBelongsToRelations
  return !planned?.some((entry) => entry.name === relation)
}

/** Query options that keep a lookup inside the factory's transaction. */
export const inCtx = (ctx: FactoryContextContract) => (ctx.$trx ? { client: ctx.$trx } : {})

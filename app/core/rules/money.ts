/**
 * Exact money arithmetic (pure, shared with the pages as `#core/rules/money`). Amounts are
 * integer cents in a `bigint`, never floats: "12345.67" ⇄ 1234567n. Fractions (a plan's
 * serviceCostPercent, 0.05 = 5 %) are integers scaled by 10⁴ (the DECIMAL(7,4) column):
 * "0.05" ⇄ 500n.
 *
 * - Text in and out is a plain decimal with a dot and two decimals ("12345.67", "-0.50"),
 *   what the DECIMAL(14,2) columns store and the API answers.
 * - A number (a value read from a DECIMAL column by a driver that answers numbers, or typed in
 *   JSON) is read through its shortest decimal text, which is exact for every DECIMAL(14,2)
 *   value (at most 14 significant digits).
 * - Products of money and a fraction are rounded half away from zero to the cent; the
 *   suggested-price division truncates (doc 3 §9).
 */
export type Cents = bigint

/** Two decimals at most, no exponent, optional sign: what a money field accepts as text. */
export const MONEY_PATTERN = /^-?\d+(\.\d{1,2})?$/

/** The largest amount a DECIMAL(14,2) column holds: 999 999 999 999.99. */
export const MAX_MONEY_CENTS: Cents = 99_999_999_999_999n

export const FRACTION_SCALE = 10_000n

/**
 * The text a value is read from: a number's shortest decimal text (an exponent form, 'NaN' or
 * 'Infinity' then fails the pattern), a string trimmed, anything else empty.
 */
function decimalText(value: unknown): string {
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * Integer units scaled by 10^`decimals` from a decimal text or number; null when it is not a
 * plain decimal (null, undefined and empty included) or has more decimals than allowed.
 */
function scaled(value: unknown, decimals: number): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimalText(value))
  if (!match) return null
  const [, sign, whole, fraction = ''] = match
  const extra = fraction.replace(/0+$/, '')
  if (extra.length > decimals) return null
  const units = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals))
  return sign === '-' ? -units : units
}

/** "12345.67" (or 12345.67) → 1234567n; null when it is not money (3 decimals, text, NaN…). */
export function parseMoney(value: string | number | null | undefined): Cents | null {
  return scaled(value, 2)
}

/** Like parseMoney, for values the database gave back (never invalid): null/undefined → 0. */
export function moneyOf(value: string | number | null | undefined): Cents {
  if (value === null || value === undefined) return 0n
  const cents = parseMoney(value)
  if (cents === null) throw new Error(`Not a money amount: ${String(value)}`)
  return cents
}

/** 1234567n → "12345.67". */
export function formatCents(cents: Cents): string {
  const negative = cents < 0n
  const digits = (negative ? -cents : cents).toString().padStart(3, '0')
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`
}

/** "12345.6" → "12345.60"; null when it is not money. */
export function normalizeMoney(value: string | number | null | undefined): string | null {
  const cents = parseMoney(value)
  return cents === null ? null : formatCents(cents)
}

/** A fraction with up to 4 decimals ("0.05", 0.0475) → units of 10⁻⁴ (500n, 475n). */
export function parseFraction(value: string | number | null | undefined): bigint | null {
  return scaled(value, 4)
}

/** 500n → "0.0500". */
export function formatFraction(units: bigint): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(5, '0')
  return `${negative ? '-' : ''}${digits.slice(0, -4)}.${digits.slice(-4)}`
}

/** numerator ÷ a positive divisor, rounded half away from zero. */
function divideRounded(numerator: bigint, divisor: bigint): bigint {
  const negative = numerator < 0n
  const quotient = ((negative ? -numerator : numerator) * 2n + divisor) / (divisor * 2n)
  return negative ? -quotient : quotient
}

/** cents × fraction (units of 10⁻⁴), rounded half away from zero to the cent. */
export function applyFraction(cents: Cents, fractionUnits: bigint): Cents {
  return divideRounded(cents * fractionUnits, FRACTION_SCALE)
}

/** cents × an integer quantity. */
export function times(cents: Cents, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity)) throw new Error(`Not an integer quantity: ${quantity}`)
  return cents * BigInt(quantity)
}

export function sum(values: Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0n)
}

/** The currencies of the two markets (app/core/country/country.ts). */
export type Currency = 'COP' | 'MXN'

/**
 * The smallest step of a price in a currency, in cents: Colombian prices are whole pesos
 * (100 cents), Mexican prices keep their cents (1).
 */
export function currencyStep(currency: Currency | string): Cents {
  return currency === 'COP' ? 100n : 1n
}

/** cents rounded half away from zero to the currency's step (COP: the peso; MXN: unchanged). */
export function roundToCurrency(cents: Cents, currency: Currency | string): Cents {
  const step = currencyStep(currency)
  return divideRounded(cents, step) * step
}

/** Whether an amount is a price the currency takes (COP: whole pesos). */
export function fitsCurrency(cents: Cents, currency: Currency | string): boolean {
  return cents % currencyStep(currency) === 0n
}

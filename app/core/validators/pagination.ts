import vine from '@vinejs/vine'

/** Largest page of any list (doc 1 §7: lists accept up to 200 rows). */
export const MAX_PAGE_SIZE = 200
/** Page size of the lists unless one says otherwise (doc 2 §9). */
export const DEFAULT_PAGE_SIZE = 20

/**
 * The `page` and `pageSize` fields of every paged list, with their Spanish messages. Pages
 * count from 0 (doc 1 §7) except where a spec path says "page 1" (the supplier list): `first`.
 *
 *   export const listThingsValidator = vine.create({ ...pageFields(), filter: vine.any().optional() })
 *   listThingsValidator.messagesProvider = new SimpleMessagesProvider({ ...pageMessages() })
 */
export function pageFields({
  first = 0,
  max = MAX_PAGE_SIZE,
}: { first?: 0 | 1; max?: number } = {}) {
  return {
    page: vine.number().withoutDecimals().min(first).optional(),
    pageSize: vine.number().withoutDecimals().min(1).max(max).optional(),
  }
}

export function pageMessages({
  first = 0,
  max = MAX_PAGE_SIZE,
}: { first?: 0 | 1; max?: number } = {}) {
  const page = `La página debe ser un número entero mayor o igual a ${first}`
  const pageSize = `El tamaño de página debe ser un número entre 1 y ${max}`
  return {
    'page.number': page,
    'page.withoutDecimals': page,
    'page.min': page,
    'pageSize.number': pageSize,
    'pageSize.withoutDecimals': pageSize,
    'pageSize.min': pageSize,
    'pageSize.max': pageSize,
  }
}

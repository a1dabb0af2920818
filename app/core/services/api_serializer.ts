import { BaseSerializer } from '@adonisjs/core/transformers'

/**
 * The JSON API envelope of the spec: `{ data }` for items, `{ data, metadata: { count } }`
 * for paged lists (doc 2 §7), with `countCapped: true` when a list stopped counting.
 */
class ApiSerializer extends BaseSerializer<{
  Wrap: 'data'
  PaginationMetaData: { count: number; page: number; pageSize: number; countCapped?: boolean }
}> {
  wrap = 'data' as const

  definePaginationMetaData(metaData: unknown) {
    const meta = (metaData ?? {}) as Record<string, number | boolean>
    return {
      count: Number(meta.total ?? meta.count ?? 0),
      page: Number(meta.page ?? 0),
      pageSize: Number(meta.pageSize ?? meta.perPage ?? 20),
      /** Lists that count only so far (the seller-side lists): there are more than `count`. */
      ...(meta.countCapped ? { countCapped: true } : {}),
    }
  }
}

export const apiSerializer = new ApiSerializer()

import { BaseSerializer } from '@adonisjs/core/transformers'

/**
 * The JSON API envelope of the spec: `{ data }` for items, `{ data, metadata: { count } }`
 * for paged lists (doc 2 §7).
 */
class ApiSerializer extends BaseSerializer<{
  Wrap: 'data'
  PaginationMetaData: { count: number; page: number; pageSize: number }
}> {
  wrap = 'data' as const

  definePaginationMetaData(metaData: unknown) {
    const meta = (metaData ?? {}) as Record<string, number>
    return {
      count: Number(meta.total ?? meta.count ?? 0),
      page: Number(meta.page ?? 0),
      pageSize: Number(meta.pageSize ?? meta.perPage ?? 20),
    }
  }
}

export const apiSerializer = new ApiSerializer()

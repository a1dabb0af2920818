import { BaseTransformer } from '@adonisjs/core/transformers'
import type BrandGroupRequest from '#quotations/models/brand_group_request'
import { BRAND_REQUEST_STATE_LABELS } from '#staff/rules/brand_requests'

/**
 * A row of the staff queue of brand requests: its state, the free-text requirement and date,
 * the store (with the brands it serves now), who asked (its owner or an adviser), the request
 * it came from (code, vehicle and brand: the approval's prefill) and, once resolved, who
 * decided, when and their note.
 */
export default class BrandRequestTransformer extends BaseTransformer<BrandGroupRequest> {
  toObject() {
    const row = this.resource
    const store = row.store
    const request = row.request ?? null
    return {
      id: row.id,
      status: row.status,
      statusLabel: BRAND_REQUEST_STATE_LABELS[row.status] ?? row.status,
      requirement: row.requirement,
      createdAt: row.createdAt.toISO()!,
      store: {
        id: store.id,
        name: store.name,
        urlPath: store.urlPath,
        brands: store.brands.map((brand) => ({ id: brand.id, name: brand.name })),
      },
      requester: {
        name: row.user?.fullName ?? '',
        email: row.user?.email ?? null,
        isOwner: row.userId === store.userId,
      },
      request: request
        ? {
            id: request.id,
            code: request.code,
            vehicle: [request.brand?.name, request.vehicleModel, request.vehicleYear]
              .filter(Boolean)
              .join(' '),
            brandId: request.brandId,
          }
        : null,
      resolution:
        row.status === 'pending'
          ? null
          : {
              by: row.resolver?.fullName ?? null,
              at: row.resolvedAt?.toISO() ?? null,
              note: row.resolutionNote,
            },
    }
  }
}

import type StoreIndicatorsController from '@rules/reports/controllers/store_indicators_controller'
import type VendorWorkspaceController from '@rules/quotations/controllers/vendor_workspace_controller'
import type { AnswerOf } from '~/types'

/** The store indicators as the server sends them (app/reports/controllers/store_indicators_controller.ts). */
export type Efficiency = AnswerOf<StoreIndicatorsController['efficiency']>['data']

/** One row of the discard indicators (the store's own or the buyers'). */
export type DiscardShare = AnswerOf<StoreIndicatorsController['discards']>['data'][number]

/** Response statistics (`data[0]` of AnalyticsQuotationRequestResponse). */
export type ResponseFigures = AnswerOf<StoreIndicatorsController['response']>['data'][number]

/** The opportunity counters (countSalesOpportunities). */
export type Opportunities = AnswerOf<VendorWorkspaceController['countSalesOpportunities']>['data']

/** Everything 'Mis indicadores' shows; `opportunities` null when the viewer may not see them. */
export interface StoreIndicators {
  efficiency: Efficiency
  discards: DiscardShare[]
  buyerDiscards: DiscardShare[]
  response: ResponseFigures
  opportunities: Opportunities | null
}

import type { Data } from '@generated/data'

/** A row of the queue (the server's BrandRequestTransformer). */
export type BrandRequestRow = Data.Staff.BrandRequest

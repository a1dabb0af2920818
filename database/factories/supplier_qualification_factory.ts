import factory from '@adonisjs/lucid/factories'
import SupplierQualification from '#stores/models/supplier_qualification'
import { SupplierFactory } from '#database/factories/supplier_factory'
import { UserFactory } from '#database/factories/user_factory'
import { needsParent, sequence } from '#database/factories/helpers'

/** A buyer's supplier rating, score 1–5 (new supplier and buyer unless merged). */
export const SupplierQualificationFactory = factory
  .define(SupplierQualification, () => {
    const n = sequence()
    return { score: (n % 5) + 1, comment: 'Buen servicio y entregas a tiempo.' }
  })
  .relation('supplier', () => SupplierFactory)
  .relation('user', () => UserFactory)
  .before('create', async (builder, qualification, ctx) => {
    if (needsParent(builder, qualification, 'supplierId', 'supplier')) {
      qualification.supplierId = (await SupplierFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, qualification, 'userId', 'user')) {
      qualification.userId = (await UserFactory.useCtx(ctx).create()).id
    }
  })
  .build()

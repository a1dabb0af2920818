import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Supplier from '#stores/models/supplier'
import { UserFactory } from '#database/factories/user_factory'
import { SupplierQualificationFactory } from '#database/factories/supplier_qualification_factory'
import { mobileFor, pad, RUN, sequence } from '#database/factories/helpers'

/**
 * Suppliers (no city, no user account by default). Link them to a buyer with
 * `.with('buyers')` or `supplier.related('buyers').attach([userId])`. State `deleted`.
 */
export const SupplierFactory = factory
  .define(Supplier, () => {
    const n = sequence()
    return {
      razonSocial: `Distribuidora de Autopartes ${n} S.A.S.`,
      nit: `900${pad(RUN, 3)}${pad(n % 1000, 3)}-${n % 10}`,
      email: `proveedor${n}.r${RUN}@example.test`,
      mobile: mobileFor(n),
      cityId: null,
      userId: null,
    }
  })
  .state('deleted', (supplier) => {
    supplier.deletedAt = DateTime.now()
  })
  .relation('buyers', () => UserFactory)
  .relation('user', () => UserFactory)
  .relation('qualifications', () => SupplierQualificationFactory)
  .build()

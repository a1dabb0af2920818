import { BaseTransformer } from '@adonisjs/core/transformers'
import type Supplier from '#stores/models/supplier'

/** Provider list item (doc 2 §3): id and razon_social, plus the contact data of the form. */
export default class SupplierTransformer extends BaseTransformer<Supplier> {
  toObject() {
    const supplier = this.resource
    return {
      id: supplier.id,
      razon_social: supplier.razonSocial,
      nit: supplier.nit,
      mobile: supplier.mobile,
      email: supplier.email,
    }
  }
}

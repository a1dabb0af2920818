import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import type Store from '#stores/models/store'
import type ProductImage from '#stores/models/product_image'
import CreateProductImage, {
  isUniqueViolation,
  type ProductImageInput,
} from '#stores/actions/create_product_image'
import { PRODUCT_IMAGE_MESSAGES as M } from '#stores/rules/product_image_rules'

type FieldError = { field: string; message: string; rule: string }

/** A validation error of item `index` as the batch names it (`image_id` → `images.3.image_id`). */
function ofItem(error: unknown, index: number) {
  if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) return error
  const messages = (error.messages as FieldError[]).map((message) => ({
    ...message,
    field: `images.${index}.${message.field}`,
  }))
  return new vineErrors.E_VALIDATION_ERROR(messages)
}

/** 422 on each item repeating a main part number an earlier item of the batch has. */
function refuseRepeats(inputs: ProductImageInput[]) {
  const seen = new Set<string>()
  const repeated: FieldError[] = []
  for (const [index, input] of inputs.entries()) {
    if (seen.has(input.image_id)) {
      repeated.push({
        field: `images.${index}.image_id`,
        message: M.imageIdRepeated(input.image_id),
        rule: 'distinct',
      })
    }
    seen.add(input.image_id)
  }
  if (repeated.length > 0) throw new vineErrors.E_VALIDATION_ERROR(repeated)
}

/**
 * Registers several product photos of the store at once (POST /api/catalogo/images/many, a
 * store's integration): each item follows the single create's rule
 * (CreateProductImage.createOrReplay: the same form as a record the store has answers that
 * record, a different one with its part number is a 422 on `images.{i}.image_id`), all in ONE
 * transaction: the first refusal rolls every item back, nothing is kept.
 *
 * - A part number repeated inside the batch: 422 on the later item (`imageIdRepeated`), before
 *   anything is written.
 * - A concurrent create of one of the part numbers (the unique index refuses our insert): the
 *   transaction is rolled back and run once more, when the pre-read sees that record and
 *   replays or refuses the item like the single create.
 *
 * Answers the records in the order of the items and how many of them were new.
 */
@inject()
export default class CreateManyProductImages {
  constructor(private single: CreateProductImage) {}

  async handle(store: Store, inputs: ProductImageInput[]) {
    refuseRepeats(inputs)
    try {
      return await this.attempt(store, inputs)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      return this.attempt(store, inputs)
    }
  }

  private attempt(store: Store, inputs: ProductImageInput[]) {
    return db.transaction(async (trx) => {
      const images: ProductImage[] = []
      let created = 0
      for (const [index, input] of inputs.entries()) {
        try {
          const result = await this.single.createOrReplay(store.id, input, trx)
          images.push(result.image)
          if (!result.replayed) created++
        } catch (error) {
          throw ofItem(error, index)
        }
      }
      return { images, created }
    })
  }
}

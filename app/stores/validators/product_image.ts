import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import { ownsUpload, type UploadOwner } from '#core/validators/upload_key'
import {
  EQUIVALENCES_MAX_LENGTH,
  EQUIVALENCES_PATTERN,
  IMAGE_FIELDS,
  IMAGE_ID_MAX_LENGTH,
  isTooSmall,
  lookupReferences,
  MAX_LOOKUP_REFERENCES,
  MAX_MANY_PRODUCT_IMAGES,
  PRODUCT_IMAGE_MESSAGES as M,
  PRODUCT_NAME_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  normalizeEquivalences,
  normalizeReference,
} from '#stores/rules/product_image_rules'

/**
 * The product image form (doc 1 §5 "Product image form", doc 3 §5 "Image creation"), with the
 * Spanish messages of app/stores/rules/product_image_rules.ts:
 *
 * - `image_id`: the main part number, required, at most 16 characters (no commas), kept in
 *   capitals. A quotation reference may be 128 long, a part number may not (see the rules file).
 * - `name`: required, at most 256.
 * - `equivalences`: letters, digits, commas and spaces, at most 4096, kept as "A1,B2,C3".
 * - `image_1` … `image_5`: upload keys this same user received from POST /api/uploads/image
 *   (or the photos the record already has: sending them back is no change), each at least
 *   500 × 500 px, measured on the stored file behind the key (the upload keeps at most 1600 px
 *   on the longest side, so that is what buyers see). `image_1` is required on create.
 */
export interface ProductImageValidationMeta {
  uploadOwner: UploadOwner
  /** The photos the record being edited already has. */
  keptImages: string[]
}

/** Width and height of a stored upload, or null when it cannot be read as an image. */
async function storedImageSize(key: string) {
  try {
    const bytes = await drive.use().getBytes(key)
    const { width, height } = await sharp(Buffer.from(bytes)).metadata()
    return width && height ? { width, height } : null
  } catch {
    return null
  }
}

/** A photo: the user's own upload key, at least 500 × 500 px; or one the record already has. */
const productPhotoRule = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string' || value === '') return
    const meta = field.meta as ProductImageValidationMeta
    if (meta.keptImages?.includes(value)) return
    if (!meta.uploadOwner || !(await ownsUpload(value, meta.uploadOwner))) {
      return field.report(M.imageInvalid, 'uploadKey', field)
    }
    const size = await storedImageSize(value)
    if (!size) return field.report(M.imageUnreadable, 'imageSize', field)
    if (isTooSmall(size.width, size.height)) {
      field.report(M.imageTooSmall(size.width, size.height), 'imageSize', field)
    }
  }
)

const photo = () =>
  vine
    .string()
    .trim()
    .maxLength(255)
    .use(productPhotoRule())
    .transform((value) => value || null)

const imageId = () =>
  vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(IMAGE_ID_MAX_LENGTH)
    .regex(/^[^,]*$/)
    .transform(normalizeReference)

const name = () => vine.string().trim().minLength(1).maxLength(PRODUCT_NAME_MAX_LENGTH)

const equivalences = () =>
  vine
    .string()
    .trim()
    .maxLength(EQUIVALENCES_MAX_LENGTH)
    .regex(EQUIVALENCES_PATTERN)
    .transform(normalizeEquivalences)
    .nullable()
    .optional()

const photoFields = <First>(first: First) => ({
  image_1: first,
  image_2: photo().nullable().optional(),
  image_3: photo().nullable().optional(),
  image_4: photo().nullable().optional(),
  image_5: photo().nullable().optional(),
})

/**
 * Messages of this form, falling back to the app's Spanish defaults (start/validator.ts) for
 * any rule it does not name. `prefix` is where the form's fields sit: '' for one form,
 * 'images.*.' for each item of POST …/many (matched on the field's wildcard path, so an error
 * still names its item: `images.3.name`). `extra` adds messages of the enclosing body.
 */
function messages(prefix = '', extra: Record<string, string> = {}): MessagesProviderContact {
  const fields: Record<string, string> = {
    'image_id.required': M.imageIdRequired,
    'image_id.string': M.imageIdRequired,
    'image_id.minLength': M.imageIdRequired,
    'image_id.maxLength': M.imageIdMax,
    'image_id.regex': M.imageIdComma,
    'name.required': M.nameRequired,
    'name.string': M.nameRequired,
    'name.minLength': M.nameRequired,
    'name.maxLength': M.nameMax,
    'equivalences.string': M.equivalencesFormat,
    'equivalences.regex': M.equivalencesFormat,
    'equivalences.maxLength': M.equivalencesMax,
    'image_1.required': M.imageRequired,
  }
  for (const field of IMAGE_FIELDS) {
    fields[`${field}.string`] = M.imageInvalid
    fields[`${field}.maxLength`] = M.imageInvalid
  }
  const own: Record<string, string> = { ...extra }
  for (const [key, message] of Object.entries(fields)) own[`${prefix}${key}`] = message
  const provider = new SimpleMessagesProvider(own)
  return {
    getMessage(raw, rule, field, args) {
      return own[`${field.wildCardPath}.${rule}`]
        ? provider.getMessage(raw, rule, field, args)
        : vine.messagesProvider.getMessage(raw, rule, field, args)
    },
  }
}

/** A field of a PATCH sent empty (the body parser made '' null): refused as required. */
const sentEmpty = (key: string) => (field: FieldContext) =>
  (field.parent as Record<string, unknown>)[key] !== undefined

/** The fields of a new registration (POST /api/catalogo/images, each item of …/many). */
const newImageFields = () => ({
  image_id: imageId(),
  name: name(),
  equivalences: equivalences(),
  ...photoFields(photo()),
})

/** POST /api/catalogo/images. */
export const createProductImageValidator = vine
  .withMetaData<ProductImageValidationMeta>()
  .create(newImageFields())
createProductImageValidator.messagesProvider = messages()

/**
 * POST /api/catalogo/images/many: `{ images: [...] }`, 1 to MAX_MANY_PRODUCT_IMAGES items, each
 * the single create's form with its messages (`images.3.name`: 'Ingresa el nombre del
 * producto'). A missing, empty or too long list: 422 on `images` with M.manyCount.
 */
export const createManyProductImagesValidator = vine
  .withMetaData<ProductImageValidationMeta>()
  .create({
    images: vine
      .array(vine.object(newImageFields()))
      .minLength(1)
      .maxLength(MAX_MANY_PRODUCT_IMAGES),
  })
createManyProductImagesValidator.messagesProvider = messages(
  'images.*.',
  Object.fromEntries(
    ['required', 'array', 'array.minLength', 'array.maxLength'].map((rule) => [
      `images.${rule}`,
      M.manyCount,
    ])
  )
)

/**
 * PATCH /api/catalogo/images/{id}: the fields sent change, the others stay. `image_1` sent
 * empty (null or '') deletes the registration (doc 1 §4).
 */
export const updateProductImageValidator = vine.withMetaData<ProductImageValidationMeta>().create({
  image_id: imageId().optional().requiredWhen(sentEmpty('image_id')),
  name: name().optional().requiredWhen(sentEmpty('name')),
  equivalences: equivalences(),
  ...photoFields(photo().nullable().optional()),
})
updateProductImageValidator.messagesProvider = messages()

/** At most 3 references, counted as the lookup reads them (empty ones and repeats aside). */
const fewReferencesRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (lookupReferences(value).length > MAX_LOOKUP_REFERENCES) {
    field.report(M.referencesMax, 'maxReferences', field)
  }
})

/**
 * GET /api/catalogo/images/productRegistrationImage?references=A,B,C: up to 3 references,
 * answered as a normalised list (see lookupReferences).
 */
export const productImageLookupValidator = vine.create({
  references: vine
    .string()
    .trim()
    .maxLength(1024)
    .use(fewReferencesRule())
    .transform(lookupReferences)
    .nullable()
    .optional(),
})
productImageLookupValidator.messagesProvider = new SimpleMessagesProvider({
  'references.string': M.referencesMax,
  'references.maxLength': M.referencesMax,
})

/**
 * GET /api/catalogo/images/storeImages and …/excelReport: `search` (part number, substitute or
 * name, at most 64 characters), `page` from 1 and `pageSize` up to 100 (the report ignores both).
 */
export const storeImagesValidator = vine.create({
  search: vine.string().trim().maxLength(SEARCH_MAX_LENGTH).nullable().optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  pageSize: vine.number().withoutDecimals().min(1).max(100).optional(),
})
storeImagesValidator.messagesProvider = new SimpleMessagesProvider({
  'search.maxLength': M.searchMax,
  ...Object.fromEntries(
    ['page', 'pageSize'].flatMap((field) =>
      ['number', 'min', 'max', 'withoutDecimals'].map((rule) => [`${field}.${rule}`, M.pageInvalid])
    )
  ),
})

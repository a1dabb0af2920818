/**
 * The product image form (doc 1 §2 "Product image form", §3 Product image, §5, §8, §9; doc 3
 * §3, §5 "Image creation"): limits, the Spanish texts of the server and of the form, and the
 * normalisation of part numbers. Pure: the browser imports it too (`@rules/stores/rules/…`).
 *
 * Reference length: a quotation's `reference` may be 128 characters (doc 3 §3), but a product
 * image's main part number (`image_id`) is at most 16 (doc 1 §3, §9). The image keeps 16 and
 * says so with its own message; a lookup with a longer reference simply finds nothing.
 *
 * Part numbers are compared without case: `image_id`, the equivalences and the looked-up
 * references are kept in capitals.
 */

/** Doc 1 §3, §9: main part number max 16; substitutes max 4096; 5 photos. */
export const IMAGE_ID_MAX_LENGTH = 16
export const EQUIVALENCES_MAX_LENGTH = 4096
export const PRODUCT_NAME_MAX_LENGTH = 256
export const MAX_PRODUCT_IMAGES = 5
/** Doc 1 §5, doc 3 §5: recommended 1200 × 1200 px, minimum 500 × 500 px. */
export const MIN_IMAGE_SIDE = 500
export const RECOMMENDED_IMAGE_SIDE = 1200
/** The store's photo list: what a search may be at most. */
export const SEARCH_MAX_LENGTH = 64
/** POST /api/catalogo/images/many: photos registered in one call, at most. */
export const MAX_MANY_PRODUCT_IMAGES = 50
/** Doc 1 §7: "a product-registration-image lookup by up to 3 references". */
export const MAX_LOOKUP_REFERENCES = 3

export const IMAGE_FIELDS = ['image_1', 'image_2', 'image_3', 'image_4', 'image_5'] as const
export type ImageField = (typeof IMAGE_FIELDS)[number]

/** Substitute numbers: letters, digits, commas and spaces (doc 1 §5). */
export const EQUIVALENCES_PATTERN = /^[A-Za-z0-9,\s]*$/

/** The image policy list shown in the form (doc 1 §2, §5; doc 3 §5). */
export const IMAGE_POLICIES = [
  'Fondo blanco.',
  'Sin marcas de agua.',
  'Sin textos ni logos.',
  'Sin números de teléfono, correos ni otros datos de contacto.',
  `Tamaño recomendado ${RECOMMENDED_IMAGE_SIDE} × ${RECOMMENDED_IMAGE_SIDE} px, mínimo ${MIN_IMAGE_SIDE} × ${MIN_IMAGE_SIDE} px.`,
  `Hasta ${MAX_PRODUCT_IMAGES} fotos por producto.`,
] as const

export const PRODUCT_IMAGE_MESSAGES = {
  imageIdRequired: 'Ingresa el número de parte principal',
  imageIdMax: `El número de parte principal admite máximo ${IMAGE_ID_MAX_LENGTH} caracteres`,
  imageIdComma: 'El número de parte principal no puede tener comas',
  imageIdTaken: (imageId: string) =>
    `Tu tienda ya tiene una foto con el número de parte ${imageId}: búscala y edítala.`,
  nameRequired: 'Ingresa el nombre del producto',
  nameMax: `El nombre del producto admite máximo ${PRODUCT_NAME_MAX_LENGTH} caracteres`,
  equivalencesFormat:
    'Los números de parte sustitutos solo admiten letras, números, comas y espacios',
  equivalencesMax: `Los números de parte sustitutos admiten máximo ${EQUIVALENCES_MAX_LENGTH} caracteres`,
  imageRequired: 'Agrega al menos una foto',
  imageInvalid: 'La foto no es válida. Vuelve a subirla.',
  imageUnreadable: 'No pudimos leer la foto: súbela de nuevo en JPG, PNG o WebP',
  imageTooSmall: (width: number, height: number) =>
    `La foto mide ${width} × ${height} px: el mínimo es ${MIN_IMAGE_SIDE} × ${MIN_IMAGE_SIDE} px`,
  searchMax: `Busca con máximo ${SEARCH_MAX_LENGTH} caracteres`,
  pageInvalid: 'La página pedida no es válida',
  referencesMax: `Busca máximo ${MAX_LOOKUP_REFERENCES} referencias a la vez`,
  vendorsOnly: 'Solo los vendedores y asesores de una tienda pueden gestionar fotos de productos',
  catalogReadOnly:
    'Esta foto pertenece al catálogo: solo un administrador puede modificarla o eliminarla',
  /** Doc 1 §8 Image save texts. */
  saved: '¡Foto guardada satisfactoriamente!',
  deletedTitle: 'Eliminado',
  deleted: (name: string) => `Se eliminó el registro de fotos de ${name}.`,
  /* POST /api/catalogo/images/many. */
  manyCount: `Envía de 1 a ${MAX_MANY_PRODUCT_IMAGES} fotos de productos a la vez`,
  imageIdRepeated: (imageId: string) =>
    `El número de parte ${imageId} está repetido en este envío: cada foto lleva el suyo.`,
  /** '1 foto de producto creada', 'n fotos de productos creadas' (n may be 0: all replayed). */
  manyCreated: (count: number) =>
    count === 1 ? '1 foto de producto creada' : `${count} fotos de productos creadas`,
} as const

/** A part number as stored and compared: trimmed, inner spaces collapsed, in capitals. */
export function normalizeReference(value: string) {
  return value.trim().replace(/\s+/g, ' ').toUpperCase()
}

/**
 * Substitute numbers as a comma-separated list: split on commas and spaces, in capitals, each
 * once, in the order typed. Null when none is left.
 */
export function normalizeEquivalences(value: string | null | undefined): string | null {
  if (!value) return null
  const seen = new Set<string>()
  for (const part of value.split(/[,\s]+/)) {
    const reference = part.toUpperCase()
    if (reference) seen.add(reference)
  }
  return seen.size > 0 ? [...seen].join(',') : null
}

/**
 * The references of a lookup (`references=A,B,C`), normalised, each once, empty ones dropped.
 * Longer ones than a part number may be are kept: they just find nothing.
 */
export function lookupReferences(value: string | null | undefined): string[] {
  if (!value) return []
  const seen = new Set<string>()
  for (const part of value.split(',')) {
    const reference = normalizeReference(part)
    if (reference) seen.add(reference)
  }
  return [...seen]
}

/** The photo is below the minimum size on either side. */
export function isTooSmall(width: number, height: number) {
  return width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE
}

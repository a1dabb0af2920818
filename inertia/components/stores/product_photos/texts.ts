/**
 * The Spanish texts of the store's product photos: the product photo form (doc 1 §2 "Product
 * image form", §5, §8; doc 3 §5), also opened from the vendor's quotation form, and the page
 * 'Fotos de productos' (/tienda/{storeUrl}/fotos).
 */

/** Where an uploaded photo is served. */
export function photoUrl(path: string) {
  return /^https?:\/\//.test(path) || path.startsWith('/') ? path : `/uploads/${path}`
}

export const PHOTO_TEXTS = {
  createTitle: 'Crear foto de producto',
  editTitle: 'Editar foto de producto',
  imageId: 'Número de parte principal',
  name: 'Nombre del producto',
  equivalences: 'Números de parte sustitutos (opcional)',
  equivalencesHelp: 'Sepáralos con comas o espacios',
  photos: (count: number, max: number) => `Fotos (${count} / ${max})`,
  addMain: 'Subir foto principal',
  addAnother: 'Agregar otra foto',
  pickMine: 'Elegir de mis fotos',
  pickTitle: 'Mis fotos de productos',
  pickEmpty: 'Aún no has subido otras fotos de productos.',
  pickPhoto: (index: number) => `Elegir foto ${index}`,
  uploading: 'Cargando…',
  mainPhoto: 'Principal',
  removePhoto: (index: number) => `Quitar foto ${index}`,
  formats: 'JPG, PNG o WebP, máximo 5 MB',
  policiesTitle: 'Políticas de imágenes',
  readOnly: 'Foto del catálogo: solo un administrador puede modificarla.',
  errorsTitle: 'No pudimos guardar la foto',
  save: 'Guardar foto',
  cancel: 'Cancelar',
  close: 'Cerrar',
  confirmDeleteTitle: 'Eliminar registro de fotos',
  confirmDelete: (name: string) =>
    `Guardar sin foto principal elimina el registro de fotos de ${name}. ¿Quieres continuar?`,
  confirm: 'Eliminar',
  found: 'Tu tienda ya tiene una foto para esta referencia',
  foundCatalog: 'Foto del catálogo para esta referencia',
  useFound: 'Usar esta foto',
  inUse: 'En uso',
  editFound: 'Editar foto',
  viewFound: 'Ver foto',
} as const

/** The page 'Fotos de productos'. */
export const PHOTOS_PAGE_TEXTS = {
  title: 'Fotos de productos',
  description: (store: string) =>
    `Las fotos de los productos de ${store}: se muestran a tus clientes en tus cotizaciones.`,
  add: 'Agregar foto',
  export: 'Exportar a Excel',
  search: 'Buscar por número de parte o nombre',
  searchPlaceholder: 'Ej.: FA-1234 o filtro de aceite',
  empty: 'Tu tienda aún no tiene fotos de productos. Agrega la primera.',
  noResults: (search: string) => `No encontramos fotos para "${search}".`,
  count: (count: number) => (count === 1 ? '1 foto' : `${count} fotos`),
  photo: 'Foto',
  imageId: 'Número de parte',
  name: 'Nombre',
  equivalences: 'Sustitutos',
  date: 'Fecha',
  actions: 'Acciones',
  catalog: 'Catálogo',
  edit: (name: string) => `Editar ${name}`,
  view: (name: string) => `Ver ${name}`,
  remove: (name: string) => `Eliminar ${name}`,
  removeTitle: 'Eliminar foto de producto',
  removeConfirm: (name: string) =>
    `¿Estás seguro de eliminar las fotos de ${name}? Esta acción no se puede deshacer.`,
  removeButton: 'Eliminar',
  cancel: 'Cancelar',
  noPhoto: 'Sin foto',
  thumbnail: (name: string) => `Foto de ${name}`,
} as const

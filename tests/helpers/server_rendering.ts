/** The store of the public store page's case (made by `serverRenderedWorld`). */
export const RENDERED_STORE = { name: 'Frenos La 80', urlPath: 'frenos-la-80' }

/**
 * What the cases need in the database besides a brand and a city: an active store with the GO
 * module for `/tienda/{store}`.
 */
export async function serverRenderedWorld() {
  const { StoreFactory } = await import('#database/factories/store_factory')
  const { UserFactory } = await import('#database/factories/user_factory')
  const owner = await UserFactory.create()
  await StoreFactory.apply('goModule')
    .merge({ ...RENDERED_STORE, userId: owner.id })
    .create()
}

/**
 * One case per page rendered on the server (config/inertia.ts `serverRenderedPages`): its path,
 * answer status, main heading and document title. Read by tests/functional/core/
 * server_rendering.spec.ts (which fails while a page of the list has no case here) and
 * tests/browser/server_rendering.spec.ts.
 */
export const SERVER_RENDERED_CASES = [
  {
    component: 'home',
    path: '/',
    status: 200,
    heading: 'Pide tus repuestos y recibe hasta 3 opciones de compra en 60 minutos o menos',
    title: 'Autopartes para tu vehículo · Repuestos',
  },
  {
    component: 'quotations/wizard',
    path: '/home/page/cotizacion',
    status: 200,
    heading: 'Solicita la cotización de tus autopartes',
    title: 'Solicitar cotización · Repuestos',
  },
  {
    component: 'users/login',
    path: '/users/page/login',
    status: 200,
    heading: 'Ingresa a tu cuenta',
    title: 'Ingresar · Repuestos',
  },
  {
    component: 'users/register',
    path: '/users/page/register',
    status: 200,
    heading: 'Crea tu cuenta',
    title: 'Crea tu cuenta · Repuestos',
  },
  {
    component: 'legal/terms',
    path: '/terminos-y-condiciones',
    status: 200,
    heading: 'Términos y condiciones',
    title: 'Términos y condiciones · Repuestos',
  },
  {
    component: 'errors/not_found',
    path: '/no-existe',
    status: 404,
    heading: 'Página no encontrada',
    title: 'Página no encontrada · Repuestos',
  },
  {
    component: 'quotations/sales_opportunities',
    path: '/repuestosGo/quotationRequest/oportunidadesDeVenta',
    status: 200,
    heading: 'Oportunidades de venta',
    title: 'Oportunidades de venta · Repuestos',
  },
  {
    component: 'stores/show',
    path: `/tienda/${RENDERED_STORE.urlPath}`,
    status: 200,
    heading: RENDERED_STORE.name,
    title: `${RENDERED_STORE.name} · Autopartes · Repuestos`,
  },
]

/**
 * The signed-in pages rendered on the server (config/inertia.ts `signedInServerRenderedPages`):
 * `open()` makes the page's world — a buyer's Chevrolet request in Medellín quoted by the store
 * "El Poblado" (owner Carlos Vendedor), with an order of the buyer — and answers who opens which
 * path. `text` is a piece of that person's data the HTML must already hold.
 */
export const SIGNED_IN_RENDERED_CASES = [
  {
    component: 'quotations/index',
    heading: 'Mis solicitudes',
    async open() {
      const { buyer } = await signedInWorld()
      // the open tab's lists come from the API once mounted; the frame shows who is signed in
      return { user: buyer, path: '/repuestosGo/page/index', text: buyer.fullName }
    },
  },
  {
    component: 'quotations/buyer_detail',
    heading: 'Cotizaciones',
    async open() {
      const { buyer, request, vendor } = await signedInWorld()
      return {
        user: buyer,
        path: `/repuestosGo/quotationRequestDetail/${request.id}`,
        text: vendor.store.name,
      }
    },
  },
  {
    component: 'quotations/vendor_detail',
    heading: 'Detalle de solicitud de cotización',
    async open() {
      const { vendor, request } = await signedInWorld()
      return {
        user: vendor.owner,
        path: `/repuestosGo/quotationRequest/${request.id}`,
        text: 'Spark GT',
      }
    },
  },
  {
    component: 'orders/purchases',
    heading: 'Mis compras',
    async open() {
      const { buyer, order } = await signedInWorld()
      return { user: buyer, path: '/repuestosGo/compras', text: order.refVenta }
    },
  },
]

/** The world of the signed-in cases (see above). */
async function signedInWorld() {
  const { detailFixtures } = await import('#tests/helpers/vendor_detail')
  const { QuotationFactory } = await import('#database/factories/quotation_factory')
  const { CartShoppingHeaderFactory } =
    await import('#database/factories/cart_shopping_header_factory')
  const world = await detailFixtures({ request: { vehicleModel: 'Spark GT' } })
  const { request, vendor, buyer } = world
  const quotation = await QuotationFactory.merge({
    quotationRequestId: request.id,
    storeId: vendor.store.id,
    subtotal: 180000,
    total: 180000,
  })
    .with('details', 1, (detail) =>
      detail.merge({ quotationRequestDetailId: request.details[0].id })
    )
    .create()
  await request.merge({ quotationsCount: 1 }).save()
  const order = await CartShoppingHeaderFactory.merge({
    userId: buyer.id,
    storeId: vendor.store.id,
    quotationId: quotation.id,
  }).create()
  return { ...world, quotation, order }
}

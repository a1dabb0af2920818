import type { Data } from '@generated/data'

/**
 * Shapes of the buyer's detail page of one request, as the server's transformers make them
 * (app/quotations/transformers/buyer_request_detail_transformer.ts,
 * buyer_quotation_transformer.ts, vendor_rating_transformer.ts).
 */
export type BuyerRequestDetail = Data.Quotations.BuyerRequestDetail
export type BuyerRequestPart = BuyerRequestDetail['details'][number]
export type BuyerQuotation = Data.Quotations.BuyerQuotation
export type BuyerQuotationItem = BuyerQuotation['quotationDetails'][number]
export type VendorRating = Data.Quotations.VendorRating

export type ReasonOption = { value: string; label: string }

/** The signed-in user the unauthorized panel names (doc 3 §2.6). */
export type UnauthorizedUser = {
  fullName: string
  email: string | null
  mobile: string | null
}

/**
 * What the buyer chose in one purchase option, handed to the checkout wizard ('Enviar pedido' /
 * 'Continuar compra' → mode 'order'; 'Generar link de pago' → mode 'paymentLink'). The body of
 * POST /api/{product}Go/quotation/createNewOrder and createPaymentLink is made from it.
 */
export interface PurchaseSelection {
  quotationId: number
  quotationCode: string
  /** [{ id: quotation product id, purchased_amount }], only products with a positive quantity. */
  quotationDetails: { id: number; purchased_amount: number }[]
  /** Decimal texts of what was chosen ("170000.00"): products, shipping, total. */
  subtotal: string
  shipping: string
  total: string
  /** The quotation's own shipping: 'included', 'added' (with its value) or 'buyer_pays'. */
  shippingOption: BuyerQuotation['shipping_option']
  shippingCost: string | null
  storeId: number
  storeName: string
  /** 'orders': 'Enviar pedido' with a comment; 'cart': payment gateway or payment link. */
  salesModel: 'orders' | 'cart'
  /** A marketplace request (no store of its own): the order needs the terms accepted. */
  marketplace: boolean
}

export type CheckoutMode = 'order' | 'paymentLink'

export interface CheckoutState {
  mode: CheckoutMode
  selection: PurchaseSelection
}

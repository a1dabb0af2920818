import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type User from '#users/models/user'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import productConfig from '#config/product'
import { appUrlFor } from '#core/country/urls'
import { isPhoneRequest } from '#core/rules/device'
import env from '#start/env'
import SessionUserQuery from '#users/queries/session_user_query'
import SessionUserTransformer from '#users/transformers/session_user_transformer'
import { staffAreas, type StaffAreas } from '#users/rules/staff_abilities'

/** What a guest may do: nothing that needs an account. */
const NO_STAFF: StaffAreas = staffAreas({
  isAdmin: false,
  manageGoModule: false,
  manageMessagesModule: false,
  manageMessageDeletion: false,
  manageInfractionsModule: false,
})

const GUEST_CAN = {
  staff: NO_STAFF,
  actAsAdmin: false,
  actAsVendor: false,
  useGarage: false,
  useVendorWording: false,
  seeRuntLink: false,
}

/**
 * The abilities every page needs, as the policies decide them (pages never read roles to decide
 * what to show): the menu's entries — the vendor workspace (SellerPolicy.actAsVendor), every
 * request for staff (actAsAdmin), the garage (useGarage) — the staff section's areas the
 * person's flags open (`staff`, the StaffPolicy's rule: users/rules/staff_abilities.ts) and the
 * vendor's wording and RUNT link of the vehicle forms.
 */
async function sharedAbilities(bouncer: HttpContext['bouncer'], user: User) {
  return {
    staff: staffAreas(user),
    actAsAdmin: await bouncer.allows('actAsAdmin'),
    actAsVendor: await bouncer.with('SellerPolicy').allows('actAsVendor'),
    useGarage: await bouncer.allows('useGarage'),
    useVendorWording: await bouncer.allows('useVendorWording'),
    seeRuntLink: await bouncer.allows('seeRuntLink'),
  }
}

/**
 * Props every page receives: the signed-in user (session data of doc 1 §3) and what they may do
 * (`can`), the country of the host with its currency and locale, the product's names and paths,
 * whether the request looks like a phone's, flash messages and validation errors.
 */
export default class InertiaMiddleware extends BaseInertiaMiddleware {
  async share(ctx: HttpContext) {
    const { session, auth, country, bouncer } = ctx as Partial<HttpContext>
    const user = auth?.user
    const sessionUser = user
      ? SessionUserTransformer.transform(await new SessionUserQuery().handle(user))
      : null
    const can = user && bouncer ? await sharedAbilities(bouncer, user) : GUEST_CAN

    return {
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      flash: ctx.inertia.always({
        error: session?.flashMessages.get('error') as string | undefined,
        success: session?.flashMessages.get('success') as string | undefined,
      }),
      user: ctx.inertia.always(sessionUser),
      can: ctx.inertia.always(can),
      country: ctx.inertia.always({
        code: country?.code ?? 'CO',
        currency: country?.currency ?? 'COP',
        locale: country?.locale ?? 'es-CO',
        phonePrefix: country?.phonePrefix ?? '57',
      }),
      product: ctx.inertia.always({
        slug: productConfig.slug,
        name: productConfig.name,
        moduleName: productConfig.moduleName,
        goPath: productConfig.goPath,
        routePrefix: productConfig.routePrefix,
        devOutbox: productConfig.devOutboxEnabled,
        /** The request's country site (no last slash): the public pages' canonical URLs start with it */
        url: appUrlFor(country?.code),
      }),
      /** A first guess of the screen (app/core/rules/device.ts) for pages rendered on the server */
      device: ctx.inertia.always({ phone: isPhoneRequest(ctx.request.headers()) }),
      captcha: ctx.inertia.always({
        driver: env.get('CAPTCHA_DRIVER', 'local'),
        siteKey: env.get('RECAPTCHA_SITE_KEY', ''),
      }),
    }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    const output = await next()
    this.dispose(ctx)
    /*
     * What a signed-in person is answered is theirs (pages rendered on the server, page JSON, API
     * data): no shared cache keeps it, and their browser asks again before reusing it. Answers
     * that set their own caching (the API document, PDFs) keep it.
     */
    if (ctx.auth?.user && !ctx.response.getHeader('Cache-Control')) {
      ctx.response.header('Cache-Control', 'private, no-cache')
    }
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}

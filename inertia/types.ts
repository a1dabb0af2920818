import type { SerializeJSONTypes } from '@adonisjs/core/types/transformers'
import type { Data } from '@generated/data'
import type { apiSerializer } from '@rules/core/services/api_serializer'

/**
 * What the pages receive from the server is typed from the server's own code, never written by
 * hand (docs/decisions.md, "Page types"):
 *
 * - transformers (app/<module>/transformers/, registered by `indexEntities` in adonisrc.ts):
 *   `Data.<Module>.<Name>` of `.adonisjs/client/data.d.ts`, written by `node ace codegen`
 *   (run by `serve`, `build` and `test`);
 * - answers built by a controller or a query without a transformer: `AnswerOf<…>` of that
 *   method's return type, as JSON;
 * - page props: the page's `type Props`, checked against each `inertia.render` call through
 *   `.adonisjs/server/pages.d.ts` (by `tsc -p inertia/tsconfig.json`, which compiles the
 *   controllers too).
 *
 * Only client state (form values, open tabs, …) is written by hand in inertia/.
 */

/** The JSON a controller or query method answers: its return type as JSON.stringify sends it. */
export type AnswerOf<Method extends (...args: any[]) => unknown> = SerializeJSONTypes<
  Awaited<ReturnType<Method>>
>

/** `metadata` of a paged list (app/core/services/api_serializer.ts). */
export type PageMetadata = ReturnType<(typeof apiSerializer)['definePaginationMetaData']>

/** A paged list as the JSON API answers it: `{ data, metadata: { count, page, pageSize } }`. */
export type Paged<T> = { data: T[]; metadata: PageMetadata }

/**
 * The props shared with every page (app/core/middleware/inertia_middleware.ts `share`): the
 * signed-in user (app/users/transformers/session_user_transformer.ts) or null, what the policies
 * let them do (`can`, all false for a guest: pages show or hide by these, never by roles), the
 * country, the product, flash messages, validation errors and the captcha settings.
 */
export type SharedProps = Data.SharedProps

export type SessionUser = Data.Users.SessionUser

/** What the signed-in user may do, as the policies decide it (`can` of the shared props). */
export type SharedAbilities = SharedProps['can']

export type PageProps<T = {}> = SharedProps & T

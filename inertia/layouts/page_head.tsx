import { Head, usePage } from '@inertiajs/react'
import { useShared } from '~/lib/page_props'

/** OpenGraph's locale of each market (`es-CO` → `es_CO`). */
const OG_LOCALES = { CO: 'es_CO', MX: 'es_MX' } as const

/**
 * The page's `<head>`: title, meta description (at most 149 characters, doc 1: page metadata),
 * canonical URL (APP_URL + the page's path, without the query) and OpenGraph tags. On the pages
 * rendered on the server (config/inertia.ts) they are in the HTML the server sends, which is
 * what search engines and link previews read; elsewhere Inertia writes them in the browser.
 * `head-key` is Inertia's: one of each per page, replaced on each visit.
 */
export function PageHead({ title, description }: { title?: string; description?: string }) {
  const { product, country } = useShared()
  const { url } = usePage()
  const canonical = `${product.url}${url.split(/[?#]/)[0]}`
  const fullTitle = title ? `${title} · ${product.name}` : product.name
  const summary = description?.slice(0, 149)
  /* eslint-disable react/no-unknown-property */
  return (
    <Head title={title}>
      {summary && <meta head-key="description" name="description" content={summary} />}
      <link head-key="canonical" rel="canonical" href={canonical} />
      <meta head-key="og:type" property="og:type" content="website" />
      <meta head-key="og:site_name" property="og:site_name" content={product.name} />
      <meta head-key="og:locale" property="og:locale" content={OG_LOCALES[country.code]} />
      <meta head-key="og:title" property="og:title" content={fullTitle} />
      {summary && <meta head-key="og:description" property="og:description" content={summary} />}
      <meta head-key="og:url" property="og:url" content={canonical} />
    </Head>
  )
  /* eslint-enable react/no-unknown-property */
}

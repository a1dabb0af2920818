import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { Alert, Box, Button, Container, Drawer, Group, Stack, Text, Title } from '@mantine/core'
import { IconListSearch } from '@tabler/icons-react'
import { AppLayout } from '~/layouts/app_layout'
import { Loading } from '~/components/loading'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { API_DOCS_TEXTS as T } from '~/components/core/api_docs/api_docs_texts'
import { ApiIntro } from '~/components/core/api_docs/api_intro'
import { ApiNav, SearchBox } from '~/components/core/api_docs/api_nav'
import { OperationCard } from '~/components/core/api_docs/operation_card'
import { WebhooksSection } from '~/components/core/api_docs/webhooks_section'
import {
  groupByTag,
  matchesSearch,
  operationsOf,
  webhooksOf,
  type OpenApiDocument,
} from '~/components/core/api_docs/openapi'
import '~/components/core/api_docs/api_docs.css'

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: OpenApiDocument }

/**
 * /api/docs (public): the API reference for store integrations, read from the generated
 * OpenAPI 3.1 document (`api.openapi`). Introduction, an index of tags with a search as one
 * types (a drawer on phones), and each operation with its parameters, body, responses as
 * schema trees with examples, and a curl call. `#op-<operationId>` opens and shows one.
 */
export default function ApiDocsPage() {
  const [state, setState] = useState<State>({ status: 'loading' })
  const [query, setQuery] = useState('')
  const [openAnchors, setOpenAnchors] = useState<Set<string>>(() => new Set())
  const [drawer, setDrawer] = useState(false)
  // a page rendered in the browser only (not in config/inertia.ts's server-rendered list)
  const [origin] = useState(() => (typeof window === 'undefined' ? '' : window.location.origin))
  const deferredQuery = useDeferredValue(query)

  /** The document, again after 'Reintentar' (each attempt one call). */
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    void api<OpenApiDocument>('GET', urlFor('api.openapi')).then((response) => {
      const loaded = response.body as OpenApiDocument
      if (!current) return
      if (response.ok && loaded && typeof loaded.openapi === 'string') {
        setState({ status: 'ready', doc: loaded })
      } else setState({ status: 'error' })
    })
    return () => {
      current = false
    }
  }, [attempt])

  const doc = state.status === 'ready' ? state.doc : null
  const operations = useMemo(() => (doc ? operationsOf(doc) : []), [doc])
  const events = useMemo(() => (doc ? webhooksOf(doc) : []), [doc])
  const groups = useMemo(() => {
    if (!doc) return []
    const shown = operations.filter((op) => matchesSearch(op, deferredQuery))
    return groupByTag(doc, shown, T.untagged)
  }, [doc, operations, deferredQuery])
  const shownCount = groups.reduce((sum, group) => sum + group.operations.length, 0)

  const toggle = useCallback((anchor: string) => {
    setOpenAnchors((current) => {
      const next = new Set(current)
      if (next.has(anchor)) next.delete(anchor)
      else next.add(anchor)
      return next
    })
  }, [])

  /** Opens the operation a hash names (clearing a search that hides it) and scrolls to it. */
  const reveal = useCallback(
    (hash: string) => {
      const anchor = decodeURIComponent(hash.replace(/^#/, ''))
      if (!anchor) return
      // the introduction is hidden while searching
      if (anchor === 'introduccion') setQuery('')
      const isOperation = [...operations, ...events].some((op) => op.anchor === anchor)
      if (isOperation) {
        setOpenAnchors((current) => new Set(current).add(anchor))
        if (!operations.some((op) => op.anchor === anchor && matchesSearch(op, query))) {
          setQuery('')
        }
      }
      // after React has drawn the opened card
      window.setTimeout(() => document.getElementById(anchor)?.scrollIntoView(), 50)
    },
    [operations, events, query]
  )

  const revealRef = useRef(reveal)
  useEffect(() => {
    revealRef.current = reveal
  }, [reveal])

  /** Once the document is there: the URL's hash, then every hash change (back, forward). */
  useEffect(() => {
    if (!doc) return
    revealRef.current(window.location.hash)
    const onHashChange = () => revealRef.current(window.location.hash)
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [doc])

  const navigate = useCallback(
    (hash: string) => {
      setDrawer(false)
      window.history.pushState(null, '', hash)
      reveal(hash)
    },
    [reveal]
  )

  return (
    <AppLayout title={T.pageTitle} description={T.pageDescription}>
      <Container size="xl" py="lg" data-testid="api-docs">
        {state.status === 'loading' && <Loading label={T.loading} />}
        {state.status === 'error' && (
          <Alert color="red" title={T.pageTitle} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{T.loadError}</Text>
              <Button
                size="xs"
                variant="light"
                color="red.9"
                onClick={() => {
                  setState({ status: 'loading' })
                  setAttempt((value) => value + 1)
                }}
              >
                {T.retry}
              </Button>
            </Stack>
          </Alert>
        )}
        {doc && (
          <div className="apidocs-layout">
            <Box component="aside" visibleFrom="md" className="apidocs-sidebar">
              <Stack gap="sm">
                <SearchBox value={query} onChange={setQuery} testId="api-search" />
                <ApiNav groups={groups} searching={query !== ''} onNavigate={navigate} />
              </Stack>
            </Box>
            <div className="apidocs-content">
              <Box hiddenFrom="md" className="apidocs-mobile-bar">
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <Box style={{ flex: 1, minWidth: 0 }}>
                    <SearchBox
                      value={query}
                      onChange={setQuery}
                      testId="api-search-mobile"
                      compact
                    />
                  </Box>
                  <Button
                    variant="default"
                    leftSection={<IconListSearch size={16} />}
                    onClick={() => setDrawer(true)}
                    aria-label={T.openNav}
                  >
                    {T.openNavShort}
                  </Button>
                </Group>
              </Box>
              <Stack gap="xl">
                {/* while searching, the matches come first */}
                {query === '' && <ApiIntro doc={doc} />}
                <Stack gap="lg">
                  <Text size="sm" c="dark.6" aria-live="polite" data-testid="operations-count">
                    {T.operationsCount(shownCount, operations.length)}
                  </Text>
                  {shownCount === 0 && <Text c="dimmed">{T.noMatches(query)}</Text>}
                  {groups.map((group) => (
                    <Stack key={group.name} gap="xs" component="section" aria-label={group.label}>
                      <Title order={2} size="h3">
                        {group.label}
                      </Title>
                      {group.description && group.description !== group.label && (
                        <Text size="sm" c="dark.6">
                          {group.description}
                        </Text>
                      )}
                      {group.operations.map((op) => (
                        <OperationCard
                          key={op.anchor}
                          doc={doc}
                          op={op}
                          open={openAnchors.has(op.anchor)}
                          origin={origin}
                          onToggle={toggle}
                        />
                      ))}
                    </Stack>
                  ))}
                </Stack>
                <WebhooksSection
                  doc={doc}
                  events={events}
                  openAnchors={openAnchors}
                  origin={origin}
                  onToggle={toggle}
                />
              </Stack>
            </div>
          </div>
        )}
        <Drawer opened={drawer} onClose={() => setDrawer(false)} title={T.openNav} size="85%">
          {doc && <ApiNav groups={groups} searching={query !== ''} onNavigate={navigate} />}
        </Drawer>
      </Container>
    </AppLayout>
  )
}

import { Container, SimpleGrid, Stack } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { StoreHeader } from '~/components/stores/store_header'
import { StoreFigures } from '~/components/stores/store_figures'
import { StorePhotos } from '~/components/stores/store_photos'
import { NpsGauge } from '~/components/reports/nps_gauge'
import type { NpsSummary } from '@rules/quotations/rules/nps_scores'
import { STORE_PAGE_TEXTS as T } from '~/components/stores/texts'
import type {
  PublicStore,
  StoreFigures as Figures,
  StorePhotos as Photos,
  StoreRating,
} from '~/components/stores/types'

/**
 * /tienda/{store}: a store's public page (StorePageController) — who it is, the brands it
 * sells, how it answers, its rating, its satisfaction gauge (NPS), its product photos and 'Solicitar cotización a esta
 * tienda'. Rendered on the server for search engines (nothing here reads `window` while
 * rendering).
 */
export default function StorePage({
  store,
  figures,
  rating,
  photos,
  ownStore,
  satisfaction,
}: {
  store: PublicStore
  figures: Figures
  rating: StoreRating
  photos: Photos
  ownStore: boolean
  satisfaction: NpsSummary
}) {
  const brandNames = store.brands.map((brand) => brand.name)
  return (
    <AppLayout
      title={T.title(store.name, store.city)}
      description={T.description(store.name, store.city, brandNames)}
    >
      <Container size="lg" py="lg">
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <StoreHeader store={store} rating={rating} ownStore={ownStore} />
            <StoreFigures figures={figures} />
          </SimpleGrid>
          <NpsGauge summary={satisfaction} />
          <StorePhotos urlPath={store.urlPath} photos={photos} />
        </Stack>
      </Container>
    </AppLayout>
  )
}

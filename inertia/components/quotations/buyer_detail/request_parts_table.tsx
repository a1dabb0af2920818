import { useState } from 'react'
import { ActionIcon, Badge, Group, Paper, Text } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import { detailCounter, PER_PRODUCT_QUOTATION_LIMIT } from '@rules/quotations/rules/availability'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import { BUYER_DETAIL_TEXTS as T } from './texts'
import type { BuyerRequestPart } from './types'

/** The photo viewer of the vendor-side detail, loaded on the first photo opened. */
const ImageViewer = lazyNamed(
  () => import('~/components/quotations/vendor_detail/image_viewer'),
  'ImageViewer'
)

/**
 * Colour of the per-part counter 'n / 3' by state: grey without quotations, orange while it
 * takes more, red when full or already bought (it takes no more).
 */
function counterColor(part: BuyerRequestPart) {
  if (part.hasCartShoppingDetail || part.quotationDetailsCount >= PER_PRODUCT_QUOTATION_LIMIT) {
    return 'red'
  }
  return part.quotationDetailsCount > 0 ? 'orange' : 'gray'
}

/* A plain table: Mantine's Table brings its ScrollArea along (7 KB gz on this page). */
const CELL = {
  padding: '8px 12px',
  textAlign: 'left',
  verticalAlign: 'middle',
  borderBottom: '1px solid var(--mantine-color-gray-3)',
} as const
const HEAD = { ...CELL, fontSize: 'var(--mantine-font-size-sm)', fontWeight: 700 } as const

/**
 * 'Autopartes solicitadas' (doc 3 §2.5): 'Nombre Autoparte' (with the tyre size), 'Cantidad',
 * 'Cotizaciones' (per-part requests only: 'n / 3' coloured by state, 'Comprada' once bought)
 * and 'Foto' (the icon opens the image modal).
 */
export function RequestPartsTable({
  parts,
  quoteByProduct,
}: {
  parts: BuyerRequestPart[]
  quoteByProduct: boolean
}) {
  const [photo, setPhoto] = useState<BuyerRequestPart | null>(null)
  return (
    <>
      <Paper withBorder radius="md">
        <div style={{ overflowX: 'auto' }}>
          <table
            style={{ width: '100%', minWidth: 300, borderCollapse: 'collapse' }}
            data-testid="requested-parts"
          >
            <thead>
              <tr>
                <th style={HEAD}>{T.columns.name}</th>
                <th style={HEAD}>{T.columns.amount}</th>
                {quoteByProduct && <th style={HEAD}>{T.columns.quotations}</th>}
                <th style={HEAD}>{T.columns.photo}</th>
              </tr>
            </thead>
            <tbody>
              {parts.map((part) => (
                <tr key={part.id} data-testid="requested-part">
                  <td style={CELL}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {part.name}
                    </Text>
                    {part.tyreSize && (
                      <Text size="xs" c="dimmed">
                        {part.tyreSize}
                      </Text>
                    )}
                    {part.reference && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {T.partNumber}: {part.reference}
                      </Text>
                    )}
                  </td>
                  <td style={CELL}>
                    <Text size="sm">{part.amount}</Text>
                  </td>
                  {quoteByProduct && (
                    <td style={CELL}>
                      <Group gap={6} wrap="nowrap">
                        <Badge
                          variant="light"
                          color={counterColor(part)}
                          miw="max-content"
                          data-testid="part-counter"
                        >
                          {detailCounter({ quotationsCount: part.quotationDetailsCount })}
                        </Badge>
                        {part.hasCartShoppingDetail && (
                          <Badge variant="outline" color="red" miw="max-content">
                            {T.purchased}
                          </Badge>
                        )}
                      </Group>
                    </td>
                  )}
                  <td style={CELL}>
                    {part.image ? (
                      <ActionIcon
                        variant="light"
                        onClick={() => setPhoto(part)}
                        aria-label={`${T.viewPhoto}: ${part.name}`}
                        title={T.viewPhoto}
                      >
                        <IconPhoto size={18} />
                      </ActionIcon>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {T.noPhoto}
                      </Text>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Paper>
      <OnDemand when={photo !== null}>
        <ImageViewer
          photo={photo}
          title={photo ? `${T.photoTitle}: ${photo.name}` : T.photoTitle}
          onClose={() => setPhoto(null)}
        />
      </OnDemand>
    </>
  )
}

import { useState } from 'react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { router, usePage } from '@inertiajs/react'
import { IconAlertOctagon, IconDownload, IconEye } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { formatDate } from '~/lib/format'
import { lazyNamed } from '~/lib/lazy'
import { useShared } from '~/lib/page_props'
import { OnDemand } from '~/components/on_demand'
import { MODERATION_TEXTS as T } from './texts'

/** The `quotationTools` prop of the seller-side detail page (staff only, else null). */
export type QuotationTools = Data.Quotations.QuotationTools
type Infractions = NonNullable<QuotationTools['quotations'][number]['infractions']>

const InfractionModal = lazyNamed(() => import('./infraction_modal'), 'InfractionModal')

/** The infraction data of a quotation (doc 3 §4.2): date, type, detail; newest first. */
function InfractionList({ infractions }: { infractions: Infractions }) {
  const { country } = useShared()
  return (
    <Alert color="red" variant="light" title={T.infractionsTitle} data-testid="infractions">
      <Stack gap={6}>
        {infractions.map((infraction) => (
          <div key={infraction.id}>
            <Text size="sm" fw={600}>
              {formatDate(infraction.created_at, country.locale, true)} ·{' '}
              {infraction.infractionTypeLabel}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {infraction.infraction_detail}
            </Text>
          </div>
        ))}
      </Stack>
    </Alert>
  )
}

/**
 * The admin view's tools on one quotation (doc 3 §2.4: read-only, an export button, a 'Ver'
 * link to the request detail and 'Registrar infracción'), with its infractions. Everything it
 * shows comes from the page's `quotationTools` prop, decided by the policies on the server
 * (QuotationExportPolicy, InfractionPolicy): it renders nothing for anybody else.
 */
export function QuotationStaffTools({ quotationId }: { quotationId: number }) {
  const tools = usePage<{ quotationTools?: QuotationTools | null }>().props.quotationTools
  const [target, setTarget] = useState<{ id: number; code: string } | null>(null)
  const row = tools?.quotations.find((quotation) => quotation.id === quotationId)
  if (!tools || !row) return null

  return (
    <Stack gap="xs" data-testid="quotation-staff-tools">
      <Group gap="xs" wrap="wrap">
        <Button
          component="a"
          href={tools.viewUrl}
          title={T.viewHint}
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} />}
        >
          {T.view}
        </Button>
        {row.pdfUrl && (
          <Button
            component="a"
            href={row.pdfUrl}
            download
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            data-testid="export-pdf"
          >
            {T.exportPdf}
          </Button>
        )}
        {tools.canRegisterInfraction && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconAlertOctagon size={14} />}
            onClick={() => setTarget({ id: row.id, code: row.code })}
            data-testid="register-infraction"
          >
            {T.registerInfraction}
          </Button>
        )}
      </Group>
      {row.infractions && row.infractions.length > 0 && (
        <InfractionList infractions={row.infractions} />
      )}
      <OnDemand when={target !== null}>
        <InfractionModal
          quotation={target}
          onClose={() => setTarget(null)}
          onSaved={() => {
            setTarget(null)
            router.reload({ only: ['quotationTools'] })
          }}
        />
      </OnDemand>
    </Stack>
  )
}

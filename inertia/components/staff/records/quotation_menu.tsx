import { ActionIcon, Menu } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconAlertOctagon, IconDots, IconDownload, IconEye } from '@tabler/icons-react'
import { urlFor } from '~/lib/routes'
import { STAFF_RECORDS_TEXTS as T } from '../texts'
import { requestDetailUrl, type QuotationRow, type RecordLinks } from './types'

/**
 * A quotation row's menu (doc 3 §2.4, the admin view's tools one click from the list): 'Ver'
 * (the request detail page at this quotation), 'Exportar PDF' (the existing download) and
 * 'Registrar infracción' (the existing form, in a modal) — each only where `links` allows it.
 */
export function QuotationMenu({
  row,
  links,
  onInfraction,
}: {
  row: QuotationRow
  links: RecordLinks
  onInfraction: (quotation: { id: number; code: string }) => void
}) {
  if (!links.detail && !links.pdf && !links.infraction) return null
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={T.actionsOf(row.code)} data-testid="row-menu">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {links.detail && (
          <Menu.Item
            component={Link}
            href={requestDetailUrl(row.request.id, row.id)}
            leftSection={<IconEye size={16} />}
          >
            {T.view}
          </Menu.Item>
        )}
        {links.pdf && (
          <Menu.Item
            component="a"
            href={urlFor('quotations.pdf', { id: row.id })}
            download
            leftSection={<IconDownload size={16} />}
            data-testid="menu-export-pdf"
          >
            {T.exportPdf}
          </Menu.Item>
        )}
        {links.infraction && (
          <Menu.Item
            color="red"
            leftSection={<IconAlertOctagon size={16} />}
            onClick={() => onInfraction({ id: row.id, code: row.code })}
            data-testid="menu-register-infraction"
          >
            {T.registerInfraction}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}

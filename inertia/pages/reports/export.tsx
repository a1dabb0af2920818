import { useEffect, useState } from 'react'
import { Alert, Button, Container, Paper, Progress, Stack, Text, Title } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { AppLayout } from '~/layouts/app_layout'
import { api } from '~/lib/http'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { EXPORT_TEXTS as T } from '~/components/reports/texts'

type ReportExport = Data.Reports.ReportExport

/** How often the page asks for the export's progress while the worker writes it. */
const POLL_MS = 1500

/**
 * The page of one Excel export (/{product}Go/reportes/exportaciones/{id}, its requester only):
 * its state, the rows written (a bar when the total is known), then 'Descargar archivo' until the
 * file expires (24 h). It polls `api.analyticsExcel.show` while the export is queued or running;
 * the ready notice in the bell links here too.
 */
export default function ReportExportPage({ export: initial }: { export: ReportExport }) {
  const { country } = useShared()
  const [record, setRecord] = useState(initial)
  const underWay = record.status === 'queued' || record.status === 'running'

  useEffect(() => {
    if (!underWay) return
    const timer = setTimeout(async () => {
      const response = await api<{ data: ReportExport }>(
        'GET',
        urlFor('api.analyticsExcel.show', { id: record.id })
      )
      if (response.ok) setRecord(response.body.data)
      else setRecord({ ...record }) // try again on the next tick
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [record, underWay])

  const expires = record.expiresAt ? formatDate(record.expiresAt, country.locale, true) : null
  return (
    <AppLayout title={T.pageTitle}>
      <Container size="sm" py="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={1} size="h3">
              {T.heading}
            </Title>
            {record.status === 'failed' ? (
              <Alert color="red">{T.status.failed}</Alert>
            ) : (
              <Text data-testid="export-status">{T.status[record.status]}</Text>
            )}
            {underWay && (
              <>
                {record.percent !== null && (
                  <Progress value={record.percent} aria-label={T.pageTitle} animated />
                )}
                <Text size="sm" c="dimmed">
                  {T.rows(record.rowsDone, record.rowsTotal, country.locale)}
                </Text>
                <Text size="sm" c="dimmed">
                  {T.readyNotice}
                </Text>
              </>
            )}
            {record.status === 'ready' && (
              <>
                <Text size="sm">{T.rows(record.rowsDone, record.rowsTotal, country.locale)}</Text>
                <Button
                  component="a"
                  href={urlFor('api.analyticsExcel.download', { id: record.id })}
                  download={record.fileName ?? undefined}
                  leftSection={<IconDownload size={16} />}
                >
                  {T.download}
                </Button>
                {expires && (
                  <Text size="sm" c="dimmed">
                    {T.expires(expires)}
                  </Text>
                )}
              </>
            )}
          </Stack>
        </Paper>
      </Container>
    </AppLayout>
  )
}

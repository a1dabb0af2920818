import { Alert, Button, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { ADVISERS_TEXTS as T } from './advisers_texts'
import { useAdvisers } from './use_advisers'
import { AdviserInviteForm } from './adviser_invite_form'
import { AdvisersTable } from './advisers_table'
import { AdviserInvitationsTable } from './adviser_invitations_table'

/**
 * The Asesores section of the store configuration (`#storeConfigSection-advisers`, issue 20),
 * self-contained: it loads its own data from its JSON routes (api.store.advisers.*). The owner
 * (`canEdit`) invites, re-sends, cancels, deactivates and reactivates; an adviser reads. The
 * server decides again on every call (StoreAdvisersPolicy).
 */
export function AdvisersSection({
  store,
  canEdit,
}: {
  store: { id: number; urlPath: string }
  canEdit: boolean
}) {
  const data = useAdvisers(store.id)
  return (
    <Paper withBorder p="lg" radius="md" data-testid="advisers-section">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {T.title}
          </Title>
          <Text c="dimmed" size="sm">
            {T.lead}
          </Text>
          <Text size="sm" data-testid="advisers-seats">
            {T.seats(data.seats)}
          </Text>
          {!canEdit && (
            <Alert color="blue" variant="light">
              {T.readOnly}
            </Alert>
          )}
        </Stack>
        {canEdit && <AdviserInviteForm storeId={store.id} onInvited={data.reload} />}
        {data.failed ? (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{T.loadError}</Text>
              <Button size="xs" variant="light" onClick={data.reload}>
                {T.retry}
              </Button>
            </Stack>
          </Alert>
        ) : data.loading && data.advisers.rows.length === 0 ? (
          <Loader size="sm" aria-label={T.title} />
        ) : (
          <>
            <Divider />
            <AdvisersTable
              storeId={store.id}
              list={data.advisers}
              canEdit={canEdit}
              onPage={(page) => data.goTo('advisers', page)}
              onChanged={data.reload}
            />
            <AdviserInvitationsTable
              storeId={store.id}
              list={data.invitations}
              canEdit={canEdit}
              onPage={(page) => data.goTo('invitations', page)}
              onChanged={data.reload}
            />
          </>
        )}
      </Stack>
    </Paper>
  )
}

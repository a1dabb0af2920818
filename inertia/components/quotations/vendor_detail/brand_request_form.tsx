import { useState } from 'react'
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconLock } from '@tabler/icons-react'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import type { BrandNotEnabled } from './types'
import { DETAIL_TEXTS as T } from './texts'

/**
 * The brand-not-enabled block (doc 3 §2.1, §5): 'No puedes visualizar esta solicitud porque tu
 * tienda virtual no tiene habilitada la marca {brand}', and the form asking the admins to
 * enable brands or part groups (required, max 1024, 'Enviar solicitud').
 */
export function BrandRequestBlock({
  block,
  maxLength,
}: {
  block: BrandNotEnabled
  maxLength: number
}) {
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const form = useForm({
    mode: 'controlled',
    initialValues: { requirement: '' },
    validate: { requirement: (value: string) => (value.trim() ? null : T.requiredField) },
    onValuesChange: () => setSent(false),
  })

  const submit = async ({ requirement }: { requirement: string }) => {
    setSending(true)
    const response = await api('PATCH', urlFor('api.brandGroupRequests.store'), {
      requirement,
      quotation_request_id: block.requestId,
    })
    setSending(false)
    if (!response.ok) {
      const message = applyServerErrors(form, response)
      if (message) notifications.show({ color: 'red', message })
      return
    }
    notifications.show({ color: 'green', message: response.body.message ?? T.brandRequestSent })
    form.reset()
    setSent(true)
  }

  return (
    <Stack gap="md" data-testid="brand-not-enabled">
      <Alert color="yellow" variant="light" icon={<IconLock />} title={block.code}>
        {block.message}
      </Alert>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {T.brandFormTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {T.brandFormHelp}
            </Text>
            <Textarea
              label={T.brandFormLabel}
              placeholder={T.brandFormPlaceholder}
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              maxLength={maxLength}
              description={T.characters(form.values.requirement.length, maxLength)}
              data-testid="brand-requirement"
              {...form.getInputProps('requirement')}
            />
            {sent && (
              <Text size="sm" c="green.8" role="status">
                {T.brandRequestSent}
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={sending}>
                {T.brandFormSubmit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  )
}

import { useState, type FormEvent } from 'react'
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconLock } from '@tabler/icons-react'
import { api, errorMessage, fieldErrors } from '~/lib/http'
import { usePath, useShared } from '~/lib/page_props'
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
  const { product } = useShared()
  const path = usePath()
  const [requirement, setRequirement] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!requirement.trim()) {
      setError(T.requiredField)
      return
    }
    setSending(true)
    const response = await api(
      'PATCH',
      path(`/api/${product.goPath}/quotationRequest/sendNotifyToAdminAboutBrands`),
      { requirement, quotation_request_id: block.requestId }
    )
    setSending(false)
    if (!response.ok) {
      const fields = fieldErrors(response)
      if (fields.requirement) {
        setError(fields.requirement)
        return
      }
      notifications.show({ color: 'red', message: errorMessage(response) })
      return
    }
    notifications.show({ color: 'green', message: response.body.message ?? T.brandRequestSent })
    setRequirement('')
    setError(null)
    setSent(true)
  }

  return (
    <Stack gap="md" data-testid="brand-not-enabled">
      <Alert color="yellow" variant="light" icon={<IconLock />} title={block.code}>
        {block.message}
      </Alert>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} noValidate>
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
              value={requirement}
              onChange={(event) => {
                setRequirement(event.currentTarget.value)
                if (error) setError(null)
                if (sent) setSent(false)
              }}
              error={error}
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              maxLength={maxLength}
              description={`${requirement.length} / ${maxLength} caracteres`}
              data-testid="brand-requirement"
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

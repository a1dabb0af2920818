import { useState } from 'react'
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { Data } from '@generated/data'
import { npsCategory } from '@rules/quotations/rules/nps_scores'
import { NPS_COMMENT_MAX_LENGTH } from '@rules/reports/rules/nps_messages'
import { applyServerErrors } from '~/lib/form_errors'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { showToast } from '~/lib/toast'
import { NPS_TEXTS as T } from '../texts'

export type PendingRating = Data.Reports.PendingRating

const SCORES = Array.from({ length: 11 }, (_, score) => score)
const CATEGORY_COLOR = { detractor: 'red', passive: 'yellow', promoter: 'green' } as const

/**
 * 'Califica tu compra': how likely the buyer is to recommend the order's store, 0 to 10 (one
 * button per score), with an optional comment, sent to POST /api/businessIntelligence/NPSRating.
 * The server's field errors land on the score or the comment; any other refusal (already rated,
 * not delivered) is shown above the buttons. `onLater` adds 'Recordarme más tarde' (the modal of
 * 'Mis compras': hidden for an hour).
 */
export function RateOrderModal({
  order,
  onClose,
  onRated,
  onLater,
}: {
  order: PendingRating | null
  onClose: () => void
  onRated: (orderId: number) => void
  onLater?: () => void
}) {
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={<Text fw={700}>{T.modalTitle}</Text>}
      centered
      size="lg"
    >
      {order && <RateForm key={order.order_id} order={order} onRated={onRated} onLater={onLater} />}
    </Modal>
  )
}

function RateForm({
  order,
  onRated,
  onLater,
}: {
  order: PendingRating
  onRated: (orderId: number) => void
  onLater?: () => void
}) {
  const [sending, setSending] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm({
    mode: 'controlled',
    initialValues: { score: null as number | null, comment: '' },
    validate: { score: (value) => (value === null ? T.scoreRequired : null) },
  })

  const submit = form.onSubmit(async (values) => {
    setSending(true)
    setAlert(null)
    const response = await api('POST', urlFor('api.npsRatings.store'), {
      order_id: order.order_id,
      score: values.score,
      comment: values.comment.trim() || null,
    })
    setSending(false)
    if (!response.ok) {
      setAlert(applyServerErrors(form, response))
      return
    }
    showToast({ color: 'green', message: response.body.message ?? T.thanks })
    onRated(order.order_id)
  })

  const selected = form.values.score
  return (
    <form onSubmit={submit} data-testid="nps-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {T.orderLine(order.ref_venta)}
        </Text>
        <Text fw={600}>{T.question(order.store.name)}</Text>
        <SimpleGrid cols={{ base: 6, xs: 11 }} spacing={6} role="group" aria-label={T.modalTitle}>
          {SCORES.map((score) => (
            <Button
              key={score}
              px={0}
              variant={selected === score ? 'filled' : 'default'}
              color={selected === score ? CATEGORY_COLOR[npsCategory(score)] : undefined}
              aria-pressed={selected === score}
              aria-label={T.scoreLabel(score)}
              data-testid={`nps-score-${score}`}
              onClick={() => form.setFieldValue('score', score)}
            >
              {score}
            </Button>
          ))}
        </SimpleGrid>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {T.notLikely}
          </Text>
          <Text size="xs" c="dimmed">
            {T.veryLikely}
          </Text>
        </Group>
        {form.errors.score && (
          <Text c="red" size="sm" role="alert">
            {form.errors.score}
          </Text>
        )}
        <Textarea
          label={T.commentLabel}
          placeholder={T.commentPlaceholder}
          autosize
          minRows={2}
          maxLength={NPS_COMMENT_MAX_LENGTH}
          data-testid="nps-comment"
          {...form.getInputProps('comment')}
        />
        {alert && (
          <Alert color="red" variant="light">
            {alert}
          </Alert>
        )}
        <Group justify="flex-end">
          {onLater && (
            <Button variant="default" onClick={onLater} data-testid="nps-later">
              {T.later}
            </Button>
          )}
          <Button type="submit" loading={sending} data-testid="nps-submit">
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

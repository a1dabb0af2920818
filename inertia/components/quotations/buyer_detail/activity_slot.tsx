import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'

/** The agenda's activity dialog (components/agenda), loaded on its first open. */
const ActivityModal = lazyNamed(() => import('~/components/agenda/activity_modal'), 'ActivityModal')

/**
 * The calendar button's dialog (doc 3 §2.5 "A calendar button"): a new activity of the user's
 * agenda that points to this page (`activityUrl`), named after the request.
 */
export function ActivitySlot(props: {
  opened: boolean
  onClose: () => void
  activityUrl: string
  defaultName?: string
}) {
  return (
    <OnDemand when={props.opened}>
      <ActivityModal {...props} />
    </OnDemand>
  )
}

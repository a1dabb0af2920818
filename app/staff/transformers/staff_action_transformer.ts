import { BaseTransformer } from '@adonisjs/core/transformers'
import type StaffAction from '#core/models/staff_action'

/**
 * One line of the log of staff actions (`/staff/registro`): when (ISO), who (as they were named
 * then), the action key (the page names it in Spanish), the record (type, id, label as shown
 * then, and `href`: where staff read it, StaffLogQuery.links) and the state before and after.
 */
/** A logged state as JSON: field → a plain value (lists and objects arrive as they were kept). */
type LoggedState = Record<string, string | number | boolean | null> | null

export default class StaffActionTransformer extends BaseTransformer<StaffAction> {
  constructor(
    resource: StaffAction,
    /** Each line's record page by line id (StaffLogQuery.links); none: no link. */
    protected links: Map<number, string | null> = new Map()
  ) {
    super(resource)
  }

  toObject() {
    const line = this.resource
    return {
      id: line.id,
      createdAt: line.createdAt.toISO(),
      actor: { id: line.actorId, name: line.actorName },
      action: line.action,
      subject: {
        type: line.subjectType,
        id: line.subjectId,
        label: line.subjectLabel,
        href: this.links.get(line.id) ?? null,
      },
      before: line.before as LoggedState,
      after: line.after as LoggedState,
    }
  }
}

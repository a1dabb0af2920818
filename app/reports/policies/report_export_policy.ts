import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#users/models/user'
import type ReportExport from '#reports/models/report_export'
import { denyAsMissing } from '#core/policies/decisions'

/**
 * One Excel export (its progress, its page, its file): only the person who asked for it
 * (issue 22 item 4 "served only to whoever asked for it"). Anybody else, staff included, is
 * answered as if it did not exist (404): the file holds what its requester was allowed to see.
 */
export default class ReportExportPolicy extends BasePolicy {
  see(user: User, record: ReportExport): AuthorizerResponse {
    return record.userId === user.id ? true : denyAsMissing()
  }
}

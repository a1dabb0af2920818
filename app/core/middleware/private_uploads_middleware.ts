import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { missingRecord } from '#core/policies/decisions'

/**
 * Folders of the upload disk that are never public: chat attachments are read only through
 * GET /api/{product}Go/chat/{id}/files/{index}, which checks the reader is in the conversation;
 * infraction evidence through GET /api/store/infractions/evidence/{file}, which checks the reader
 * is staff or the store concerned; report exports through GET /api/{product}Go/completeAnalytics/
 * excel/{id}/download, for their requester only. The local disk serves every other file under /uploads
 * (config/drive.ts); S3 keeps these files private on its own.
 */
export const PRIVATE_UPLOAD_FOLDERS = [
  'chat-files',
  'infraction-evidence',
  'report-exports',
] as const

const PRIVATE_PATH = new RegExp(`^/uploads/+(${PRIVATE_UPLOAD_FOLDERS.join('|')})(/|$)`)

/** Answers 404 for a public /uploads URL of a private folder, however it is spelled. */
export default class PrivateUploadsMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    const path = request.url()
    if (path.startsWith('/uploads')) {
      let decoded = path
      try {
        decoded = decodeURIComponent(path)
      } catch {
        // a malformed escape reaches no file either
      }
      if (PRIVATE_PATH.test(decoded.replace(/\/\.\//g, '/'))) throw missingRecord()
    }
    return next()
  }
}

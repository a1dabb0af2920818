import db from '@adonisjs/lucid/services/db'
import Infraction from '#moderation/models/infraction'
import { EVIDENCE_FOLDER, EVIDENCE_PURPOSE } from '#moderation/actions/store_infraction_evidence'

/** An evidence file and who it concerns: who uploaded it, the stores of the infractions it backs. */
export interface EvidenceFile {
  key: string
  uploaderId: number | null
  storeIds: number[]
}

/** An evidence file's stored name: `<uuid>.webp` or `<uuid>.pdf`. */
export const EVIDENCE_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webp|pdf)$/

export default class EvidenceQuery {
  /** The evidence stored as `infraction-evidence/<file>`, or null when no upload made it. */
  async find(file: string): Promise<EvidenceFile | null> {
    if (!EVIDENCE_FILE_NAME.test(file)) return null
    const key = `${EVIDENCE_FOLDER}/${file}`
    const upload = await db
      .from('uploads')
      .where({ key, purpose: EVIDENCE_PURPOSE })
      .select('user_id')
      .first()
    if (!upload) return null
    const infractions = await Infraction.query().where('infractionFile', key).select('storeId')
    return {
      key,
      uploaderId: upload.user_id === null ? null : Number(upload.user_id),
      storeIds: [...new Set(infractions.map((infraction) => infraction.storeId))],
    }
  }
}

/**
 * The chat panel's list, pure (no imports: the unit tests load it as it is). The shapes are the
 * fields these helpers read or make of types.ts' ChatMessageView and ChatLiveMessage; the
 * typecheck of the pages holds them together.
 */
interface Listed {
  id: number
  isRead?: boolean
}

interface Attachment {
  type: 'image' | 'video' | 'otherFiles'
  url: string
  name: string
  extension: string
}

type SenderRole = 'buyer' | 'store' | 'admin'

/** A message as the conversation's channel pushes it: no names, labelled by role. */
interface LiveMessage {
  id: number
  message: string | null
  attachedFile: Attachment[] | null
  createdAt: string
  isRead: boolean
  senderUserId: number
  receiverUserId: number | null
  senderRole: SenderRole
  senderIsAdmin: boolean
}

/** Who reads, and how each side is named to them (the conversation of GET api.chat.index). */
interface Viewer {
  viewerId: number
  storeLabel: string
  buyerLabel: string
}

/** Messages by id, oldest first (ids grow with time). */
const byId = (a: Listed, b: Listed) => a.id - b.id

/** `current` with `incoming` added; a message already there is replaced by its newer copy. */
export function upsertMessages<M extends Listed>(current: M[], incoming: M[]): M[] {
  if (incoming.length === 0) return current
  const replaced = new Map(incoming.map((message) => [message.id, message]))
  const readBefore = new Set(current.filter((message) => message.isRead).map((m) => m.id))
  const kept = current.filter((message) => !replaced.has(message.id))
  // read is for good: a copy older than a 'chat.read' push (the send's own answer, which comes
  // after the receiver may already have read it) never takes the tick back
  const merged = incoming.map((message) =>
    readBefore.has(message.id) && !message.isRead ? { ...message, isRead: true } : message
  )
  return [...kept, ...merged].sort(byId)
}

/** The newest id of a list (0 when empty). */
export const newestId = (list: Listed[]) => list.reduce((max, item) => Math.max(max, item.id), 0)

/**
 * Page 1 read again (after a reconnection, the tab shown again, a poll): it replaces the newest
 * messages (so the ones deleted meanwhile go) and keeps the older pages already loaded. The
 * first load, a conversation that fits in page 1, or a page 1 that does not reach what was
 * loaded (more than a page came meanwhile) start the list over from page 1: `reset`. Messages
 * that came (pushed, or just sent) while page 1 was being read — newer than it and than
 * `knownBefore`, the newest id listed when the read started — stay.
 */
export function withPageOne<M extends Listed>(
  current: M[],
  pageOne: M[],
  hasMore: boolean,
  knownBefore: number
): { messages: M[]; reset: boolean } {
  const fresh = [...pageOne].sort(byId)
  const newest = newestId(fresh)
  const arrived = current.filter((message) => message.id > newest && message.id > knownBefore)
  const reaches = fresh.length > 0 && current.some((message) => message.id >= fresh[0].id)
  if (!hasMore || !reaches) {
    // nothing loaded yet, the whole conversation, or a gap between what was loaded and page 1
    return { messages: [...fresh, ...arrived], reset: true }
  }
  const older = current.filter((message) => message.id < fresh[0].id)
  return { messages: [...older, ...fresh, ...arrived], reset: false }
}

/**
 * How the viewer sees a sender's role (the live messages carry no names): the conversation's
 * labels of the store and the buyer, `adminLabel` ('Administrador') for an administrator.
 */
export function roleLabel(viewer: Viewer, role: SenderRole, adminLabel: string) {
  if (role === 'store') return viewer.storeLabel
  if (role === 'buyer') return viewer.buyerLabel
  return adminLabel
}

/** A pushed message as the list shows it (addressed to the viewer: they are its receiver). */
export function fromLive(live: LiveMessage, viewer: Viewer, adminLabel: string) {
  const mine = live.senderUserId === viewer.viewerId
  return {
    id: live.id,
    message: live.message,
    attachedFile: live.attachedFile ?? [],
    createdAt: live.createdAt,
    isRead: live.isRead,
    mine,
    addressedToMe: !mine && live.receiverUserId === viewer.viewerId,
    senderRole: live.senderRole,
    senderIsAdmin: live.senderIsAdmin,
    senderLabel: roleLabel(viewer, live.senderRole, adminLabel),
    receiverLabel: null,
  }
}

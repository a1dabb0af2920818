import drive from '@adonisjs/drive/services/main'

/**
 * Where a stored store file is served (a product photo, the logo): an upload key through the
 * disk; a path or a URL as it is.
 */
export async function photoUrl(photo: string) {
  if (/^https?:\/\//.test(photo) || photo.startsWith('/')) return photo
  return drive.use().getUrl(photo)
}

import drive from '@adonisjs/drive/services/main'

/** Where a stored photo is served: a key through the disk; a path or URL as it is. */
export async function productPhotoUrl(photo: string) {
  if (/^https?:\/\//.test(photo) || photo.startsWith('/')) return photo
  return drive.use().getUrl(photo)
}

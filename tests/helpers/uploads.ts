import type { ApiClient } from '@japa/api-client'
import type User from '#users/models/user'

/** A photo (`file`) uploaded through the upload endpoint by `user` (or a guest): its key. */
export async function uploadAs(
  client: ApiClient,
  user: User | null,
  purpose: 'detail' | 'property_card' | 'product_image' | (string & {}) = 'detail',
  file = 'tests/fixtures/photo.png'
) {
  const request = client
    .post('/api/uploads/image')
    .file('file', file)
    .field('purpose', purpose)
    .withCsrfToken()
    .accept('json')
  const response = user ? await request.loginAs(user) : await request
  response.assertStatus(201)
  return response.body().data.path as string
}

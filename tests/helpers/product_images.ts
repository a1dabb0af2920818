import { mkdir } from 'node:fs/promises'
import type { ApiClient } from '@japa/api-client'
import sharp from 'sharp'
import app from '@adonisjs/core/services/app'
import type User from '#users/models/user'
import { uploadAs } from '#tests/helpers/uploads'

/** Blank PNGs for the product photo forms: one big enough (600 × 600), one too small. */
const FIXTURES = app.makePath('tmp', 'product-image-fixtures')
export const BIG = `${FIXTURES}/big-600.png`
export const SMALL = `${FIXTURES}/small-400x300.png`

/** Writes BIG and SMALL (a group's setup). */
export async function makeFixtures() {
  await mkdir(FIXTURES, { recursive: true })
  const blank = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).png()
  await blank(600, 600).toFile(BIG)
  await blank(400, 300).toFile(SMALL)
}

/** A photo of `file` uploaded by `user` for a product image: its key. */
export function photoOf(client: ApiClient, user: User, file = BIG) {
  return uploadAs(client, user, 'product_image', file)
}

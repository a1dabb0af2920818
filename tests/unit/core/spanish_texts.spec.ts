import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Slips in the Spanish a person reads, found in the pages' and the server's texts: 'Aun no'
 * (still: 'Aún no'), and 'click' where Spanish says 'clic' ('Da clic', like the rest of the app).
 */
const SLIPS = [
  { pattern: /\baun no\b/i, fix: "'Aún no'" },
  { pattern: /\b(da|dar|haz|hacer|has dado) click\b/i, fix: "'clic'" },
]

async function sources(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

test.group('Spanish texts', () => {
  test('no "Aun no", no "Da click" in the app and its pages', async ({ assert }) => {
    const files = [...(await sources('app')), ...(await sources('inertia'))]
    assert.isAbove(files.length, 100)
    const found: string[] = []
    for (const file of files) {
      const lines = (await readFile(file, 'utf8')).split('\n')
      lines.forEach((line, index) => {
        for (const { pattern, fix } of SLIPS) {
          if (pattern.test(line)) found.push(`${file}:${index + 1} (${fix}): ${line.trim()}`)
        }
      })
    }
    assert.deepEqual(found, [])
  })
})

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * Mantine's styles per component instead of all of `@mantine/core/styles.css` (245 KiB, most of
 * it unused on any page) in the render-blocking stylesheet. Each module of inertia/ that imports
 * components from `@mantine/core` (or from `@mantine/dates`, `notifications`, `modals`, which use
 * core components) gets, at its top, the imports of the CSS files those components need: their
 * own and those of every component they are built on, found by following the imports of
 * Mantine's ES modules to their `X.module.mjs` class maps (`styles/X.css`). So a page's chunk
 * brings the styles of what it shows, and a dialog's chunk those of the dialog.
 *
 * The files are Mantine's `*.layer.css` (everything in `@layer mantine`, in the order of Mantine's
 * own styles.css): the order in which chunks' stylesheets arrive then cannot change what wins,
 * and the app's own CSS (inertia/css/app.css, outside any layer) wins over Mantine's as before.
 * The entry imports inertia/css/mantine.css: the baseline, default variables and global styles,
 * and the components on most pages, which are then left out here.
 */
export function mantineCssPerComponent(): Plugin {
  const require = createRequire(import.meta.url)
  /** A package's folder (their `exports` do not list package.json). */
  const packageDir = (pkg: string) => {
    let dir = dirname(require.resolve(pkg))
    while (!existsSync(join(dir, 'package.json')) || !dir.endsWith(pkg)) dir = dirname(dir)
    return dir
  }
  const coreDir = packageDir('@mantine/core')
  const stylesDir = join(coreDir, 'styles')

  /** Each CSS file's place in Mantine's styles.css: the order that keeps dependencies first. */
  const all = readFileSync(join(coreDir, 'styles.css'), 'utf8')
  const order = new Map<string, number>()
  for (const file of readdirSync(stylesDir).filter((f) => /^[A-Z]\w*\.css$/.test(f))) {
    const content = readFileSync(join(stylesDir, file), 'utf8').trim().slice(0, 300)
    order.set(basename(file, '.css'), all.indexOf(content))
  }

  /** Core export name → its module, from the package's index. */
  const modules = new Map<string, string>()
  const index = join(coreDir, 'esm/index.mjs')
  for (const m of readFileSync(index, 'utf8').matchAll(/import \{([^}]*)\} from "(\.[^"]+)"/g)) {
    for (const name of m[1].split(',')) modules.set(name.trim(), join(dirname(index), m[2]))
  }

  const importsOf = new Map<string, string[]>()
  function cssOfModule(file: string, seen: Set<string>, css: Set<string>) {
    if (seen.has(file)) return
    seen.add(file)
    if (file.endsWith('.module.mjs')) {
      const name = basename(file, '.module.mjs')
      if (order.has(name)) css.add(name)
    }
    if (!importsOf.has(file)) {
      const source = readFileSync(file, 'utf8')
      importsOf.set(
        file,
        [...source.matchAll(/from "(\.[^"]+)"/g)].map((m) => join(dirname(file), m[1]))
      )
    }
    for (const imported of importsOf.get(file)!) cssOfModule(imported, seen, css)
  }

  const cssOfName = new Map<string, Set<string>>()
  function cssOfCore(name: string) {
    if (!cssOfName.has(name)) {
      const css = new Set<string>()
      const module = modules.get(name)
      if (module) cssOfModule(module, new Set(), css)
      cssOfName.set(name, css)
    }
    return cssOfName.get(name)!
  }

  /** Another Mantine package: the core components its modules use, and its own stylesheet. */
  const packages = new Map<string, { core: string[]; sheet: string | null }>()
  function mantinePackage(pkg: string) {
    if (!packages.has(pkg)) {
      const dir = packageDir(pkg)
      const core = new Set<string>()
      for (const entry of readdirSync(join(dir, 'esm'), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue
        const source = readFileSync(join(entry.parentPath, entry.name), 'utf8')
        for (const m of source.matchAll(/import \{([^}]*)\} from "@mantine\/core"/g)) {
          for (const name of m[1].split(',')) core.add(name.trim())
        }
      }
      const sheet = existsSync(join(dir, 'styles.layer.css')) ? `${pkg}/styles.layer.css` : null
      packages.set(pkg, { core: [...core], sheet })
    }
    return packages.get(pkg)!
  }

  /** The files the entry's inertia/css/mantine.css already brings, each with its dependencies. */
  const sharedSheet = readFileSync(
    fileURLToPath(new URL('../inertia/css/mantine.css', import.meta.url)),
    'utf8'
  )
  const shared = new Set(
    [...sharedSheet.matchAll(/@import '@mantine\/core\/styles\/(\w+)\.layer\.css'/g)].map(
      (m) => m[1]
    )
  )
  for (const name of shared) {
    const missing = [...cssOfCore(name)].filter((dep) => order.has(dep) && !shared.has(dep))
    if (missing.length)
      throw new Error(`inertia/css/mantine.css: ${name} needs ${missing.join(', ')}`)
  }

  const MANTINE_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"](@mantine\/[\w-]+)['"]/g
  return {
    name: 'repuestos:mantine-css-per-component',
    enforce: 'pre',
    transform(code, id) {
      const path = id.replaceAll('\\', '/')
      if (!/\/inertia\/.*\.tsx?$/.test(path) || path.includes('/node_modules/')) return null
      const css = new Set<string>()
      const sheets = new Set<string>()
      for (const [, typeOnly, names, pkg] of code.matchAll(MANTINE_IMPORT)) {
        if (typeOnly || pkg === '@mantine/hooks' || pkg === '@mantine/form') continue
        const used =
          pkg === '@mantine/core'
            ? names
                .split(',')
                .map((n) => n.trim())
                .filter((n) => n && !n.startsWith('type '))
                .map((n) => n.split(/\s+as\s+/)[0])
            : mantinePackage(pkg).core
        for (const name of used) {
          for (const file of cssOfCore(name)) if (!shared.has(file)) css.add(file)
        }
        const sheet = pkg === '@mantine/core' ? null : mantinePackage(pkg).sheet
        if (sheet && !sharedSheet.includes(`'${sheet}'`)) sheets.add(sheet)
      }
      if (css.size === 0 && sheets.size === 0) return null
      const files = [...css].sort((a, b) => order.get(a)! - order.get(b)!)
      const imports = [
        ...files.map((file) => `import '@mantine/core/styles/${file}.layer.css';`),
        ...[...sheets].map((sheet) => `import '${sheet}';`),
      ]
      // on the first line, so the module's own lines keep their numbers
      return { code: imports.join('') + code, map: null }
    },
  }
}

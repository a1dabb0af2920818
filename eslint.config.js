import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'
import moduleBoundaries from './eslint/module_boundaries.js'

/** Module boundaries on every import form: see eslint/module_boundaries.js. */
const boundaries = {
  name: 'Module boundaries',
  files: ['app/**/*.{ts,tsx}'],
  plugins: { repuestos: moduleBoundaries },
  rules: { 'repuestos/module-boundaries': 'error' },
}

export default configApp(
  boundaries,
  ...react,
  {
    name: 'Project choices',
    rules: {
      /** `(await query()).length` style reads fine in tests and factories. */
      '@unicorn/no-await-expression-member': 'off',
      /** Pages use Inertia's own Link (no Tuyau route registry in this app). */
      '@adonisjs/prefer-adonisjs-inertia-link': 'off',
    },
  },
  { ignores: ['.adonisjs/**', 'public/**', 'build/**', 'tmp/**', 'bench/**'] }
)

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
  {
    name: 'Forms are @mantine/form',
    files: ['inertia/**/*.{ts,tsx}'],
    rules: {
      /**
       * Inertia's form helpers run on laravel-precognition, which the browser bundle leaves out
       * (vite.config.ts, inertia/lib/precognition_off.ts); forms use @mantine/form.
       */
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@inertiajs/react',
              importNames: ['useForm', 'useFormContext', 'useHttp', 'Form'],
              message: 'Los formularios usan @mantine/form (inertia/lib/precognition_off.ts).',
            },
          ],
        },
      ],
    },
  },
  { ignores: ['.adonisjs/**', 'public/**', 'build/**', 'tmp/**', 'bench/**'] }
)

import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

/**
 * Module boundaries: lower modules (core, users, stores, garage, catalog) never import
 * higher ones (quotations, orders, chat, notifications, moderation, reports); they talk
 * through events instead.
 */
const HIGHER_MODULES = ['quotations', 'orders', 'chat', 'notifications', 'moderation', 'reports']
const LOWER_MODULES = ['core', 'users', 'stores', 'garage', 'catalog']

const boundaries = {
  name: 'Module boundaries',
  files: LOWER_MODULES.map((module) => `app/${module}/**/*.ts`),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // A regex: in gitignore-style `group` patterns a leading `#` starts a comment.
            regex: `^#(${HIGHER_MODULES.join('|')})/`,
            message:
              'A lower module (core, users, stores, garage, catalog) must not import a higher one: emit an event instead.',
          },
        ],
      },
    ],
  },
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

import { test } from '@japa/runner'
import { ESLint } from 'eslint'
import { join } from 'node:path'

/**
 * The lint rule of eslint/module_boundaries.js on every import form. Each sample is linted as if
 * it were the named file, with the project's own eslint.config.js.
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(process.cwd(), file) })
  return result.messages
    .filter((message) => message.ruleId === 'repuestos/module-boundaries')
    .map((message) => message.message)
}

test.group('Lint: module boundaries', () => {
  test('{title}')
    .with([
      {
        title: 'a relative import into another module is refused',
        file: 'app/users/rules/sample.ts',
        code: "import { COUNTRIES } from '../../core/country/country.js'\nexport default COUNTRIES\n",
        refused: /alias \(#core\/\.\.\.\)/,
      },
      {
        title: 'a relative import into a higher module is refused twice over',
        file: 'app/garage/rules/sample.ts',
        code: "import { x } from '../../quotations/rules/details.js'\nexport default x\n",
        refused: /higher module quotations/,
      },
      {
        title: 'a dynamic import() of a higher module is refused',
        file: 'app/stores/actions/sample.ts',
        code: "export const load = () => import('#orders/models/cart_shopping_header')\n",
        refused: /higher module orders/,
      },
      {
        title: 'a re-export from a higher module is refused',
        file: 'app/catalog/rules/sample.ts',
        code: "export { default } from '#chat/models/chat_message'\n",
        refused: /higher module chat/,
      },
      {
        title: 'require() of a higher module is refused',
        file: 'app/core/services/sample.ts',
        code: "export const m = require('#quotations/models/quotation')\n",
        refused: /higher module quotations/,
      },
      {
        title: 'a lower module may not even import a type of a higher one',
        file: 'app/users/models/sample.ts',
        code: "import type Quotation from '#quotations/models/quotation'\nexport type Q = Quotation\n",
        refused: /not even a type/,
      },
      {
        title: 'quotations may not load orders at run time',
        file: 'app/quotations/models/sample.ts',
        code: "import CartShoppingHeader from '#orders/models/cart_shopping_header'\nexport default CartShoppingHeader\n",
        refused: /higher module orders/,
      },
      {
        title: 'a relative path out of app/ is refused',
        file: 'app/users/actions/sample.ts',
        code: "import config from '../../../config/app.js'\nexport default config\n",
        refused: /outside app\//,
      },
    ])
    .run(async ({ assert }, { file, code, refused }) => {
      const errors = await boundaryErrors(file, code)
      assert.isTrue(
        errors.some((message) => refused.test(message)),
        `expected ${refused} in ${JSON.stringify(errors)}`
      )
    })
    .timeout(30_000)

  test('{title}')
    .with([
      {
        title: 'a lower module imports another lower module by alias',
        file: 'app/garage/rules/sample.ts',
        code: "import { normalizeVin } from '#catalog/rules/vin'\nexport default normalizeVin\n",
      },
      {
        title: 'a relative import inside the module is fine',
        file: 'app/garage/rules/sample.ts',
        code: "import { normalizePlate } from './plate.js'\nexport default normalizePlate\n",
      },
      {
        title: 'quotations names the type of a relation orders adds',
        file: 'app/quotations/models/sample.ts',
        code: "import type CartShoppingHeader from '#orders/models/cart_shopping_header'\nexport type C = CartShoppingHeader\n",
      },
      {
        title: 'a higher module imports a lower one',
        file: 'app/orders/models/sample.ts',
        code: "import Quotation from '#quotations/models/quotation'\nexport default Quotation\n",
      },
    ])
    .run(async ({ assert }, { file, code }) => {
      assert.deepEqual(await boundaryErrors(file, code), [])
    })
    .timeout(30_000)

  test('the app itself passes the rule', async ({ assert }) => {
    const results = await eslint.lintFiles(['app/**/models/*.ts', 'app/**/rules/*.ts'])
    const errors = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'repuestos/module-boundaries')
        .map((message) => `${result.filePath}:${message.line} ${message.message}`)
    )
    assert.deepEqual(errors, [])
  }).timeout(60_000)
})

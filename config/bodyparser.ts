import { defineConfig } from '@adonisjs/core/bodyparser'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
  },
  multipart: {
    autoProcess: true,
    convertEmptyStringsToNull: true,
    processManually: [],
    // The bodyparser counts file bytes only and answers a bare 413 past this limit: kept a little
    // above the largest file a form accepts (chat attachments, 20 MB) so that a slightly larger
    // file still reaches the validator and gets its Spanish message.
    limit: '21mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig

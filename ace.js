/*
|--------------------------------------------------------------------------
| JavaScript entrypoint for running ace commands
|--------------------------------------------------------------------------
|
| ts-exec compiles TypeScript on the fly (Node.js 24 and above).
|
*/
import '@poppinss/ts-exec'

await import('./bin/console.js')

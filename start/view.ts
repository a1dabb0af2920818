/*
|--------------------------------------------------------------------------
| Edge globals
|--------------------------------------------------------------------------
|
| The `@inertia()` tag of the root view renders the page's JSON through our own `inertia`
| global, which escapes `<`, `>`, `&`, U+2028 and U+2029 (app/core/services/page_json.ts):
| text that one person writes can never close the script or hide the app's root. Edge runs its
| plugins, in the order they were added, when the first view renders: @adonisjs/inertia's
| plugin (added by its provider) defines its `inertia` global then, and ours, added after it
| (preloads run once the providers have booted), replaces it.
*/
import edge from 'edge.js'
import { inertiaRoot } from '#core/services/page_json'

edge.use((instance) => {
  instance.global('inertia', inertiaRoot)
})

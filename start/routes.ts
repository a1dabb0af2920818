/*
|--------------------------------------------------------------------------
| Routes
|--------------------------------------------------------------------------
|
| Each module owns its routes; this file only imports them.
|
*/
import '#core/routes'
import '#users/routes'

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
import '#catalog/routes'
import '#garage/routes'
import '#stores/routes'
import '#quotations/routes'
import '#orders/routes'
import '#moderation/routes'
import '#notifications/routes'
import '#chat/routes'
import '#reports/routes'
import '#staff/routes'
import '#integrations/routes/store_tokens'
import '#integrations/routes/webhooks'

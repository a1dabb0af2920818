/*
|--------------------------------------------------------------------------
| Relations declared by higher modules
|--------------------------------------------------------------------------
|
| A higher module (orders, moderation) adds its relations to a lower module's models here, so
| the lower models never import the higher ones (no import cycle between modules).
|
*/
import { registerOrderRelations } from '#orders/models/quotation_relations'
import { registerModerationRelations } from '#moderation/models/quotation_relations'

registerOrderRelations()
registerModerationRelations()

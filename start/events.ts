/*
|--------------------------------------------------------------------------
| Event listeners
|--------------------------------------------------------------------------
|
| Lower modules announce what happened through events; higher modules listen here.
|
*/

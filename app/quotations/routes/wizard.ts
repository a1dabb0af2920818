import router from '@adonisjs/core/services/router'

void router

import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const LoginController = () => import('#users/controllers/login_controller')
const AuthenticationCodesController = () =>
  import('#users/controllers/authentication_codes_controller')
const RegistrationController = () => import('#users/controllers/registration_controller')
const LogoutController = () => import('#users/controllers/logout_controller')
const PasswordRecoveryController = () => import('#users/controllers/password_recovery_controller')
const SessionControlController = () => import('#users/controllers/session_control_controller')
const AccessTokensController = () => import('#users/controllers/access_tokens_controller')
const PreferencesController = () => import('#users/controllers/preferences_controller')
const NotificationPreferencesController = () =>
  import('#users/controllers/notification_preferences_controller')
const UnsubscribeController = () => import('#users/controllers/unsubscribe_controller')

/* Pages and form calls */
router.get(p('/users/page/login'), [LoginController, 'show']).as('users.login')
router.get(p('/users/page/register'), [RegistrationController, 'show']).as('users.register')
router.post(p('/users/page/loginAjax'), [LoginController, 'withPassword']).as('users.loginAjax')
router.post(p('/users/page/logInWithCode'), [LoginController, 'withCode']).as('users.logInWithCode')
router
  .post(p('/users/page/registerAjax'), [RegistrationController, 'store'])
  .as('users.registerAjax')
router.post(p('/users/page/logout'), [LogoutController, 'handle']).as('users.logout')
router
  .post(p('/users/page/passwordRecovery'), [PasswordRecoveryController, 'store'])
  .as('users.passwordRecovery')
router
  .get(p('/users/page/resetPassword/:token'), [PasswordRecoveryController, 'showReset'])
  .as('users.resetPassword.show')
router
  .post(p('/users/page/resetPassword'), [PasswordRecoveryController, 'reset'])
  .as('users.resetPassword')
router
  .get(p('/users/page/verifyEmail/:token'), [PasswordRecoveryController, 'verifyEmail'])
  .as('users.verifyEmail')

/*
 * Notification settings (issue 21 item 3): the signed-in person's page (linked from the user
 * menu and every e-mail's footer), and the signed unsubscribe link of the e-mails (GET: a page
 * that asks; POST: RFC 8058 one-click, no session, exempt from CSRF in config/shield.ts).
 */
router
  .get(p('/usuario/notificaciones'), [NotificationPreferencesController, 'show'])
  .as('users.notifications')
  .use(middleware.auth({ guards: ['web'] }))
router
  .get(p('/usuario/notificaciones/baja/:userId/:kind/:signature'), [UnsubscribeController, 'show'])
  .as('users.unsubscribe')
  .where('userId', /^\d+$/)
router
  .post(p('/usuario/notificaciones/baja/:userId/:kind/:signature'), [
    UnsubscribeController,
    'store',
  ])
  .as('users.unsubscribe.oneClick')
  .where('userId', /^\d+$/)

/* JSON API */
router
  .group(() => {
    router
      .post('/users/authenticationCode', [AuthenticationCodesController, 'store'])
      .as('authenticationCode.store')
    router
      .post('/users/authenticationCode/validateCodeAndAssignUser', [
        AuthenticationCodesController,
        'validateAndAssign',
      ])
      .as('authenticationCode.validateAndAssign')
    router
      .get('/core/sessionControlData/:userId', [SessionControlController, 'show'])
      .as('sessionControlData')
      .where('userId', /^\d+$/)
    router.post('/auth/tokens', [AccessTokensController, 'store']).as('tokens.store')
    router
      .group(() => {
        router.get('/auth/tokens', [AccessTokensController, 'index']).as('tokens.index')
        router.delete('/auth/tokens/:id', [AccessTokensController, 'destroy']).as('tokens.destroy')
        router
          .patch('/users/users/viewMode', [PreferencesController, 'viewMode'])
          .as('users.viewMode')
        router
          .patch('/users/notificationPreferences', [NotificationPreferencesController, 'update'])
          .as('users.notificationPreferences')
      })
      .use(middleware.auth({ guards: ['api', 'web'] }))
  })
  .prefix(p('/api'))
  .as('api')

/* The user's agenda (doc 1 §7 Agenda). */
const ActivitiesAgendaController = () => import('#users/controllers/activities_agenda_controller')

router
  .group(() => {
    router.get('/', [ActivitiesAgendaController, 'index']).as('index')
    router.post('/', [ActivitiesAgendaController, 'store']).as('store')
    router.patch('/:id', [ActivitiesAgendaController, 'update']).as('update').where('id', /^\d+$/)
    router
      .delete('/:id', [ActivitiesAgendaController, 'destroy'])
      .as('destroy')
      .where('id', /^\d+$/)
  })
  .prefix(p('/api/users/activitiesAgenda'))
  .as('api.agenda')
  .use(middleware.auth({ guards: ['api', 'web'] }))

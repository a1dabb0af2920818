import { lazy, Suspense } from 'react'
import { Modal } from '@mantine/core'
import { usePage } from '@inertiajs/react'
import { Loading } from '~/components/loading'
import { urlFor } from '~/lib/routes'
import type { AuthModalId, AuthModalOptions } from './auth_modals'
import { AUTH_TEXTS as T } from './texts'

/**
 * The forms load when their modal first opens (every page has the modals, few open them), so
 * the sign-in code is not part of each page's initial JavaScript.
 */
const LoginForm = lazy(() =>
  import('~/components/auth/login_form').then((m) => ({ default: m.LoginForm }))
)
const RegisterForm = lazy(() =>
  import('~/components/auth/register_form').then((m) => ({ default: m.RegisterForm }))
)
const PasswordRecoveryForm = lazy(() =>
  import('~/components/auth/password_recovery_form').then((m) => ({
    default: m.PasswordRecoveryForm,
  }))
)

/** The three sign-in modals of doc 1 §2; AuthModalsProvider mounts them on the first open. */
export function AuthModalViews({
  current,
  mobile,
  reason,
  open,
  close,
}: {
  current: AuthModalId | null
  mobile?: string
  reason?: string
  open: (id: AuthModalId, options?: AuthModalOptions) => void
  close: () => void
}) {
  const onRegisterPage = usePage().url.startsWith(urlFor('users.register'))
  return (
    <>
      <Modal
        opened={current === 'loginModal'}
        onClose={close}
        title={T.loginTitle}
        centered
        id="loginModal"
      >
        <Suspense fallback={<Loading />}>
          <LoginForm
            hideSignUp={onRegisterPage}
            reason={reason}
            onSignUp={(number) => open('signUpModal', { mobile: number })}
            onForgotPassword={() => open('passRecoveryModal')}
          />
        </Suspense>
      </Modal>
      <Modal
        opened={current === 'signUpModal'}
        onClose={close}
        title={T.signUp}
        centered
        size="lg"
        id="signUpModal"
      >
        <Suspense fallback={<Loading />}>
          <RegisterForm initialMobile={mobile} onLogin={() => open('loginModal')} />
        </Suspense>
      </Modal>
      <Modal
        opened={current === 'passRecoveryModal'}
        onClose={close}
        title={T.recoveryTitle}
        centered
        id="passRecoveryModal"
      >
        <Suspense fallback={<Loading />}>
          <PasswordRecoveryForm onBack={() => open('loginModal')} />
        </Suspense>
      </Modal>
    </>
  )
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { Modal } from '@mantine/core'
import { usePage } from '@inertiajs/react'
import { LoginForm } from '~/components/auth/login_form'
import { RegisterForm } from '~/components/auth/register_form'
import { PasswordRecoveryForm } from '~/components/auth/password_recovery_form'

/**
 * The sign-in modals of doc 1 §2, opened by id: the login modal, signUpModal and
 * passRecoveryModal. Any component opens them with `useAuthModals().open(id)`.
 */
export type AuthModalId = 'loginModal' | 'signUpModal' | 'passRecoveryModal'

interface AuthModalsContext {
  open: (id: AuthModalId, options?: { mobile?: string; reason?: string }) => void
  close: () => void
}

const Context = createContext<AuthModalsContext>({ open: () => {}, close: () => {} })

export function useAuthModals() {
  return useContext(Context)
}

export function AuthModalsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AuthModalId | null>(null)
  const [mobile, setMobile] = useState<string | undefined>()
  const [reason, setReason] = useState<string | undefined>()

  const open = useCallback((id: AuthModalId, options?: { mobile?: string; reason?: string }) => {
    setMobile(options?.mobile)
    setReason(options?.reason)
    setCurrent(id)
  }, [])
  const close = useCallback(() => setCurrent(null), [])
  const value = useMemo(() => ({ open, close }), [open, close])
  const onRegisterPage = usePage().url.includes('/users/page/register')

  return (
    <Context.Provider value={value}>
      {children}
      <Modal
        opened={current === 'loginModal'}
        onClose={close}
        title="Ingresa a tu cuenta"
        centered
        id="loginModal"
      >
        <LoginForm
          hideSignUp={onRegisterPage}
          reason={reason}
          onSignUp={(number) => open('signUpModal', { mobile: number })}
          onForgotPassword={() => open('passRecoveryModal')}
        />
      </Modal>
      <Modal
        opened={current === 'signUpModal'}
        onClose={close}
        title="Crea tu cuenta"
        centered
        size="lg"
        id="signUpModal"
      >
        <RegisterForm initialMobile={mobile} onLogin={() => open('loginModal')} />
      </Modal>
      <Modal
        opened={current === 'passRecoveryModal'}
        onClose={close}
        title="Recupera tu contraseña"
        centered
        id="passRecoveryModal"
      >
        <PasswordRecoveryForm onBack={() => open('loginModal')} />
      </Modal>
    </Context.Provider>
  )
}

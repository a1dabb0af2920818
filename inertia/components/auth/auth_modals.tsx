import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react'

/**
 * The modals (Mantine's Modal, its focus trap and scroll lock) load on the first open, and each
 * form when its modal first opens: every page has the sign-in modals, few open them.
 */
const AuthModalViews = lazy(() =>
  import('~/components/auth/auth_modal_views').then((m) => ({ default: m.AuthModalViews }))
)

/**
 * The sign-in modals of doc 1 §2, opened by id: the login modal, signUpModal and
 * passRecoveryModal. Any component opens them with `useAuthModals().open(id)`.
 */
export type AuthModalId = 'loginModal' | 'signUpModal' | 'passRecoveryModal'
export type AuthModalOptions = { mobile?: string; reason?: string }

interface AuthModalsContext {
  open: (id: AuthModalId, options?: AuthModalOptions) => void
  close: () => void
}

const Context = createContext<AuthModalsContext>({ open: () => {}, close: () => {} })

export function useAuthModals() {
  return useContext(Context)
}

export function AuthModalsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AuthModalId | null>(null)
  const [everOpened, setEverOpened] = useState(false)
  const [mobile, setMobile] = useState<string | undefined>()
  const [reason, setReason] = useState<string | undefined>()

  const open = useCallback((id: AuthModalId, options?: AuthModalOptions) => {
    setMobile(options?.mobile)
    setReason(options?.reason)
    setCurrent(id)
    setEverOpened(true)
  }, [])
  const close = useCallback(() => setCurrent(null), [])
  const value = useMemo(() => ({ open, close }), [open, close])

  return (
    <Context.Provider value={value}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <AuthModalViews
            current={current}
            mobile={mobile}
            reason={reason}
            open={open}
            close={close}
          />
        </Suspense>
      )}
    </Context.Provider>
  )
}

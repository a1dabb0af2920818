import { Checkbox, PasswordInput, SimpleGrid } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { AUTH_TEXTS as T } from './texts'

/** The fields of a new account that every sign-up form shares (the person's, the store's). */
export interface AccountValues {
  full_name: string
  email: string
  password: string
  password_confirmation: string
  conditions: boolean
}

/**
 * The browser's checks of a new account's fields, with the server's own Spanish messages. `asked`
 * says whether the form asks for an account at all (the store sign-up does only for a guest).
 */
export function accountRules(asked: () => boolean = () => true) {
  const when =
    <A extends unknown[]>(rule: (...args: A) => string | null) =>
    (...args: A) =>
      asked() ? rule(...args) : null
  return {
    full_name: when((v: string) => (v.trim().length >= 3 ? null : T.fullNameRequired)),
    email: when((v: string) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : T.emailInvalid)),
    password: when((v: string) => (v.length >= 8 ? null : T.passwordTooShort)),
    password_confirmation: when((v: string, values: AccountValues) =>
      v === values.password ? null : T.passwordsDiffer
    ),
    conditions: when((v: boolean) => (v ? null : T.conditionsRequired)),
  }
}

/** 'Contraseña' and 'Confirma la contraseña', side by side from the small breakpoint. */
export function PasswordPair<V extends AccountValues>({ form }: { form: UseFormReturnType<V> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <PasswordInput
        label={T.password}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={T.passwordConfirmation}
        autoComplete="new-password"
        required
        {...form.getInputProps('password_confirmation')}
      />
    </SimpleGrid>
  )
}

/** The terms' checkbox, with the form's own wording. */
export function AcceptConditions<V extends AccountValues>({
  form,
  label,
}: {
  form: UseFormReturnType<V>
  label: string
}) {
  return <Checkbox label={label} {...form.getInputProps('conditions', { type: 'checkbox' })} />
}

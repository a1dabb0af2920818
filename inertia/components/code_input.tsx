import { PinInput, type PinInputProps } from '@mantine/core'

/**
 * The six boxes of a WhatsApp code. The boxes share the width they are given (up to 44 px
 * each) instead of keeping a fixed size, so the code fits a 320–375 px phone even inside a
 * card, an accordion or a modal. The boxes are a group named by `aria-label`, each box by its
 * place ('Código de verificación, dígito 1'), never Mantine's English 'PinInput'.
 */
export function CodeInput({
  'aria-label': label = 'Código de verificación',
  ...props
}: Omit<PinInputProps, 'length' | 'type' | 'styles' | 'ariaLabel' | 'getInputProps'> & {
  'aria-label'?: string
}) {
  return (
    <PinInput
      length={6}
      type="number"
      oneTimeCode
      size="md"
      gap={6}
      role="group"
      aria-label={label}
      getInputProps={(index) => ({ 'aria-label': `${label}, dígito ${index + 1}` })}
      {...props}
      styles={{
        root: { width: '100%', maxWidth: 6 * 44 + 5 * 6, marginInline: 'auto' },
        pinInput: { flex: '1 1 0', minWidth: 0 },
        input: { width: '100%', minWidth: 0, paddingInline: 0 },
      }}
    />
  )
}

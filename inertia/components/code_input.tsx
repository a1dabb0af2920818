import { PinInput, type PinInputProps } from '@mantine/core'

/**
 * The six boxes of a WhatsApp code. The boxes share the width they are given (up to 44 px
 * each) instead of keeping a fixed size, so the code fits a 320–375 px phone even inside a
 * card, an accordion or a modal.
 */
export function CodeInput(props: Omit<PinInputProps, 'length' | 'type' | 'styles'>) {
  return (
    <PinInput
      length={6}
      type="number"
      oneTimeCode
      size="md"
      gap={6}
      {...props}
      styles={{
        root: { width: '100%', maxWidth: 6 * 44 + 5 * 6, marginInline: 'auto' },
        pinInput: { flex: '1 1 0', minWidth: 0 },
        input: { width: '100%', minWidth: 0, paddingInline: 0 },
      }}
    />
  )
}

import { useState } from 'react'
import { Button, Group, Modal, SimpleGrid, Text, TextInput } from '@mantine/core'
import type { RimDimensions } from '@rules/quotations/rules/details'
import { rimDimensionsComplete } from '@rules/quotations/rules/details'

/**
 * Tyre-dimensions modal (doc 2 §2 step 4): width, profile and RIN; 'Guardar' is enabled only
 * when all three are filled. 'No es una llanta' closes it without dimensions (a "goma" may be
 * a door seal).
 */
export function TyreModal(props: {
  opened: boolean
  partName: string
  initial: RimDimensions | null
  onSave: (rim: RimDimensions) => void
  onSkip: () => void
}) {
  return (
    <Modal opened={props.opened} onClose={props.onSkip} title="Medidas de la llanta" centered>
      {/* a fresh form each time the modal opens */}
      {props.opened && <TyreForm {...props} />}
    </Modal>
  )
}

function TyreForm({
  partName,
  initial,
  onSave,
  onSkip,
}: {
  partName: string
  initial: RimDimensions | null
  onSave: (rim: RimDimensions) => void
  onSkip: () => void
}) {
  const [rim, setRim] = useState<RimDimensions>(
    initial ?? { rimWidth: '', rimProfile: '', rinSize: '' }
  )

  const field = (key: keyof RimDimensions) => ({
    value: rim[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setRim({ ...rim, [key]: event.currentTarget.value.slice(0, 16) }),
  })

  return (
    <>
      <Text size="sm" mb="sm">
        Para cotizar «{partName}» necesitamos las medidas que aparecen en el costado de la llanta,
        por ejemplo 205 / 55 / R16.
      </Text>
      <SimpleGrid cols={3} spacing="sm">
        <TextInput
          label="Ancho"
          placeholder="205"
          inputMode="numeric"
          {...field('rimWidth')}
          data-autofocus
        />
        <TextInput label="Perfil" placeholder="55" inputMode="numeric" {...field('rimProfile')} />
        <TextInput label="RIN" placeholder="R16" {...field('rinSize')} />
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onSkip}>
          No es una llanta
        </Button>
        <Button disabled={!rimDimensionsComplete(rim)} onClick={() => onSave(rim)}>
          Guardar
        </Button>
      </Group>
    </>
  )
}

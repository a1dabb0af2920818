import { Modal } from '@mantine/core'
import { GarageVehicleEditor, type EditorMode } from '~/components/vehicle/garage_vehicle_editor'
import type { VehicleFormValues } from '~/components/vehicle/vehicle_form'

export interface GarageEditing {
  mode: EditorMode
  id: number | null
  vehicle: VehicleFormValues
}

/**
 * The garage's add, edit and view dialog (the vehicle form and its rules), loaded by the garage
 * page on its first open.
 */
export function GarageEditorModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: GarageEditing | null
  onClose: () => void
  onSaved: (editing: GarageEditing) => void
}) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={
        editing?.mode === 'create'
          ? 'Agregar vehículo'
          : editing?.mode === 'view'
            ? 'Vehículo verificado'
            : 'Editar vehículo'
      }
      size="xl"
      centered
    >
      {editing && (
        <GarageVehicleEditor
          key={editing.id ?? 'new'}
          mode={editing.mode}
          id={editing.id}
          initial={editing.vehicle}
          onCancel={onClose}
          onSaved={() => onSaved(editing)}
        />
      )}
    </Modal>
  )
}

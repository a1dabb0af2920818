import {
  ACTIVITY_DATE_MAX,
  ACTIVITY_DATE_MIN,
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_MESSAGES,
  ACTIVITY_NAME_MAX,
  ACTIVITY_STATE_LABELS,
} from '@rules/users/rules/activity'

/** Texts of the agenda (doc 1 §2 calendar modal, §3 Activity, §5, §8). */
export const AGENDA_TEXTS = {
  title: 'Programar una actividad en tu agenda',
  editTitle: 'Editar actividad de tu agenda',
  name: 'Nombre',
  namePlaceholder: 'Ej.: Llamar al cliente',
  date: 'Fecha y hora',
  datePlaceholder: 'Elige la fecha y la hora',
  description: 'Descripción',
  descriptionPlaceholder: '¿Qué debes hacer?',
  state: 'Estado',
  states: ACTIVITY_STATE_LABELS,
  cancel: 'Cancelar',
  save: 'Guardar',
  /** 'n / 256' under the description. */
  counter: (length: number) => `${length} / ${ACTIVITY_DESCRIPTION_MAX}`,
  nameRequired: ACTIVITY_MESSAGES.nameRequired,
  nameMax: ACTIVITY_MESSAGES.nameMax,
  nameLimit: ACTIVITY_NAME_MAX,
  dateRequired: ACTIVITY_MESSAGES.dateRequired,
  dateOutOfRange: ACTIVITY_MESSAGES.dateOutOfRange,
  dateMin: ACTIVITY_DATE_MIN,
  dateMax: ACTIVITY_DATE_MAX,
  descriptionRequired: ACTIVITY_MESSAGES.descriptionRequired,
  descriptionMax: ACTIVITY_MESSAGES.descriptionMax,
  descriptionLimit: ACTIVITY_DESCRIPTION_MAX,
  created: ACTIVITY_MESSAGES.created,
  updated: ACTIVITY_MESSAGES.updated,
  errorTitle: 'No se pudo guardar la actividad',
} as const

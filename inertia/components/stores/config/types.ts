/** The configuration page's props (StoreConfigQuery on the server). */
export type { StoreConfigView } from '@rules/stores/rules/store_config_rules'

/** What every section of the page receives: the view, whether the user edits, the fresh view. */
export interface SectionProps {
  view: import('@rules/stores/rules/store_config_rules').StoreConfigView
  canEdit: boolean
  onSaved: (view: import('@rules/stores/rules/store_config_rules').StoreConfigView) => void
}

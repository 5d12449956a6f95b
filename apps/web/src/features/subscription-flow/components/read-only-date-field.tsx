// Moved to components/ (the contracts' effect-date dialog uses it too); step 4 still imports it from here.
export { ReadOnlyDateField } from '../../../components/read-only-date-field';

import { useReferenceItems } from './reference-items';

/**
 * The cities an office may stand in: the console's own list (a city just added under Référentiels is
 * there at once), switched-off ones included so that an office already in one keeps its city shown.
 */
export const useCities = () => useReferenceItems('cities');

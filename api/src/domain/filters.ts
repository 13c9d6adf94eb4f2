// The filter overlays of steps 2 and 3 (branch offices, destinations): the rows grouped by region or continent,
// the checked ones marked, with the overlay's texts.
import type { Culture, FilterGroup } from '@checkout/shared/contract';

export type FilterCategory = 'agencies' | 'destinations';

/** Texts of the filter overlays, sent as `resources` with each filter answer. */
export const FILTER_RESOURCES: Record<FilterCategory, Record<Culture, Record<string, string>>> = {
  agencies: {
    'de-CH': {
      title: 'Filiale wählen',
      searchPlaceholder: 'Filiale oder Ort suchen',
      reset: 'Zurücksetzen',
      save: 'Übernehmen',
    },
    'fr-CH': {
      title: 'Choisir une agence',
      searchPlaceholder: 'Rechercher une agence ou un lieu',
      reset: 'Réinitialiser',
      save: 'Appliquer',
    },
  },
  destinations: {
    'de-CH': {
      title: 'Reiseziel wählen',
      searchPlaceholder: 'Reiseziel suchen',
      reset: 'Zurücksetzen',
      save: 'Übernehmen',
    },
    'fr-CH': {
      title: 'Choisir une destination',
      searchPlaceholder: 'Rechercher une destination',
      reset: 'Réinitialiser',
      save: 'Appliquer',
    },
  },
};

export const FILTER_CAT_NICE: Record<FilterCategory, Record<Culture, string>> = {
  agencies: { 'de-CH': 'Filialen', 'fr-CH': 'Agences' },
  destinations: { 'de-CH': 'Reiseziele', 'fr-CH': 'Destinations' },
};

/** One filter entry with the group it belongs to, in the request's culture and display order. */
export interface FilterRow {
  groupId: string;
  groupTitle: string;
  id: string;
  label: string;
  /** Agencies only. */
  city?: string;
  /** Agencies only. */
  noSpecialHours?: boolean;
}

/** Groups ordered rows by their group, marking the checked ids; agencies carry city and special hours. */
export const groupFilterRows = (
  rows: readonly FilterRow[],
  checked: ReadonlySet<string>,
  category: FilterCategory,
): FilterGroup[] => {
  const groups = new Map<string, FilterGroup>();
  for (const row of rows) {
    const g = groups.get(row.groupId) ?? { titleGroup: row.groupTitle, filters: [] };
    g.filters.push({
      id: row.id,
      label: row.label,
      isChecked: checked.has(row.id),
      ...(category === 'agencies'
        ? { noAppointmentsForSpecialHours: row.noSpecialHours ?? false, city: row.city ?? '' }
        : {}),
    });
    groups.set(row.groupId, g);
  }
  return [...groups.values()];
};

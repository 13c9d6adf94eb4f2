import type { FilterGroup } from '../contract';
import { searchFilterGroups } from './filter-store';
import { createTestStore as makeStore } from '@checkout/dev-kit/testing';

const groups: FilterGroup[] = [
  {
    titleGroup: 'Europa',
    filters: [
      { id: 'it', label: 'Italien', isChecked: false },
      { id: 'gr', label: 'Griechenland', isChecked: false },
    ],
  },
  {
    titleGroup: 'Asien',
    filters: [
      { id: 'jp', label: 'Japan', isChecked: false },
      { id: 'th', label: 'Thailand', isChecked: false },
    ],
  },
];

describe('filter search', () => {
  it('keeps a whole group when its title matches, case-insensitively', () => {
    expect(searchFilterGroups(groups, 'EUR')).toEqual([groups[0]]);
  });
  it('keeps only the matching filters otherwise and drops empty groups', () => {
    expect(searchFilterGroups(groups, 'land')).toEqual([
      { titleGroup: 'Europa', filters: [{ id: 'gr', label: 'Griechenland', isChecked: false }] },
      { titleGroup: 'Asien', filters: [{ id: 'th', label: 'Thailand', isChecked: false }] },
    ]);
  });
  it('shows everything for an empty search', () => {
    expect(searchFilterGroups(groups, '  ')).toBe(groups);
  });
});

describe('FilterStore', () => {
  it('toggles items in and out of the checked list and marks them in the groups', () => {
    const { store } = makeStore();
    const filter = store.destinationFilter;
    filter.applyResponse({ cat: 'destinations', catNice: '', resources: {}, filterItems: groups });
    filter.toggle(groups[0]!.filters[0]!);
    filter.toggle(groups[1]!.filters[0]!);
    expect(filter.checkedLabels).toEqual(['Italien', 'Japan']);
    expect(filter.visibleGroups[0]!.filters[0]!.isChecked).toBe(true);
    filter.toggle(groups[0]!.filters[0]!);
    expect(filter.checkedIds).toEqual(['jp']);
    filter.setSearchInput('thai');
    expect(filter.visibleGroups.flatMap((g) => g.filters.map((f) => f.id))).toEqual(['th']);
    filter.reset();
    expect(filter.hasChecked).toBe(false);
    expect(filter.searchInput).toBe('');
  });

  it('replaces the previous choice in single-select mode', () => {
    const { store } = makeStore();
    store.agencyFilter.setSingleSelect(true);
    store.agencyFilter.toggle({ id: 'a', label: 'A', isChecked: false });
    store.agencyFilter.toggle({ id: 'b', label: 'B', isChecked: false });
    expect(store.agencyFilter.checkedIds).toEqual(['b']);
  });

  it('logs a failed load and switches loading off', async () => {
    const { store } = makeStore();
    await store.agencyFilter.load();
    expect(store.agencyFilter.loading).toBe(false);
    expect(store.agencyFilter.groups).toEqual([]);
  });

  it('sends the checked ids as filterSelected', async () => {
    const { store, api } = makeStore({
      handlers: {
        filterDestinations: async () => ({
          cat: 'destinations',
          catNice: 'Ziele',
          resources: {},
          filterItems: groups,
        }),
      },
    });
    store.destinationFilter.toggle({ id: 'it', label: '', isChecked: false });
    await store.destinationFilter.load();
    expect(api.calls[0]!.args[0]).toEqual({
      culture: 'de-CH',
      filterSelected: [{ key: 'destinations', values: ['it'] }],
    });
    // The stored choice takes the list's label.
    expect(store.destinationFilter.checkedLabels).toEqual(['Italien']);
  });
});

describe('BookmarksStore and OverlaysStore', () => {
  it('toggles bookmarks by id with a timestamp from the clock', () => {
    const { store } = makeStore();
    expect(store.bookmarks.bookmarkIds).toEqual([]);
    store.bookmarks.toggle('t1');
    expect(store.bookmarks.list).toEqual([
      { id: 't1', isVisited: false, timeStamp: new Date('2026-03-04T10:00:00+01:00').getTime() },
    ]);
    store.bookmarks.toggle('t1');
    expect(store.bookmarks.isBookmarked('t1')).toBe(false);
  });

  it('opens and closes overlays by name, the last opened on top', () => {
    const { store } = makeStore();
    store.overlays.open('advisorDetail');
    store.overlays.open('adviceMode');
    expect(store.overlays.topmost).toBe('adviceMode');
    store.overlays.close('adviceMode');
    expect(store.overlays.isOpen('advisorDetail')).toBe(true);
    expect(store.overlays.topmost).toBe('advisorDetail');
  });
});

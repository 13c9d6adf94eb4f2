import { makeAutoObservable, runInAction } from 'mobx';
import type { FilterSelection } from '../federation/booking-parts';
import type { Culture, FilterGroup, FilterItem, FilterResponse } from '../contract';
import type { LoaderDeps } from './store-deps';

export type FilterKind = 'agencies' | 'destinations';

/**
 * Case-insensitive substring search (spec section 5): a group whose title matches keeps all its filters,
 * otherwise only the matching filters remain; groups left empty disappear.
 */
export function searchFilterGroups(groups: FilterGroup[], input: string): FilterGroup[] {
  const needle = input.trim().toLocaleLowerCase();
  if (needle === '') return groups;
  return groups
    .map((group) =>
      group.titleGroup.toLocaleLowerCase().includes(needle)
        ? group
        : { ...group, filters: group.filters.filter((f) => f.label.toLocaleLowerCase().includes(needle)) },
    )
    .filter((group) => group.filters.length > 0);
}

/** Agency (branch office) or destination filter (spec section 3): the overlay's list and the visitor's choice. */
export class FilterStore implements FilterSelection {
  /** Groups as the API sent them (titleGroup plus filters[]); isChecked is derived, see visibleGroups. */
  groups: FilterGroup[] = [];
  /** Category key of the response ('agencies' or 'destinations'). */
  cat = '';
  /** Category title in the visitor's language. */
  catNice = '';
  /** Overlay texts sent with the filter list. */
  resources: Record<string, string> = {};
  /** Text of the overlay's search box. */
  searchInput = '';
  /** The checked items, in the order the visitor checked them; the one truth of the selection. */
  checked: FilterItem[] = [];
  /** Agency choice of step 1 self: checking one item replaces the previous one. */
  singleSelect = false;
  /** Agency choice of step 1 self: hides branches that take no appointments outside opening hours. */
  onlySpecialHours = false;
  /** A filter list request is under way. */
  loading = false;
  /** The list request under way and its language: a second caller meanwhile shares it instead of asking again. */
  private pendingLoad: { culture: Culture; request: Promise<void> } | null = null;

  constructor(
    private readonly deps: LoaderDeps<'filterAgencies' | 'filterDestinations'>,
    /** Which filter this is; also the key sent in filterSelected. */
    readonly kind: FilterKind,
    /** Called after each list has loaded (the agency of the address is checked then). */
    private readonly onLoaded: () => void = () => undefined,
  ) {
    makeAutoObservable<FilterStore, 'deps' | 'onLoaded' | 'pendingLoad'>(
      this,
      { deps: false, kind: false, onLoaded: false, pendingLoad: false },
      { autoBind: true },
    );
  }

  /** Ids of the checked items, as the agenda and reserve calls send them. */
  get checkedIds(): string[] {
    return this.checked.map((item) => item.id);
  }

  /** Labels of the checked items, for footers and the 'your choice' header. */
  get checkedLabels(): string[] {
    return this.checked.map((item) => item.label);
  }

  get hasChecked(): boolean {
    return this.checked.length > 0;
  }

  /** Every item of every group. */
  get allItems(): FilterItem[] {
    return this.groups.flatMap((group) => group.filters);
  }

  /** Groups as the overlay shows them: special-hours rule, search and checked flags applied. */
  get visibleGroups(): FilterGroup[] {
    const ids = new Set(this.checkedIds);
    const offered = this.onlySpecialHours
      ? this.groups
          .map((g) => ({ ...g, filters: g.filters.filter((f) => !f.noAppointmentsForSpecialHours) }))
          .filter((g) => g.filters.length > 0)
      : this.groups;
    return searchFilterGroups(offered, this.searchInput).map((group) => ({
      ...group,
      filters: group.filters.map((f) => ({ ...f, isChecked: ids.has(f.id) })),
    }));
  }

  /** A checked agency takes no appointments outside opening hours: step 2 hides its 'own time' panel. */
  get hasCheckedWithoutSpecialHours(): boolean {
    return this.checked.some((item) => item.noAppointmentsForSpecialHours === true);
  }

  isChecked(id: string): boolean {
    return this.checked.some((item) => item.id === id);
  }

  /** Checks or unchecks an item; in single-select mode checking replaces the previous choice. */
  toggle(item: FilterItem): void {
    if (this.isChecked(item.id)) {
      this.checked = this.checked.filter((c) => c.id !== item.id);
    } else {
      const entry = { ...item, isChecked: true };
      this.checked = this.singleSelect ? [entry] : [...this.checked, entry];
    }
  }

  /** Checks an item by id (preselection); keeps the id even before the list has loaded. */
  check(id: string): void {
    if (this.isChecked(id)) return;
    const known = this.allItems.find((item) => item.id === id);
    this.toggle(known ?? { id, label: '', isChecked: false });
  }

  setSearchInput(value: string): void {
    this.searchInput = value;
  }

  setSingleSelect(on: boolean): void {
    this.singleSelect = on;
    if (on && this.checked.length > 1) this.checked = this.checked.slice(-1);
  }

  setOnlySpecialHours(on: boolean): void {
    this.onlySpecialHours = on;
    if (on) this.checked = this.checked.filter((item) => !item.noAppointmentsForSpecialHours);
  }

  /** Clears the choice and the search. */
  reset(): void {
    this.checked = [];
    this.searchInput = '';
  }

  /**
   * Loads the list (agencies or destinations); failures are logged only (spec section 8). The list does not
   * depend on the choice sent with it, so callers while a request in the same language is under way share it.
   */
  load(): Promise<void> {
    const { culture } = this.deps.settings;
    if (this.pendingLoad?.culture === culture) return this.pendingLoad.request;
    const request = this.fetchList().finally(() => {
      if (this.pendingLoad?.request === request) this.pendingLoad = null;
    });
    this.pendingLoad = { culture, request };
    return request;
  }

  private async fetchList(): Promise<void> {
    const { api, settings } = this.deps;
    this.loading = true;
    try {
      const request = {
        culture: settings.culture,
        filterSelected: [{ key: this.kind, values: this.checkedIds }],
      };
      const response =
        this.kind === 'agencies' ? await api.filterAgencies(request) : await api.filterDestinations(request);
      runInAction(() => this.applyResponse(response));
      this.onLoaded();
    } catch (error) {
      this.deps.logger.error(`Loading the ${this.kind} filter failed`, error);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  applyResponse(response: FilterResponse): void {
    this.groups = response.filterItems;
    this.cat = response.cat;
    this.catNice = response.catNice;
    this.resources = response.resources;
    // Labels and flags of stored choices follow the list (a reload may bring another language).
    const byId = new Map(this.allItems.map((item) => [item.id, item]));
    this.checked = this.checked.map((item) => {
      const fresh = byId.get(item.id);
      return fresh ? { ...fresh, isChecked: true } : item;
    });
  }
}

import { makeAutoObservable } from 'mobx';
import type { BookmarkList, OverlayName, OverlayStack, SessionState } from '../federation/booking-parts';
import type { Clock } from '../dates';

export type { OverlayName };

/** One saved travel experience (spec: USER-BOOKMARKS entry). */
export interface Bookmark {
  id: string;
  /** The visitor has opened the bookmarked page since saving it. */
  isVisited: boolean;
  /** When it was saved, epoch milliseconds. */
  timeStamp: number;
}

/** The visitor's bookmarks, shared with the retailer's site under USER-BOOKMARKS. */
export class BookmarksStore implements BookmarkList {
  /** Saved travel experiences, oldest first. */
  list: Bookmark[] = [];

  constructor(private readonly clock: Clock) {
    makeAutoObservable<BookmarksStore, 'clock'>(this, { clock: false }, { autoBind: true });
  }

  /** Ids of all bookmarks; empty when none. */
  get bookmarkIds(): string[] {
    return this.list.map((bookmark) => bookmark.id);
  }

  isBookmarked(id: string): boolean {
    return this.list.some((bookmark) => bookmark.id === id);
  }

  /** Adds or removes a bookmark by id. */
  toggle(id: string): void {
    this.list = this.isBookmarked(id)
      ? this.list.filter((bookmark) => bookmark.id !== id)
      : [...this.list, { id, isVisited: false, timeStamp: this.clock.now().getTime() }];
  }
}

export const OVERLAY_NAMES: readonly OverlayName[] = [
  'travelExperience',
  'destinationFilter',
  'mainInfo',
  'advisor',
  'agencyFilter',
  'advisorDetail',
  'adviceMode',
];

export class OverlaysStore implements OverlayStack {
  /** Open overlays, in opening order; the last one is on top (advice mode is the second layer). */
  openNames: OverlayName[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get topmost(): OverlayName | null {
    return this.openNames[this.openNames.length - 1] ?? null;
  }

  isOpen(name: OverlayName): boolean {
    return this.openNames.includes(name);
  }

  open(name: OverlayName): void {
    if (!this.isOpen(name)) this.openNames = [...this.openNames, name];
  }

  close(name: OverlayName): void {
    this.openNames = this.openNames.filter((open) => open !== name);
  }

  closeAll(): void {
    this.openNames = [];
  }
}

/** Whether the visitor's session ran out (the slot hold expired): the shell shows the session-expired screen. */
export class SessionStore implements SessionState {
  /** The session-expired screen with its restart button is shown. */
  expired = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  markExpired(): void {
    this.expired = true;
  }

  clear(): void {
    this.expired = false;
  }
}

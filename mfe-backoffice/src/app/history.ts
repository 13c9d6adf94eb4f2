// The browser's address as the back office reads and writes it; tests and stories hand in a memory one.

export interface BackofficeHistory {
  location(): { pathname: string; search: string };
  push(url: string): void;
  replace(url: string): void;
  /** Calls `listener` when the visitor goes back or forward; returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

export function browserHistory(): BackofficeHistory {
  return {
    location: () => ({ pathname: window.location.pathname, search: window.location.search }),
    push: (url) => window.history.pushState(null, '', url),
    replace: (url) => window.history.replaceState(null, '', url),
    listen: (listener) => {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

/** An address kept in memory (tests, Storybook): `entries` lists what was pushed or replaced, newest last. */
export function memoryHistory(initial: string): BackofficeHistory & { entries: string[] } {
  const entries = [initial];
  const listeners = new Set<() => void>();
  const current = () => new URL(entries[entries.length - 1] ?? '/', 'http://localhost');
  return {
    entries,
    location: () => ({ pathname: current().pathname, search: current().search }),
    push: (url) => void entries.push(url),
    replace: (url) => void entries.splice(entries.length - 1, 1, url),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

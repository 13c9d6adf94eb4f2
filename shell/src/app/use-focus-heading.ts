// Moves focus to the new step's heading after every step change, so a screen reader announces the
// step and keyboard users start at its top. Remote screens arrive late, so the heading is awaited.
import { useEffect, useRef, type RefObject } from 'react';

/** How long to wait for a remote's heading before giving up (a failed remote shows its own fallback). */
const HEADING_WAIT_MS = 10_000;

export function useFocusHeading(container: RefObject<HTMLElement | null>, key: string): void {
  const firstKey = useRef(key);

  useEffect(() => {
    // The first page of a visit keeps the browser's own focus order.
    if (key === firstKey.current) return;
    firstKey.current = '';
    const root = container.current;
    if (!root) return;

    const focusHeading = (): boolean => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
      return true;
    };
    if (focusHeading()) return;

    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [container, key]);
}

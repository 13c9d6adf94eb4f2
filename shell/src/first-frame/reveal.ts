// The first frame (FirstFrame.tsx, drawn into step-1.html at build time) stands in front of the application
// until the application shows a heading of its own: every screen of the checkout has an h1, the loading states
// have none. Then the frame goes and the application, drawn behind it so far, is what the traveller sees.

/** Longest the frame may stand, whatever happens: then the application shows as it is. */
export const FRAME_MAX_MS = 10_000;

export const FRAME_ID = 'checkout-frame';

/** Removes the page's first frame once `root` holds a heading; nothing when the page has no frame. */
export function revealWhenReady(root: HTMLElement, maxMs: number = FRAME_MAX_MS): void {
  const frame = root.ownerDocument.getElementById(FRAME_ID);
  if (!frame) return;
  const observer = new MutationObserver(() => {
    if (root.querySelector('h1')) reveal();
  });
  const timer = setTimeout(() => reveal(), maxMs);
  function reveal(): void {
    observer.disconnect();
    clearTimeout(timer);
    frame?.remove();
  }
  observer.observe(root, { childList: true, subtree: true });
}

// The kit's overlays as the shell and the remotes use them: the props of OverlayDialog.tsx and
// FilterOverlayDialog.tsx, whose code (with its styles) loads when the overlay first opens (load-on-open.tsx).
import type { JSX, ReactPortal } from 'react';
import { createPortal } from 'react-dom';
import type { FilterOverlayProps } from './FilterOverlayDialog';
import { codeOnDemand, onOpen } from './load-on-open';
import type { OverlayProps } from './OverlayDialog';

const overlayCode = codeOnDemand(() => import('./OverlayDialog').then((module) => module.OverlayDialog));
const filterOverlayCode = codeOnDemand(() =>
  import('./FilterOverlayDialog').then((module) => module.FilterOverlayDialog),
);
const LoadedOverlay = onOpen(overlayCode);
const LoadedFilterOverlay = onOpen(filterOverlayCode);

/**
 * Loads the overlays' code now instead of at the first opening (Storybook before a story, or a screen that
 * expects an overlay soon). Rejects when it cannot be loaded; an overlay opened later asks again.
 */
export async function preloadOverlays(): Promise<void> {
  await Promise.all([overlayCode.load(), filterOverlayCode.load()]);
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes, focus returns to the opener on close,
 * the page behind cannot scroll. Second-layer overlays stack above first-layer ones.
 */
export function Overlay(input: OverlayProps): ReactPortal | null {
  // Closed, nothing (the dialog's close, as when it renders null itself); open, the dialog portals itself into the
  // body: this portal only keeps the kit's declaration (ReactPortal).
  return input.open ? createPortal(<LoadedOverlay {...input} />, document.body) : null;
}

/** The spec calls some overlays dialogs; same component. */
export const Dialog = Overlay;

/**
 * The agency and destination overlays (spec sections 2 and 4): a search box, a grouped list of checkable
 * items, and a footer with the selection, reset and save (both disabled while nothing is checked).
 */
export const FilterOverlay = Object.assign(
  function FilterOverlay(input: FilterOverlayProps): JSX.Element {
    return <LoadedFilterOverlay {...input} />;
  },
  { displayName: 'FilterOverlay' },
);

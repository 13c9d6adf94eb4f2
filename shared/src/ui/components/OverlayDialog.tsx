import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/react';
import { CloseIcon } from './icons';
import './overlay.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A radio that the browser tabs over together with the rest of its group (one tab stop per group). */
const groupedRadio = (el: Element | null): el is HTMLInputElement =>
  el instanceof HTMLInputElement && el.type === 'radio' && el.name !== '';

/** Whether `el` is `stop` or, for a radio group, any radio of that group. */
const isInStop = (el: Element | null, stop: HTMLElement): boolean =>
  el === stop || (groupedRadio(el) && groupedRadio(stop) && el.name === stop.name && el.form === stop.form);

/** Where Tab lands in a stop: the checked radio of a group, else its first (forward) or last (backward). */
function entryOf(stop: HTMLElement, items: HTMLElement[], backward: boolean): HTMLElement {
  if (!groupedRadio(stop)) return stop;
  const group = items.filter((item) => isInStop(item, stop)) as HTMLInputElement[];
  return group.find((radio) => radio.checked) ?? (backward ? group[group.length - 1]! : group[0]!);
}

/** Open overlays, innermost last: only the top one reacts to Escape and keeps focus. */
const openStack: HTMLElement[] = [];

export interface OverlayProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** The dialog's accessible name and visible title. */
  title: ReactNode;
  children: ReactNode;
  /** Sticky footer (selected items, reset and save buttons). */
  footer?: ReactNode;
  size?: 'medium' | 'large';
  /** Where focus goes on open; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes, focus returns to the opener on close,
 * the page behind cannot scroll. Second-layer overlays stack above first-layer ones. The kit's `Overlay`
 * (overlays.tsx) loads this code when one first opens.
 */
export function OverlayDialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'medium',
  initialFocusRef,
}: OverlayProps) {
  const { t } = useTranslation();
  const titleId = `overlay-title-${useId()}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openStack.push(dialog);
    const first = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    first.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (openStack[openStack.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (item) => item.tabIndex >= 0,
      );
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      // A radio group is one tab stop: Tab from any of its radios leaves the group, so the first and last
      // stops are compared by group, not by element (else Tab from the group's first radio left the dialog).
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (isInStop(active, firstItem) || !dialog.contains(active))) {
        event.preventDefault();
        entryOf(lastItem, items, true).focus();
      } else if (!event.shiftKey && (isInStop(active, lastItem) || !dialog.contains(active))) {
        event.preventDefault();
        entryOf(firstItem, items, false).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openStack.splice(openStack.indexOf(dialog), 1);
      if (openStack.length === 0) document.body.style.overflow = previousOverflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;
  return createPortal(
    <div className="ck-root ck-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={`ck-overlay__dialog ck-overlay__dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="ck-overlay__header">
          <h2 className="ck-overlay__title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="ck-overlay__close"
            onClick={onClose}
            aria-label={t('common.close')}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="ck-overlay__body">{children}</div>
        {footer && <div className="ck-overlay__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

// The overlays' code and styles load when one first opens: no step draws an overlay on its first screen, so
// none of it is on a step's first load (issue 18, goal 3). The traveller's click starts one request; until it
// answers there is no overlay yet, and when it cannot answer a notice says so and offers to try again (the next
// attempt asks afresh; so does the next opening).
import { useEffect, useReducer, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/react';
import { Button } from './Button';
import { Notice } from './Notice';

export interface CodeOnDemand<P> {
  /** The component, once its code has arrived. */
  readonly loaded: () => ComponentType<P> | undefined;
  /** Loads the code: one request however often it is called, a new one after a failure. */
  readonly load: () => Promise<ComponentType<P>>;
}

/** One component's code behind a dynamic import, asked for once and kept. */
export function codeOnDemand<P>(importer: () => Promise<ComponentType<P>>): CodeOnDemand<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const load = () => {
    pending ??= importer().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { loaded: () => component, load };
}

interface CodeOnOpen<P> {
  /** The component once its code is there (from then on also while closed). */
  Component: ComponentType<P> | undefined;
  /** Open, and its code could not be loaded. */
  failed: boolean;
  retry: () => void;
}

/** Loads `code` when `open` first turns true, and says where it stands. */
function useCodeOnOpen<P>(code: CodeOnDemand<P>, open: boolean): CodeOnOpen<P> {
  const [failed, setFailed] = useState(false);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  /** What had the focus when the overlay was asked for: Retry gives it back, so the overlay returns focus there. */
  const opener = useRef<HTMLElement | null>(null);
  const Component = code.loaded();
  // Closed after a failure: the next opening tries again (state adjusted while rendering, as React advises).
  if (!open && failed) setFailed(false);

  useEffect(() => {
    if (!open || Component || failed) return;
    if (!opener.current && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
    let current = true;
    code.load().then(
      () => current && arrived(),
      (error: unknown) => {
        console.error(error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [code, open, Component, failed]);
  useEffect(() => {
    if (!open) opener.current = null;
  }, [open]);

  const retry = () => {
    opener.current?.focus();
    setFailed(false);
  };
  return { Component, failed: open && failed, retry };
}

/** Shown in place of an overlay whose code could not be loaded (offline, or a new release replaced it). */
function OverlayLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="ck-root ck-load-failed">
      <Notice tone="error" title={t('overlay.unavailable.title')}>
        <p>{t('overlay.unavailable.text')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      </Notice>
    </div>
  );
}

/**
 * The component that stands for `code`'s: nothing until `open` first turns true, then `code`'s component with every
 * prop (`open` included) once it has arrived, or the notice with Retry when it could not.
 */
export function onOpen<P extends object>(code: CodeOnDemand<P>): ComponentType<P & { open: boolean }> {
  return function LoadOnOpen(props: P & { open: boolean }) {
    const { Component, failed, retry } = useCodeOnOpen(code, props.open);
    if (Component) return <Component {...props} />;
    return failed ? <OverlayLoadFailed onRetry={retry} /> : null;
  };
}

/**
 * A screen's own overlay (a remote's) whose code loads at its first opening, as the kit's overlays do (onOpen).
 */
export function loadOnOpen<P extends object>(
  importer: () => Promise<ComponentType<P>>,
): ComponentType<P & { open: boolean }> {
  return onOpen(codeOnDemand(importer));
}

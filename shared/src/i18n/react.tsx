// The React side of the checkout's i18next: a provider for the app's one instance and useTranslation, which
// re-renders when the language changes or texts are added (the translations call). These two are all the
// checkout uses of a React binding; react-i18next (9 KiB on step 1) was measured against them and replaced
// (docs/decisions/0009-own-i18n-binding-and-texts-per-language.md).
import { useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { contractContext } from '../federation/contract-context';

/** The contract's context (one per page, whatever copy of this package reads it): the shell's one instance. */
const I18nContext = contractContext<I18n>('i18n@1');

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** Per instance: a number that grows with every change of language or texts, and who listens to it. */
interface Revision {
  value: number;
  listeners: Set<() => void>;
}

const revisions = new WeakMap<I18n, Revision>();

function revisionOf(i18n: I18n): Revision {
  let revision = revisions.get(i18n);
  if (!revision) {
    const created: Revision = { value: 0, listeners: new Set() };
    const bump = () => {
      created.value += 1;
      created.listeners.forEach((listener) => listener());
    };
    i18n.on('languageChanged', bump);
    i18n.store.on('added', bump);
    i18n.store.on('removed', bump);
    revisions.set(i18n, created);
    revision = created;
  }
  return revision;
}

export interface Translation {
  /** The texts of the instance's current language. */
  t: TFunction;
  i18n: I18n;
}

/** The t of one revision of the texts: each revision (a language or a catalogue loaded) gets a function of its own. */
const fixedTOf = (i18n: Translation['i18n'], _revision: number): Translation['t'] =>
  i18n.getFixedT(i18n.language);

export function useTranslation(): Translation {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const revision = revisionOf(i18n);
  const read = () => revision.value;
  const version = useSyncExternalStore(
    (listener) => {
      revision.listeners.add(listener);
      return () => revision.listeners.delete(listener);
    },
    read,
    // Rendered to HTML at build time too (the shell's first frame).
    read,
  );
  // A new t for every revision, so that components and memos that depend on it render the new texts.
  const t = useMemo(() => fixedTOf(i18n, version), [i18n, version]);
  return { t, i18n };
}

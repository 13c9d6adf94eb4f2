// The 'your choice' summary header (spec section 2, Chrome): appointment date, agencies, other destinations,
// advisor name and location, separated by bullets; lists show three labels, then '(+N more)'.
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { summarizeLabels, useStore, useTranslation, type ChoiceSummary } from '@checkout/shared';
import './your-choice.css';

interface ChoiceEntry {
  key: keyof ChoiceSummary;
  /** Spoken before the value (visually the order and the bullets say it). */
  label: string;
  value: string;
}

/** The entries of the header in the spec's order; empty ones are left out. */
export function choiceEntries(
  summary: ChoiceSummary,
  t: (key: string, options?: Record<string, unknown>) => string,
): ChoiceEntry[] {
  const list = (labels: string[]): string => {
    const { shown, more } = summarizeLabels(labels);
    return more > 0 ? `${shown.join(', ')} ${t('chrome.moreLabels', { count: more })}` : shown.join(', ');
  };
  const entries: ChoiceEntry[] = [
    { key: 'appointmentDate', label: t('yourChoice.date'), value: summary.appointmentDate },
    { key: 'agencies', label: t('yourChoice.agencies'), value: list(summary.agencies) },
    { key: 'destinations', label: t('yourChoice.destinations'), value: list(summary.destinations) },
    { key: 'advisorName', label: t('yourChoice.advisor'), value: summary.advisorName },
    { key: 'advisorLocation', label: t('yourChoice.advisorLocation'), value: summary.advisorLocation },
  ];
  return entries.filter((entry) => entry.value !== '');
}

/** Shown only when something is chosen; the shell places it in its layout's 'your-choice' slot. */
export const YourChoice = observer(function YourChoice() {
  const store = useStore();
  const { t } = useTranslation();
  if (!store.hasChoice) return null;
  const entries = choiceEntries(store.choiceSummary, t);
  return (
    <section className="ck-your-choice" aria-label={t('chrome.yourChoice')}>
      <p className="ck-your-choice__line">
        <strong className="ck-your-choice__title">{t('chrome.yourChoice')}:</strong>{' '}
        {entries.map((entry, index) => (
          <Fragment key={entry.key}>
            {index > 0 && (
              <span className="ck-your-choice__bullet" aria-hidden="true">
                {' • '}
              </span>
            )}
            <span className="ck-your-choice__entry" data-entry={entry.key}>
              <span className="ck-visually-hidden">{entry.label}: </span>
              {entry.value}
            </span>
          </Fragment>
        ))}
      </p>
    </section>
  );
});

// Step 3's own filters (issue 19): advice mode and the language the advisor speaks. Each change lists the first
// page again; the count of advisors with a free hour is announced politely.
import { ADVICE_MODES, useTranslation, type AdviceMode } from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { AgendaModel } from './agenda-model';

export const AdvisorFilters = observer(function AdvisorFilters({ agenda }: { agenda: AgendaModel }) {
  const { t } = useTranslation();
  const id = useId();
  const modes: (AdviceMode | '')[] = ['', ...ADVICE_MODES];
  return (
    <section className="ck-advisor-filters" aria-label={t('step3.filters')}>
      <fieldset className="ck-advisor-filters__modes">
        <legend className="ck-advisor-filters__label">{t('step3.filter.mode')}</legend>
        <div className="ck-segments">
          {modes.map((mode) => (
            <label key={mode || 'all'} className="ck-segment">
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={agenda.modeFilter === mode}
                onChange={() => void agenda.filterByMode(mode)}
              />
              <span>{mode === '' ? t('step3.filter.allModes') : t(`adviceMode.${mode}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="ck-advisor-filters__language">
        <label className="ck-advisor-filters__label" htmlFor={`${id}-language`}>
          {t('step3.filter.language')}
        </label>
        <select
          id={`${id}-language`}
          className="ck-select"
          value={agenda.languageFilter}
          onChange={(event) => void agenda.filterByLanguage(event.target.value)}
        >
          <option value="">{t('step3.filter.allLanguages')}</option>
          {agenda.languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.label}
            </option>
          ))}
          {/* A chosen language stays offered even when nobody speaking it is free on another day. */}
          {agenda.languageFilter !== '' &&
            !agenda.languages.some((l) => l.code === agenda.languageFilter) && (
              <option value={agenda.languageFilter}>{agenda.languageFilter}</option>
            )}
        </select>
      </div>
    </section>
  );
});

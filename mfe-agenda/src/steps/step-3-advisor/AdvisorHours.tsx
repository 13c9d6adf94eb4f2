// One advisor's hours: six first, then 'show all' / 'show less' when there are more.
import { Button, formatWeekdayDate, useStore, useTranslation, type Consultant } from '@checkout/shared';
import { Pill } from '@checkout/shared/widgets';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { AgendaModel } from './agenda-model';

/** Hours shown per advisor before expansion (spec section 9). */
export const HOURS_SHOWN = 6;

export const AdvisorHours = observer(function AdvisorHours({
  advisor,
  agenda,
}: {
  advisor: Consultant;
  agenda: AgendaModel;
}) {
  const { dates, settings } = useStore();
  const { t } = useTranslation();
  // An hour's spoken label is whole on its own: weekday and date, time, and the advisor (many share an hour).
  const day = dates.selectedDate === '' ? '' : formatWeekdayDate(dates.selectedDate, settings.culture);
  const [expanded, setExpanded] = useState(false);
  const hours = agenda.hoursFor(advisor.id);
  const visible = expanded ? hours : hours.slice(0, HOURS_SHOWN);
  return (
    <div className="ck-advisor__hours">
      <ul className="ck-pill-list" aria-label={t('step3.hoursOf', { name: advisor.name })}>
        {visible.map((hour) => (
          <li key={hour.id}>
            <Pill
              pressed={hour.isChecked}
              aria-label={[day, t('step3.hourLabel', { from: hour.label, till: hour.till }), advisor.name]
                .filter(Boolean)
                .join(', ')}
              onClick={() => (hour.isChecked ? agenda.cancelAdviceModeChoice() : void agenda.pickHour(hour))}
            >
              {hour.label}
            </Pill>
          </li>
        ))}
      </ul>
      {hours.length > HOURS_SHOWN && (
        <Button variant="link" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {t(expanded ? 'common.showLess' : 'common.showAll')}
        </Button>
      )}
    </div>
  );
});

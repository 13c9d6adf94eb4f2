// One advisor's hours: six first, then 'show all' / 'show less' when there are more.
import { Button, Pill, useStore, type Consultant } from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Hours shown per advisor before expansion (spec section 9). */
export const HOURS_SHOWN = 6;

export const AdvisorHours = observer(function AdvisorHours({ advisor }: { advisor: Consultant }) {
  const { agenda } = useStore();
  const { t } = useTranslation();
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
              aria-label={t('step3.hourLabel', { from: hour.label, till: hour.till })}
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

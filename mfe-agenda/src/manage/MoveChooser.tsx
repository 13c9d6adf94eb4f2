// Moving a booking (issue 20): the free hours of the booking's advisor on the next days that have any, as
// steps 2 and 3 show days and hours (formatPillDate, Pill, the agenda call), and on request those of every
// advisor of the same branch. The step's own DayList is not used: it keeps its choice in the visitor's booking
// store, which a second booking in progress in the same browser would then see.
import {
  Button,
  Loader,
  Notice,
  formatPillDate,
  formatWeekdayDate,
  useStore,
  useTranslation,
  type AgendaResponse,
  type Culture,
  type ManagedBooking,
} from '@checkout/shared';
import { fromWireAdviceMode, offersAdviceMode } from '@checkout/shared/contract';
import { addDays, formatIsoDate, fromIsoDate, zurichToday } from '@checkout/shared/dates';
import { Pill } from '@checkout/shared/widgets';
import { useEffect, useState } from 'react';

/** An hour the traveller picked to move to. */
export interface ChosenHour {
  advisorId: string;
  advisorName: string;
  date: string;
  time: string;
}

interface DayHours {
  date: string;
  hours: ChosenHour[];
}

/** Days looked at (from tomorrow) and days with free hours shown. */
export const MOVE_DAYS_AHEAD = 21;
export const MOVE_DAYS_SHOWN = 5;

export function MoveChooser({
  booking,
  culture,
  busy,
  onMove,
  onClose,
}: {
  booking: ManagedBooking;
  culture: Culture;
  busy: boolean;
  onMove: (hour: ChosenHour) => void;
  onClose: () => void;
}) {
  const { api, clock } = useStore();
  const { t } = useTranslation();
  const [wholeBranch, setWholeBranch] = useState(false);
  const [days, setDays] = useState<DayHours[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<ChosenHour | null>(null);
  const advisor = booking.advisor;

  useEffect(() => {
    let current = true;
    const adviceMode = fromWireAdviceMode(booking.adviceMode);
    const today = zurichToday(clock);
    const dates = Array.from({ length: MOVE_DAYS_AHEAD }, (_, i) => formatIsoDate(addDays(today, i + 1)));
    Promise.all(
      dates.map((date) =>
        api.agenda({
          culture,
          weekDateSelected: date,
          weekState: 0,
          advisorId: wholeBranch ? '' : (advisor?.id ?? ''),
          travelExperienceId: '',
          filters: { filterAgencyLocations: [booking.agency.id], filterDestinations: [] },
          adviceMode,
        }),
      ),
    ).then(
      (answers: AgendaResponse[]) => {
        if (!current) return;
        const found = answers
          .map((answer, i) => ({
            date: dates[i]!,
            hours: answer.hoursList.flatMap((entry) => {
              const advisorOfEntry = answer.advisorList.find((a) => a.id === entry.consultantId);
              if (!advisorOfEntry) return [];
              return entry.hours
                .filter((h) => !h.isInactive && offersAdviceMode(advisorOfEntry, adviceMode, h))
                .filter(
                  (h) =>
                    !(
                      entry.consultantId === advisor?.id &&
                      dates[i] === booking.date &&
                      h.label === booking.time
                    ),
                )
                .map((h) => ({
                  advisorId: entry.consultantId,
                  advisorName: advisorOfEntry.name,
                  date: dates[i]!,
                  time: h.label,
                }));
            }),
          }))
          .filter((day) => day.hours.length > 0)
          .slice(0, MOVE_DAYS_SHOWN);
        setDays(found);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [api, clock, culture, wholeBranch, advisor?.id, booking]);

  return (
    <section className="ck-manage__move" aria-labelledby="ck-manage-move">
      <h2 id="ck-manage-move" className="ck-manage__move-title">
        {t(wholeBranch ? 'manage.move.titleBranch' : 'manage.move.title', { name: advisor?.name ?? '' })}
      </h2>
      {failed && <Notice tone="error" title={t('manage.loadFailed')} live />}
      {!failed && days === null && <Loader label={t('manage.move.searching')} />}
      {days !== null && days.length === 0 && <Notice tone="info" title={t('manage.move.none')} live />}
      {days?.map((day) => {
        const label = formatPillDate(fromIsoDate(day.date), culture);
        const spokenDay = formatWeekdayDate(fromIsoDate(day.date), culture);
        return (
          <div key={day.date} className="ck-manage__day">
            <h3 className="ck-manage__day-title">{`${label.weekday} ${label.date}`}</h3>
            <ul className="ck-pill-list" aria-label={spokenDay}>
              {day.hours.map((hour) => {
                const pressed =
                  chosen?.date === hour.date &&
                  chosen.time === hour.time &&
                  chosen.advisorId === hour.advisorId;
                return (
                  <li key={`${hour.advisorId}|${hour.time}`}>
                    <Pill
                      pressed={pressed}
                      aria-label={[spokenDay, hour.time, wholeBranch ? hour.advisorName : '']
                        .filter(Boolean)
                        .join(', ')}
                      onClick={() => setChosen(pressed ? null : hour)}
                    >
                      {wholeBranch ? `${hour.time} · ${hour.advisorName}` : hour.time}
                    </Pill>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      {days !== null && (
        <p>
          <Button
            variant="link"
            onClick={() => {
              // A fresh search: what was found and chosen belongs to the other list.
              setDays(null);
              setFailed(false);
              setChosen(null);
              setWholeBranch(!wholeBranch);
            }}
          >
            {t(wholeBranch ? 'manage.move.sameAdvisor' : 'manage.move.otherAdvisors', {
              name: advisor?.name ?? '',
            })}
          </Button>
        </p>
      )}
      <div className="ck-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('manage.keep')}
        </Button>
        <Button disabled={chosen === null || busy} onClick={() => chosen && onMove(chosen)}>
          {chosen
            ? t('manage.move.confirm', {
                when: `${formatWeekdayDate(fromIsoDate(chosen.date), culture)}, ${chosen.time}`,
              })
            : t('manage.move.pick')}
        </Button>
      </div>
    </section>
  );
}

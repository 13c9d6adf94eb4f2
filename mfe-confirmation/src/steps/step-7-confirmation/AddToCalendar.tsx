// 'Add to calendar' for the booked hour: an .ics download and Google / Outlook links (Europe/Zurich).
import { CalendarIcon, Card, useTranslation } from '@checkout/shared';
import {
  buildIcs,
  googleCalendarUrl,
  icsFileName,
  outlookCalendarUrl,
  type CalendarAppointment,
} from '@checkout/shared/calendar';

export function AddToCalendar({ entry }: { entry: CalendarAppointment }) {
  const { t } = useTranslation();
  // A data: URL needs no clean-up and works offline; the .ics of one appointment is a few hundred bytes.
  const icsHref = `data:text/calendar;charset=utf-8,${encodeURIComponent(buildIcs(entry))}`;
  const newTab = <span className="ck-visually-hidden"> {t('common.newTab')}</span>;
  return (
    <Card
      title={t('step7.calendar.title')}
      aria-label={t('step7.calendar.title')}
      className="ck-add-to-calendar"
    >
      <ul className="ck-add-to-calendar__list">
        <li>
          <a
            className="ck-button ck-button--secondary"
            href={icsHref}
            download={icsFileName(t('step7.calendar.fileName'), entry.date)}
          >
            <CalendarIcon size={18} />
            <span>{t('step7.calendar.ics')}</span>
          </a>
        </li>
        <li>
          <a
            className="ck-button ck-button--secondary"
            href={googleCalendarUrl(entry)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('step7.calendar.google')}
            {newTab}
          </a>
        </li>
        <li>
          <a
            className="ck-button ck-button--secondary"
            href={outlookCalendarUrl(entry)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('step7.calendar.outlook')}
            {newTab}
          </a>
        </li>
      </ul>
    </Card>
  );
}

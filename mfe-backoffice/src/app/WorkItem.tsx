// What needs the branch, as the to-do and the calendar list it: open requests (each link answers one) or colliding
// consultations (their reasons in words; each link settles one), each on its consultation's page.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@checkout/shared';
import type { ConsultationRow } from '@checkout/shared/contract';
import { AttentionMarks } from './AttentionMarks';
import { useBackoffice } from './context';
import { formatDay } from './format';
import { modeLabel, referenceLabel, travellerName } from './labels';
import { PageLink } from './links';
import './work-item.css';

/** A request (answer it) or a colliding consultation (its reasons; settle it), with its consultation's link. */
export const WorkItem = observer(function WorkItem({ row }: { row: ConsultationRow }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const request = row.status === 'requested';
  const traveller = travellerName(row);
  const headingId = `bo-todo-${row.id}`;
  const when = `${formatDay(row.date, store.culture)}, ${request ? row.time : `${row.time}–${row.till}`}`;
  const facts = [
    referenceLabel(row.reference),
    modeLabel(t, row.adviceMode),
    request ? row.agency.name : (row.advisor?.name ?? t('backoffice.list.noAdvisor')),
  ];
  return (
    <li className="bo-todo" aria-labelledby={headingId}>
      <h3 id={headingId} className="bo-collision__title">
        {when}: {traveller}
      </h3>
      <p className="bo-muted">{facts.join(' · ')}</p>
      {!request && <AttentionMarks reasons={row.attention} />}
      <p>
        <PageLink to={{ name: 'consultation', id: row.id }}>
          {t(request ? 'backoffice.todo.answer' : 'backoffice.todo.settle')}
          {/* Whose, for a list of links read on its own; the visible text starts the name (WCAG 2.5.3). */}
          <span className="ck-visually-hidden"> ({traveller})</span>
        </PageLink>
      </p>
    </li>
  );
});

/** A titled list of such items (or the text that says there is none), and how many more the API left out. */
export function WorkList({
  id,
  title,
  empty,
  rows,
  more = '',
  as: Wrapper = 'section',
}: {
  id: string;
  title: string;
  empty: string;
  rows: readonly ConsultationRow[];
  /** Says how many more there are beyond those listed ('' when none). */
  more?: string;
  as?: 'section' | 'aside';
}) {
  return (
    <Wrapper className="bo-stack bo-work-list" aria-labelledby={id}>
      <h2 id={id} className="bo-subheading">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="bo-todo-list">
          {rows.map((row) => (
            <WorkItem key={row.id} row={row} />
          ))}
        </ul>
      )}
      {more && <p className="bo-muted">{more}</p>}
    </Wrapper>
  );
}

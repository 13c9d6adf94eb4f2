// Audit entries as a table: when, who, and what was done as the API words it in the page's language (issue 47: a
// sentence naming people and the reference, never the stored keys and ids).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@checkout/shared';
import type { AuditEntry } from '@checkout/shared/contract';
import { useBackoffice } from './context';
import { formatInstant } from './format';
import { PageLink } from './links';

export const AuditTable = observer(function AuditTable({
  entries,
  label,
  withConsultation = false,
}: {
  entries: AuditEntry[];
  label: string;
  /** Adds a column leading to each entry's consultation (the whole trail's view). */
  withConsultation?: boolean;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const at = t('backoffice.audit.at');
  const who = t('backoffice.audit.who');
  const what = t('backoffice.audit.what');
  const consultation = t('backoffice.audit.consultation');
  return (
    <div className="bo-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {/* Cards at a phone's width, as the list's (bo-table--cards): the roles keep it a table to a screen reader. */}
      <table className="bo-table bo-table--cards" role="table">
        <thead>
          <tr role="row">
            <th scope="col" role="columnheader">
              {at}
            </th>
            <th scope="col" role="columnheader">
              {who}
            </th>
            <th scope="col" role="columnheader">
              {what}
            </th>
            {withConsultation && (
              <th scope="col" role="columnheader">
                {consultation}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} role="row">
              <td role="cell" data-label={at}>
                {formatInstant(entry.at, store.culture)}
              </td>
              <td role="cell" data-label={who}>
                {entry.staff.name}
              </td>
              <th scope="row" role="rowheader" data-label={what}>
                {entry.sentence ?? '–'}
              </th>
              {withConsultation && (
                <td role="cell" data-label={consultation}>
                  {entry.consultationId ? (
                    <PageLink to={{ name: 'consultation', id: entry.consultationId }}>
                      {t('backoffice.audit.open')}
                    </PageLink>
                  ) : (
                    '–'
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

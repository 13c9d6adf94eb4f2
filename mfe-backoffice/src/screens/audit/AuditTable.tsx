// Audit entries as a table: when, who, and what was done as the API words it in the page's language (issue 47: a
// sentence naming people and the reference, never the stored keys and ids).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@checkout/shared';
import type { AuditEntry } from '@checkout/shared/contract';
import { useBackoffice } from '../../app/context';
import { formatInstant } from '../../app/format';
import { PageLink } from '../../app/links';

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
  return (
    <div className="bo-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="bo-table">
        <thead>
          <tr>
            <th scope="col">{t('backoffice.audit.at')}</th>
            <th scope="col">{t('backoffice.audit.who')}</th>
            <th scope="col">{t('backoffice.audit.what')}</th>
            {withConsultation && <th scope="col">{t('backoffice.audit.consultation')}</th>}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatInstant(entry.at, store.culture)}</td>
              <td>{entry.staff.name}</td>
              <th scope="row">{entry.sentence ?? '–'}</th>
              {withConsultation && (
                <td>
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

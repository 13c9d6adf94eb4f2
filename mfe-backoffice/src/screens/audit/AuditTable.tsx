// Audit entries as a table: when, who, what, and the state before and after (append-only records of the API).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@checkout/shared';
import type { AuditEntry } from '@checkout/shared/contract';
import { useBackoffice } from '../../app/context';
import { formatInstant } from '../../app/format';
import { PageLink } from '../../app/links';
import { actionLabel, stateText } from './audit-text';

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
  const { t, i18n } = useTranslation();
  return (
    <div className="bo-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="bo-table">
        <thead>
          <tr>
            <th scope="col">{t('backoffice.audit.at')}</th>
            <th scope="col">{t('backoffice.audit.who')}</th>
            <th scope="col">{t('backoffice.audit.what')}</th>
            {withConsultation && <th scope="col">{t('backoffice.audit.consultation')}</th>}
            <th scope="col">{t('backoffice.audit.before')}</th>
            <th scope="col">{t('backoffice.audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatInstant(entry.at, store.culture)}</td>
              <td>{entry.staff.name}</td>
              <th scope="row">{actionLabel(i18n, entry.action)}</th>
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
              <td>{stateText(entry.before)}</td>
              <td>{stateText(entry.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

// The audit trail of the member's scope (branch lead and back office): every staff change, newest first, by date
// range, a page at a time. What the page asks and keeps is its model's (audit-model.ts); the page observes it.
import { observer } from 'mobx-react-lite';
import { Button, Loader, Notice, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import { translateMessage } from '@checkout/shared/schemas';
import { useBackoffice } from '../../app/context';
import { PageHeading } from '../../app/links';
import { useFailureText } from '../../app/failure-text';
import { AuditTable } from '../../app/AuditTable';
import { useScreenModel } from '../../app/use-screen-model';
import { AuditModel } from './audit-model';

export const AuditPage = observer(function AuditPage() {
  const { store, clock } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const model = useScreenModel(() => new AuditModel({ api: store.api, clock }));
  const { period, errors, trail, entries } = model;
  const errorText = (message: string | undefined) =>
    message ? translateMessage((key, values) => t(key, values), message) : undefined;

  return (
    <div className="bo-page">
      <PageHeading>{t('backoffice.audit.title')}</PageHeading>
      <p>{t('backoffice.audit.lead')}</p>
      <form
        className="bo-filter"
        onSubmit={(event) => {
          event.preventDefault();
          void model.apply();
        }}
        aria-label={t('backoffice.audit.filter')}
        noValidate
      >
        <TextField
          label={t('backoffice.list.from')}
          type="date"
          value={period.from}
          error={errorText(errors.from)}
          onChange={(e) => model.edit({ from: e.target.value })}
        />
        <TextField
          label={t('backoffice.list.till')}
          type="date"
          value={period.till}
          error={errorText(errors.till)}
          onChange={(e) => model.edit({ till: e.target.value })}
        />
        <div className="bo-actions bo-filter__actions">
          <Button type="submit">{t('backoffice.list.apply')}</Button>
        </div>
      </form>
      {trail.error !== null ? (
        <Notice tone="error" title={failureText(trail.error)} live />
      ) : entries === null ? (
        <Loader label={t('backoffice.audit.loading')} />
      ) : (
        <>
          <p className="bo-count" role="status">
            {entries.length === 0
              ? t('backoffice.audit.empty')
              : t('backoffice.audit.count', { count: entries.length })}
          </p>
          {entries.length > 0 && (
            <AuditTable entries={entries} label={t('backoffice.audit.title')} withConsultation />
          )}
          {model.nextCursor && (
            <div className="bo-more">
              {model.moreError !== null && <Notice tone="error" title={failureText(model.moreError)} live />}
              <Button variant="secondary" loading={model.loadingMore} onClick={() => void model.more()}>
                {t('backoffice.list.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
});

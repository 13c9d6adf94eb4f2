// The audit trail of the member's scope (branch lead and back office): every staff change, newest first, by date
// range, a page at a time.
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Loader, Notice, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import type { AuditEntry, AuditQuery } from '@checkout/shared/contract';
import { useBackoffice } from '../../app/context';
import { PageHeading } from '../../app/links';
import { thisWeek } from '../../app/weeks';
import { useFailureText } from '../../app/failure-text';
import { AuditTable } from '../../app/AuditTable';

type TrailState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'shown'; items: AuditEntry[]; nextCursor: string | null };

export const AuditPage = observer(function AuditPage() {
  const { store, clock } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [query, setQuery] = useState<AuditQuery>(() => thisWeek(clock));
  const [from, setFrom] = useState(query.from ?? '');
  const [till, setTill] = useState(query.till ?? '');
  const [problem, setProblem] = useState('');
  const [trail, setTrail] = useState<TrailState>({ kind: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState('');

  useEffect(() => {
    let live = true;
    setTrail({ kind: 'loading' });
    store.api.audit(query).then(
      (page) => live && setTrail({ kind: 'shown', items: page.items, nextCursor: page.nextCursor }),
      (failure: unknown) => live && setTrail({ kind: 'failed', message: failureText(failure) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, query]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (from && till && from > till) {
      setProblem(t('backoffice.list.datesOrder'));
      return;
    }
    setProblem('');
    setQuery({ ...(from ? { from } : {}), ...(till ? { till } : {}) });
  };

  const more = async () => {
    if (trail.kind !== 'shown' || !trail.nextCursor) return;
    setLoadingMore(true);
    setMoreError('');
    try {
      const page = await store.api.audit({ ...query, cursor: trail.nextCursor });
      setTrail({ kind: 'shown', items: [...trail.items, ...page.items], nextCursor: page.nextCursor });
    } catch (failure) {
      setMoreError(failureText(failure));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className="bo-page">
      <PageHeading>{t('backoffice.audit.title')}</PageHeading>
      <p>{t('backoffice.audit.lead')}</p>
      <form className="bo-filter" onSubmit={apply} aria-label={t('backoffice.audit.filter')} noValidate>
        <TextField
          label={t('backoffice.list.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label={t('backoffice.list.till')}
          type="date"
          value={till}
          error={problem || undefined}
          onChange={(e) => setTill(e.target.value)}
        />
        <div className="bo-actions bo-filter__actions">
          <Button type="submit">{t('backoffice.list.apply')}</Button>
        </div>
      </form>
      {trail.kind === 'loading' && <Loader label={t('backoffice.audit.loading')} />}
      {trail.kind === 'failed' && <Notice tone="error" title={trail.message} live />}
      {trail.kind === 'shown' && (
        <>
          <p className="bo-count" role="status">
            {trail.items.length === 0
              ? t('backoffice.audit.empty')
              : t('backoffice.audit.count', { count: trail.items.length })}
          </p>
          {trail.items.length > 0 && (
            <AuditTable entries={trail.items} label={t('backoffice.audit.title')} withConsultation />
          )}
          {trail.nextCursor && (
            <div className="bo-more">
              {moreError && <Notice tone="error" title={moreError} live />}
              <Button variant="secondary" loading={loadingMore} onClick={() => void more()}>
                {t('backoffice.list.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
});

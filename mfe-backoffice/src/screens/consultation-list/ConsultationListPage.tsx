// The day's list: consultations in the member's scope by branch, advisor, date range (this week to start with),
// status and text, a page at a time ('more'), and the same filter as an Excel workbook or a CSV in the page's language
// (issue 47). A search text finds across all dates (issue 46: reference, name, e-mail or phone), and the page says
// so. Each row leads to its consultation's page; the filter stays while staff go there and back. The filter, the rows
// and the advisors offered are its model's (list-model.ts).
import { observer } from 'mobx-react-lite';
import { Fragment, type FormEvent } from 'react';
import { Button, Loader, Notice, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import { CONSULTATION_STATUSES } from '@checkout/shared/contract';
import { useBackoffice } from '../../app/context';
import { AttentionMarks } from '../../app/AttentionMarks';
import { SelectField } from '../../app/fields';
import { formatDay } from '../../app/format';
import { kindLabel, modeLabel, referenceLabel, statusLabel, travellerName } from '../../app/labels';
import { PageHeading, PageLink } from '../../app/links';
import { useFailureText } from '../../app/failure-text';
import { useScreenModel } from '../../app/use-screen-model';
import { isConsultationStatus, type ListFilter } from './list-filter';
import { ListModel } from './list-model';

/** The exports the list offers for its filter (issue 47): the workbook first, the CSV for other programs. */
const EXPORT_FORMATS = ['xlsx', 'csv'] as const;

export const ConsultationListPage = observer(function ConsultationListPage() {
  const { store, clock } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const model = useScreenModel(
    () =>
      new ListModel({
        api: store.api,
        loadAdvisors: () => store.loadAdvisors(),
        store,
        staff: store.staff,
        clock,
      }),
  );
  const { draft, problem, query, role } = model;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    void model.apply();
  };
  const set = (patch: Partial<ListFilter>) => model.change(patch);
  // The dates are asked for only without a search text, which looks at every date.
  const datesRequired = model.datesRequired;

  return (
    <div className="bo-page">
      <PageHeading>{t('backoffice.list.title')}</PageHeading>
      <form className="bo-filter" onSubmit={apply} aria-label={t('backoffice.list.filter')} noValidate>
        {role === 'back_office' && (
          <SelectField
            label={t('backoffice.list.branch')}
            value={draft.agencyId}
            onChange={(event) => set({ agencyId: event.target.value, advisorId: '' })}
          >
            <option value="">{t('backoffice.list.allBranches')}</option>
            {model.branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </SelectField>
        )}
        {role !== 'advisor' && (
          <SelectField
            label={t('backoffice.list.advisor')}
            value={draft.advisorId}
            onChange={(event) => set({ advisorId: event.target.value })}
          >
            <option value="">{t('backoffice.list.allAdvisors')}</option>
            {model.advisorChoices.map((advisor) => (
              <option key={advisor.id} value={advisor.id}>
                {advisor.name}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t('backoffice.list.from')}
          type="date"
          required={datesRequired}
          value={draft.from}
          error={problem === 'dates' && !draft.from ? t('backoffice.list.datesMissing') : undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
        <TextField
          label={t('backoffice.list.till')}
          type="date"
          required={datesRequired}
          value={draft.till}
          error={
            problem === 'order'
              ? t('backoffice.list.datesOrder')
              : problem === 'dates' && !draft.till
                ? t('backoffice.list.datesMissing')
                : undefined
          }
          onChange={(event) => set({ till: event.target.value })}
        />
        <SelectField
          label={t('backoffice.list.status')}
          value={draft.status}
          onChange={(event) =>
            set({ status: isConsultationStatus(event.target.value) ? event.target.value : '' })
          }
        >
          <option value="">{t('backoffice.list.allStatuses')}</option>
          {CONSULTATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(t, status)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('backoffice.list.search')}
          type="search"
          hint={t('backoffice.list.searchHint')}
          value={draft.q}
          onChange={(event) => set({ q: event.target.value })}
        />
        <div className="bo-actions bo-filter__actions">
          <Button type="submit">{t('backoffice.list.apply')}</Button>
          <Button variant="secondary" onClick={() => void model.reset()}>
            {t('backoffice.list.reset')}
          </Button>
        </div>
      </form>
      {problem === 'dates' && draft.from && draft.till && (
        <Notice tone="error" title={t('backoffice.list.datesMissing')} />
      )}
      {query.q !== undefined && <Notice title={t('backoffice.list.searchAllDates', { q: query.q })} />}
      <p className="bo-export">
        {EXPORT_FORMATS.map((format, i) => (
          <Fragment key={format}>
            {i > 0 && ' · '}
            <a href={store.api.consultationsExportUrl(format, { ...query, culture: store.culture })} download>
              {t(`backoffice.list.${format}`)}
            </a>
          </Fragment>
        ))}
      </p>
      <ListResult model={model} />
      {model.nextCursor && (
        <div className="bo-more">
          {model.moreError !== null && <Notice tone="error" title={failureText(model.moreError)} live />}
          <Button variant="secondary" loading={model.loadingMore} onClick={() => void model.more()}>
            {t('backoffice.list.more')}
          </Button>
        </div>
      )}
    </div>
  );
});

/** The list's columns, each titled by its text key (backoffice.list.<column>). */
const LIST_COLUMNS = ['when', 'traveller', 'reference', 'mode', 'advisor', 'branch', 'status'] as const;
type ListColumn = (typeof LIST_COLUMNS)[number];

const ListResult = observer(function ListResult({ model }: { model: ListModel }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const culture = store.culture;
  const label = (column: ListColumn) => t(`backoffice.list.${column}`);
  const columns = LIST_COLUMNS.map((column) => [column, label(column)] as const);
  const { list, rows } = model;
  if (list.error !== null) return <Notice tone="error" title={failureText(list.error)} live />;
  if (list.value === null) return <Loader label={t('backoffice.list.loading')} />;
  return (
    <>
      <p className="bo-count" role="status">
        {rows.length === 0 ? t('backoffice.list.empty') : t('backoffice.list.count', { count: rows.length })}
      </p>
      {rows.length > 0 && (
        <div
          className="bo-table-wrap"
          role="region"
          aria-label={t('backoffice.list.tableLabel')}
          tabIndex={0}
        >
          {/* Roles spelled out: at a phone's width the rows are cards (CSS), which must stay a table to a screen reader. */}
          <table className="bo-table bo-table--cards" role="table">
            <thead>
              <tr role="row">
                {columns.map(([key, title]) => (
                  <th key={key} scope="col" role="columnheader">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} role="row">
                  <td role="cell" data-label={label('when')}>
                    <div>
                      <span className="bo-line">{formatDay(row.date, culture)}</span>{' '}
                      <span className="bo-line">
                        {row.time}–{row.till}
                      </span>
                    </div>
                  </td>
                  <th scope="row" role="rowheader" data-label={label('traveller')}>
                    {/* An erased row (issue 47) has no name left: the link says so and still opens its page. */}
                    <PageLink to={{ name: 'consultation', id: row.id }}>
                      {row.erasedAt ? t('backoffice.list.erased') : travellerName(row)}
                    </PageLink>
                  </th>
                  <td role="cell" data-label={label('reference')}>
                    <div>
                      <span className="bo-line">{referenceLabel(row.reference)}</span>{' '}
                      {row.kind === 'custom' && (
                        <span className="bo-line bo-muted">{kindLabel(t, 'custom')}</span>
                      )}
                    </div>
                  </td>
                  <td role="cell" data-label={label('mode')}>
                    {modeLabel(t, row.adviceMode)}
                  </td>
                  <td role="cell" data-label={label('advisor')}>
                    {row.advisor?.name ?? t('backoffice.list.noAdvisor')}
                  </td>
                  <td role="cell" data-label={label('branch')}>
                    {row.agency.name}
                  </td>
                  <td role="cell" data-label={label('status')}>
                    <div>
                      <span className={`bo-status bo-status--${row.status}`}>
                        {statusLabel(t, row.status)}
                      </span>
                      <AttentionMarks reasons={row.attention} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
});

// Booking for a caller (issue 46): the branch (the back office's choice), the advisor, the day and the advice mode,
// then one of the starts that fit that advisor's day (never a free text time), with the day shown beside in brief;
// the traveller's language and contact. A confirmation in the page, then the reference and a link to the
// consultation. The API's refusal is shown beside the field it names, or as a notice when something collides.
import { Form, Formik, useFormikContext } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Card, Notice, useTranslation } from '@checkout/shared';
import { CULTURES, type StaffMember } from '@checkout/shared/contract';
import { AnswerState } from '../../app/AnswerState';
import { ConfirmStep } from '../../app/ConfirmStep';
import { useBackoffice } from '../../app/context';
import { DaySituation } from '../../app/DaySituation';
import { FormSelect, FormText } from '../../app/form-fields';
import { formatDay } from '../../app/format';
import { languageLabel, modeLabel, referenceLabel } from '../../app/labels';
import { NamedOptions } from '../../app/NamedOptions';
import { PageHeading, PageLink } from '../../app/links';
import { useScreenModel } from '../../app/use-screen-model';
import { useFailureText } from '../../app/failure-text';
import { BookingModel, type BookingValues } from './booking-model';
import './booking.css';

/** The page of the member signed in (BackofficeApp shows pages only then). */
export const BookingPage = observer(function BookingPage() {
  const { store } = useBackoffice();
  return store.staff ? <BookingScreen staff={store.staff} /> : null;
});

const BookingScreen = observer(function BookingScreen({ staff }: { staff: StaffMember }) {
  const { store, clock } = useBackoffice();
  const { t } = useTranslation();
  const model = useScreenModel(
    () => new BookingModel({ api: store.api, loadAdvisors: () => store.loadAdvisors(), staff, clock }),
  );
  const ready = staff.role === 'advisor' || model.advisors.value !== null;
  return (
    <div className="bo-page bo-book">
      <PageHeading>{t('backoffice.book.title')}</PageHeading>
      <p className="bo-muted">{t('backoffice.book.lead')}</p>
      <AnswerState
        answer={model.advisors}
        loading={t('backoffice.book.loading')}
        failed={t('backoffice.book.failed')}
      />
      {ready && (model.booked ? <Booked model={model} /> : <BookingForm model={model} staff={staff} />)}
    </div>
  );
});

/** The form and, once sent, its confirmation: one Formik state, so going back keeps what was entered. */
const BookingForm = observer(function BookingForm({
  model,
  staff,
}: {
  model: BookingModel;
  staff: StaffMember;
}) {
  const [initialValues] = useState<BookingValues>(() => ({
    agencyId: model.branch,
    advisorId: model.advisorId,
    date: model.date,
    adviceMode: model.adviceMode,
    time: '',
    travellerCulture: 'de-CH',
    firstname: '',
    lastname: '',
    email: '',
    phone: '',
    message: '',
  }));
  /** Where the focus goes when the form shows again after the confirmation. */
  const returnTo = useRef<string | null>(null);
  return (
    <Formik<BookingValues>
      initialValues={initialValues}
      validate={(values) => model.errorsOf(values)}
      onSubmit={(values) => model.review(values)}
    >
      {model.attempt.request ? (
        <Confirmation model={model} returnTo={returnTo} />
      ) : (
        <BookingFields model={model} staff={staff} returnTo={returnTo} />
      )}
    </Formik>
  );
});

/** Tells the model what the form chose, so it asks for that day and offers what fits. */
function FollowForm({ model }: { model: BookingModel }) {
  const { values } = useFormikContext<BookingValues>();
  const { agencyId, advisorId, date, adviceMode } = values;
  useEffect(() => {
    void model.follow({ agencyId, advisorId, date, adviceMode });
  }, [model, agencyId, advisorId, date, adviceMode]);
  return null;
}

const BookingFields = observer(function BookingFields({
  model,
  staff,
  returnTo,
}: {
  model: BookingModel;
  staff: StaffMember;
  returnTo: RefObject<string | null>;
}) {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<BookingValues>();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const name = returnTo.current;
    returnTo.current = null;
    if (name) formRef.current?.querySelector<HTMLElement>(`[name="${name}"], [type="submit"]`)?.focus();
  }, [returnTo]);
  const clearTime = () => void setFieldValue('time', '');
  const chooseAdvisor = (advisorId: string) => {
    clearTime();
    const modes = model.advisorChoices.find((advisor) => advisor.id === advisorId)?.modes ?? [];
    if (modes.length === 1) void setFieldValue('adviceMode', modes[0]);
    else if (values.adviceMode && !modes.includes(values.adviceMode)) void setFieldValue('adviceMode', '');
  };
  const own = staff.role === 'advisor';
  return (
    <Form ref={formRef} className="bo-stack" noValidate>
      <FollowForm model={model} />
      <div className="bo-columns bo-book__columns">
        <Card title={t('backoffice.book.when')} aria-label={t('backoffice.book.when')}>
          <div className="bo-stack">
            {staff.role === 'back_office' && (
              <FormSelect
                name="agencyId"
                label={t('backoffice.book.branch')}
                offered={model.branches.map((branch) => branch.id)}
                onChosen={() => {
                  clearTime();
                  void setFieldValue('advisorId', '');
                }}
              >
                <NamedOptions items={model.branches} />
              </FormSelect>
            )}
            <FormSelect
              name="advisorId"
              label={t('backoffice.book.advisor')}
              required
              disabled={own}
              onChosen={chooseAdvisor}
            >
              {own ? (
                <option value={staff.advisorId ?? ''}>{staff.name}</option>
              ) : (
                <>
                  <option value="">{t('backoffice.choose')}</option>
                  <NamedOptions items={model.advisorChoices} />
                </>
              )}
            </FormSelect>
            <FormText
              name="date"
              type="date"
              label={t('backoffice.book.day')}
              required
              min={model.today}
              max={model.lastDay}
              onChosen={clearTime}
            />
            <FormSelect
              name="adviceMode"
              label={t('backoffice.book.mode')}
              required
              offered={model.modes}
              onChosen={clearTime}
            >
              <option value="">{t('backoffice.choose')}</option>
              {model.modes.map((mode) => (
                <option key={mode} value={mode}>
                  {modeLabel(t, mode)}
                </option>
              ))}
            </FormSelect>
            <StartChoice model={model} />
            <DayPanel model={model} />
          </div>
        </Card>
        <Card title={t('backoffice.book.traveller')} aria-label={t('backoffice.book.traveller')}>
          <div className="bo-stack">
            <FormSelect
              name="travellerCulture"
              label={t('backoffice.book.travellerCulture')}
              hint={t('backoffice.book.travellerCultureHint')}
              required
            >
              {CULTURES.map((culture) => (
                <option key={culture} value={culture}>
                  {languageLabel(t, culture)}
                </option>
              ))}
            </FormSelect>
            <div className="bo-pair">
              <FormText name="firstname" label={t('backoffice.book.firstname')} required autoComplete="off" />
              <FormText name="lastname" label={t('backoffice.book.lastname')} required autoComplete="off" />
            </div>
            <FormText
              name="email"
              type="email"
              label={t('backoffice.book.email')}
              required
              autoComplete="off"
            />
            <FormText
              name="phone"
              type="tel"
              label={t('backoffice.book.phone')}
              required
              autoComplete="off"
            />
            <FormText name="message" label={t('backoffice.book.message')} multiline />
          </div>
        </Card>
      </div>
      <div className="bo-actions">
        <Button type="submit">{t('backoffice.action.continue')}</Button>
      </div>
    </Form>
  );
});

/** The starts that fit the advisor's day, as a choice; how many there are is read out when the day arrives. */
const StartChoice = observer(function StartChoice({ model }: { model: BookingModel }) {
  const { t } = useTranslation();
  const { day, starts } = model;
  // While the day is asked for (or failed), its panel below says so.
  let status = model.question ? '' : t('backoffice.situation.chooseFirst');
  if (day && !model.calendar.loading) {
    status =
      starts.length > 0
        ? t('backoffice.situation.times', { count: starts.length })
        : t('backoffice.situation.noTimes');
  }
  return (
    <div className="bo-book__start">
      <FormSelect
        name="time"
        label={t('backoffice.book.time')}
        required
        disabled={starts.length === 0}
        offered={starts}
      >
        <option value="">{t('backoffice.choose')}</option>
        {starts.map((start) => (
          <option key={start} value={start}>
            {start}
          </option>
        ))}
      </FormSelect>
      <p className="bo-muted bo-book__status" aria-live="polite">
        {status}
      </p>
    </div>
  );
});

/** The chosen advisor's day in brief, its loader or its failure with a retry. */
const DayPanel = observer(function DayPanel({ model }: { model: BookingModel }) {
  const { t } = useTranslation();
  if (!model.question) return null;
  const { day, advisor } = model;
  return (
    <>
      <AnswerState
        answer={model.calendar}
        loading={t('backoffice.situation.loading')}
        failed={t('backoffice.situation.failed')}
      />
      {day && advisor && <DaySituation advisor={advisor.name} day={day} earliest={model.earliest} />}
    </>
  );
});

/** The booking as it will be sent, asked in the page before it is; the API's refusal of a collision beside it. */
const Confirmation = observer(function Confirmation({
  model,
  returnTo,
}: {
  model: BookingModel;
  returnTo: RefObject<string | null>;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { validateForm } = useFormikContext<BookingValues>();
  const request = model.attempt.request;
  if (!request) return null;
  const { error, sending } = model.attempt;
  const back = (field = 'submit') => {
    returnTo.current = field;
    model.back();
    void validateForm();
  };
  const confirm = async () => {
    await model.confirm();
    // The API named a field: back to the form, where it is shown beside that field.
    const [field] = Object.keys(model.attempt.fieldErrors);
    if (field) back(field);
  };
  const row = (term: string, value: string) => (
    <div className="bo-details__row">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <ConfirmStep
      question={t('backoffice.book.question', {
        when: `${formatDay(request.date, store.culture)}, ${request.time}`,
        advisor: model.advisor?.name ?? '',
        traveller: `${request.firstname} ${request.lastname}`.trim(),
      })}
      effect={t('backoffice.book.effect')}
      confirm={t('backoffice.book.confirm')}
      busy={sending}
      onConfirm={() => void confirm()}
      onBack={() => back()}
      refusal={
        error !== null && (
          <Notice tone="error" title={t('backoffice.book.refused')} live>
            <p>{failureText(error)}</p>
          </Notice>
        )
      }
    >
      <dl className="bo-details">
        {row(t('backoffice.consultation.mode'), modeLabel(t, request.adviceMode))}
        {row(t('backoffice.consultation.language'), languageLabel(t, request.travellerCulture))}
        {row(t('backoffice.consultation.email'), request.email)}
        {row(t('backoffice.consultation.phone'), request.phone)}
        {request.message.trim() && row(t('backoffice.consultation.message'), request.message.trim())}
      </dl>
    </ConfirmStep>
  );
});

/** What was booked: its reference, where the confirmation went, and a link to the consultation. */
const Booked = observer(function Booked({ model }: { model: BookingModel }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const booked = model.booked;
  if (!booked) return null;
  return (
    <div className="bo-stack">
      {/* The focus moves here, so a screen reader reads what was booked. */}
      <div ref={ref} tabIndex={-1}>
        <Notice
          tone="success"
          title={t('backoffice.book.done', { reference: referenceLabel(booked.reference) })}
          live
        >
          <p>
            {formatDay(booked.date, store.culture)}, {booked.time}–{booked.till} · {booked.advisor?.name} ·{' '}
            {modeLabel(t, booked.adviceMode)}
          </p>
          <p>{t('backoffice.book.doneText', { email: booked.traveller.email })}</p>
        </Notice>
      </div>
      <p>
        <PageLink to={{ name: 'consultation', id: booked.id }}>
          {t('backoffice.book.open', { reference: referenceLabel(booked.reference) })}
        </PageLink>
      </p>
      <div>
        <Button variant="secondary" onClick={() => model.again()}>
          {t('backoffice.book.again')}
        </Button>
      </div>
    </div>
  );
});

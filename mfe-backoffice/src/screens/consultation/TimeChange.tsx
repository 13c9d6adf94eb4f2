// A consultation's change of time or advisor on its page (issue 46): move it, accept a custom-date request, or
// reassign it. Only what fits is offered, from the branch's calendar of the day looked at (TimeChangeModel), with the
// chosen advisor's day in brief beside; then the page's confirmation, and the API's refusal there when something
// collided meanwhile.
import { Form, Formik, useFormikContext } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Button, Notice, useTranslation } from '@checkout/shared';
import type { ConsultationDetail } from '@checkout/shared/contract';
import { AnswerState } from '../../app/AnswerState';
import { ConfirmStep } from '../../app/ConfirmStep';
import { useBackoffice } from '../../app/context';
import { DaySituation } from '../../app/DaySituation';
import { FormSelect, FormText } from '../../app/form-fields';
import { formatDay } from '../../app/format';
import { useScreenModel } from '../../app/use-screen-model';
import { useFailureText } from '../../app/failure-text';
import { TimeChangeModel, type TimeTask, type TimeValues } from './time-change-model';

export const TimeChange = observer(function TimeChange({
  task,
  detail,
  onChanged,
  onClose,
}: {
  task: TimeTask;
  detail: ConsultationDetail;
  onChanged: (next: ConsultationDetail, message: string) => void;
  onClose: () => void;
}) {
  const { store, clock } = useBackoffice();
  const model = useScreenModel(() => new TimeChangeModel({ api: store.api, detail, task, clock }));
  const [initialValues] = useState(() => model.initialValues);
  return (
    <Formik<TimeValues>
      initialValues={initialValues}
      validate={(values) => model.errorsOf(values)}
      onSubmit={(values) => model.review(values)}
    >
      {model.attempt.request ? (
        <Confirmation model={model} onChanged={onChanged} />
      ) : (
        <TimeForm model={model} onClose={onClose} />
      )}
    </Formik>
  );
});

/** Tells the model the day the form chose, so it asks for the branch's calendar of that day. */
function FollowDay({ model }: { model: TimeChangeModel }) {
  const { values } = useFormikContext<TimeValues>();
  useEffect(() => {
    void model.follow(values.date);
  }, [model, values.date]);
  return null;
}

const TimeForm = observer(function TimeForm({
  model,
  onClose,
}: {
  model: TimeChangeModel;
  onClose: () => void;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<TimeValues>();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);
  const { task, detail } = model;
  const candidate = model.candidate(values.advisorId);
  const starts = model.startsFor(values.advisorId);
  const when = `${formatDay(detail.date, store.culture)}, ${detail.time}–${detail.till}`;
  const loaded = model.calendar.value !== null && !model.calendar.loading;
  const none = loaded && model.candidates.length === 0;
  const chooseAdvisor = (advisorId: string) => {
    const offered = model.startsFor(advisorId);
    if (offered.includes(values.time)) return;
    // A request's wish stays proposed where it fits.
    void setFieldValue('time', task === 'accept' && offered.includes(detail.time) ? detail.time : '');
  };
  return (
    <Form ref={formRef} className="bo-stack" noValidate>
      <FollowDay model={model} />
      <h3 className="bo-subheading">{t(`backoffice.action.${task}Title`)}</h3>
      <p>
        {task === 'reassign'
          ? t('backoffice.action.reassignText', { when })
          : t(`backoffice.action.${task}Text`)}
      </p>
      {task !== 'reassign' && (
        <FormText
          name="date"
          type="date"
          label={t('backoffice.action.date')}
          required
          min={model.today}
          max={model.lastDay}
          onChosen={() => void setFieldValue('time', '')}
        />
      )}
      <AnswerState
        answer={model.calendar}
        loading={t('backoffice.situation.loading')}
        failed={t('backoffice.situation.failed')}
      />
      {none && (
        <Notice tone="info" live>
          {t(task === 'reassign' ? 'backoffice.action.noneFreeThen' : 'backoffice.action.noneFree')}
        </Notice>
      )}
      <FormSelect
        name="advisorId"
        label={t('backoffice.action.advisor')}
        required
        offered={model.candidates.map((c) => c.advisor.id)}
        onChosen={chooseAdvisor}
      >
        <option value="">{t('backoffice.choose')}</option>
        {model.candidates.map(({ advisor }) => (
          <option key={advisor.id} value={advisor.id}>
            {advisor.name}
          </option>
        ))}
      </FormSelect>
      {task !== 'reassign' && (
        <FormSelect name="time" label={t('backoffice.action.time')} required offered={starts}>
          <option value="">{t('backoffice.choose')}</option>
          {starts.map((start) => (
            <option key={start} value={start}>
              {task === 'accept' && start === detail.time && values.date === detail.date
                ? t('backoffice.action.wished', { time: start })
                : start}
            </option>
          ))}
        </FormSelect>
      )}
      {candidate && (
        <DaySituation
          advisor={candidate.advisor.name}
          day={candidate.day}
          earliest={model.earliest}
          current={detail.id}
          headingLevel={4}
        />
      )}
      <div className="bo-actions">
        <Button type="submit">{t('backoffice.action.continue')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('backoffice.action.back')}
        </Button>
      </div>
    </Form>
  );
});

/** The change as it will be sent, asked in the page before it is; the API's refusal beside it. */
const Confirmation = observer(function Confirmation({
  model,
  onChanged,
}: {
  model: TimeChangeModel;
  onChanged: (next: ConsultationDetail, message: string) => void;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { validateForm } = useFormikContext<TimeValues>();
  const request = model.attempt.request;
  if (!request) return null;
  const { task } = model;
  const advisor = model.candidate(request.advisorId)?.advisor.name ?? '';
  const when = `${formatDay(request.date, store.culture)}, ${request.time}`;
  const back = () => {
    model.back();
    void validateForm();
  };
  const confirm = async () => {
    const next = await model.confirm();
    if (next) {
      const done = {
        move: t('backoffice.action.moved', { when }),
        accept: t('backoffice.action.accepted'),
        reassign: t('backoffice.action.reassigned', { advisor }),
      };
      onChanged(next, done[task]);
    } else if (Object.keys(model.attempt.fieldErrors).length > 0) back();
  };
  return (
    <ConfirmStep
      question={t(`backoffice.action.${task}Question`, { advisor, when })}
      effect={t(`backoffice.action.${task}Effect`)}
      confirm={t(`backoffice.action.${task}Confirm`)}
      busy={model.attempt.sending}
      onConfirm={() => void confirm()}
      onBack={back}
      refusal={
        model.attempt.error !== null && <Notice tone="error" title={failureText(model.attempt.error)} live />
      }
    />
  );
});

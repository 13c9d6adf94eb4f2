// Staff management (issue 47, item 4), for a branch lead (their branch) and the back office (everyone): the members
// with their role, branch, language, last sign-in and passkeys; an invitation (a sign-in link is mailed), a change
// of role and scope, a deactivation (their sessions, links and passkeys end at once) and a reactivation, each
// confirmed in the page. The forms check the kernel's schemas; the API's refusals show beside the field they name.
import { Form, Formik, useFormikContext } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Button, Card, Notice, useTranslation } from '@checkout/shared';
import {
  CULTURES,
  STAFF_ROLES,
  type StaffInviteRequest,
  type StaffMemberChangeRequest,
  type StaffMemberRow,
  type StaffRole,
} from '@checkout/shared/contract';
import {
  WIRE_VALIDATE_OPTIONS,
  fieldErrorsOf,
  staffInviteSchema,
  staffMemberChangeSchema,
} from '@checkout/shared/schemas';
import { AnswerState } from '../../app/AnswerState';
import { ConfirmStep } from '../../app/ConfirmStep';
import { useBackoffice } from '../../app/context';
import { useFailureText } from '../../app/failure-text';
import { FormSelect, FormText } from '../../app/form-fields';
import { formatInstant } from '../../app/format';
import { languageLabel } from '../../app/labels';
import { PageHeading } from '../../app/links';
import { useScreenModel } from '../../app/use-screen-model';
import { StaffModel, type StaffChange, type StaffForm } from './staff-model';
import './staff.css';

/** The form's values: every field a string ('' for an id the role does not name). */
interface MemberValues {
  email: string;
  name: string;
  role: StaffRole;
  agencyId: string;
  advisorId: string;
  language: StaffInviteRequest['language'];
}

const scopeOf = (values: MemberValues): StaffMemberChangeRequest => ({
  role: values.role,
  agencyId: values.role === 'back_office' ? null : values.agencyId || null,
  advisorId: values.role === 'advisor' ? values.advisorId || null : null,
});

const inviteOf = (values: MemberValues): StaffInviteRequest => ({
  email: values.email.trim(),
  name: values.name.trim(),
  language: values.language,
  ...scopeOf(values),
});

export const StaffPage = observer(function StaffPage() {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const staff = store.staff;
  const model = useScreenModel(
    () => new StaffModel({ api: store.api, loadAdvisors: () => store.loadAdvisors(), staff: staff! }),
  );
  const members = model.members.value;
  const change = model.attempt.request;
  return (
    <div className="bo-page bo-staff">
      <PageHeading>{t('backoffice.staff.title')}</PageHeading>
      <p className="bo-muted">
        {t(staff?.role === 'back_office' ? 'backoffice.staff.introAll' : 'backoffice.staff.introBranch')}
      </p>
      {model.done && (
        <Notice
          tone="success"
          title={t(`backoffice.staff.done.${model.done.kind}`, { name: model.done.name })}
          live
        />
      )}
      {model.form ? (
        <MemberForm model={model} form={model.form} />
      ) : change && change.kind !== 'invite' && change.kind !== 'change' ? (
        <Card>
          <ActiveConfirmation model={model} change={change} />
        </Card>
      ) : (
        <div>
          <Button onClick={() => model.open({ kind: 'invite' })}>{t('backoffice.staff.invite')}</Button>
        </div>
      )}
      <AnswerState
        answer={model.members}
        loading={t('backoffice.staff.loading')}
        failed={t('backoffice.staff.failed')}
      />
      {members && (
        <ul className="bo-staff__list" aria-label={t('backoffice.staff.listLabel')}>
          {members.map((member) => (
            <MemberItem key={member.id} model={model} member={member} />
          ))}
        </ul>
      )}
    </div>
  );
});

const MemberItem = observer(function MemberItem({
  model,
  member,
}: {
  model: StaffModel;
  member: StaffMemberRow;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const self = member.id === model.staff.id;
  const scope = [model.branchName(member.agencyId), model.advisorName(member.advisorId)]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={`bo-staff__member${member.active ? '' : ' bo-staff__member--inactive'}`}>
      <h2 className="bo-staff__name">
        {member.name}
        {!member.active && <span className="bo-staff__badge"> {t('backoffice.staff.inactive')}</span>}
      </h2>
      <dl className="bo-staff__facts">
        <dt>{t('backoffice.staff.email')}</dt>
        <dd>{member.email}</dd>
        <dt>{t('backoffice.staff.role')}</dt>
        <dd>
          {t(`backoffice.role.${member.role}`)}
          {scope ? ` · ${scope}` : ''}
        </dd>
        <dt>{t('backoffice.staff.language')}</dt>
        <dd>{languageLabel(t, member.culture)}</dd>
        <dt>{t('backoffice.staff.lastSignIn')}</dt>
        <dd>
          {member.lastSignInAt
            ? formatInstant(member.lastSignInAt, store.culture)
            : t('backoffice.staff.never')}
        </dd>
        <dt>{t('backoffice.staff.passkeys')}</dt>
        <dd>{member.passkeys}</dd>
      </dl>
      <div className="bo-actions">
        <Button
          variant="secondary"
          onClick={() => model.open({ kind: 'change', member })}
          aria-label={t('backoffice.staff.changeOf', { name: member.name })}
        >
          {t('backoffice.staff.change')}
        </Button>
        {!self && (
          <Button
            variant="secondary"
            onClick={() => model.ask({ kind: member.active ? 'deactivate' : 'reactivate', member })}
            aria-label={t(member.active ? 'backoffice.staff.deactivateOf' : 'backoffice.staff.reactivateOf', {
              name: member.name,
            })}
          >
            {t(member.active ? 'backoffice.staff.deactivate' : 'backoffice.staff.reactivate')}
          </Button>
        )}
      </div>
    </li>
  );
});

/** The refusal of the change being confirmed, in the API's words. */
const Refusal = observer(function Refusal({ model }: { model: StaffModel }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  return model.attempt.error ? (
    <Notice tone="error" title={t('backoffice.staff.refused')} live>
      <p>{failureText(model.attempt.error)}</p>
    </Notice>
  ) : null;
});

const ActiveConfirmation = observer(function ActiveConfirmation({
  model,
  change,
}: {
  model: StaffModel;
  change: Extract<StaffChange, { kind: 'deactivate' | 'reactivate' }>;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmStep
      question={t(`backoffice.staff.${change.kind}Question`, { name: change.member.name })}
      effect={t(`backoffice.staff.${change.kind}Effect`)}
      confirm={t(`backoffice.staff.${change.kind}Confirm`)}
      busy={model.attempt.sending}
      onConfirm={() => void model.confirm()}
      onBack={() => model.attempt.close()}
      refusal={<Refusal model={model} />}
    />
  );
});

/** The invitation's or a change's form and, once sent, its confirmation (one Formik state: going back keeps it). */
const MemberForm = observer(function MemberForm({ model, form }: { model: StaffModel; form: StaffForm }) {
  const { store } = useBackoffice();
  const invite = form.kind === 'invite';
  const member = form.kind === 'change' ? form.member : null;
  const initialValues: MemberValues = {
    email: member?.email ?? '',
    name: member?.name ?? '',
    role: member?.role ?? 'advisor',
    agencyId: member?.agencyId ?? (model.staff.role === 'branch_lead' ? (model.staff.agencyId ?? '') : ''),
    advisorId: member?.advisorId ?? '',
    language: member?.culture ?? store.culture,
  };
  const validate = (values: MemberValues) => {
    const errors = invite
      ? fieldErrorsOf(staffInviteSchema, inviteOf(values), WIRE_VALIDATE_OPTIONS)
      : fieldErrorsOf(staffMemberChangeSchema, scopeOf(values), WIRE_VALIDATE_OPTIONS);
    // The API's words beside the field it named, while that field keeps the refused value.
    const refused = model.attempt.refused;
    const refusedValues: Partial<Record<string, unknown>> =
      refused?.kind === 'invite' || refused?.kind === 'change' ? { ...refused.request } : {};
    const current: Partial<Record<string, unknown>> = invite
      ? { ...inviteOf(values) }
      : { ...scopeOf(values) };
    for (const [field, message] of Object.entries(model.attempt.fieldErrors)) {
      if (refusedValues[field] === current[field]) errors[field] = message;
    }
    return errors;
  };
  return (
    <Card>
      <Formik<MemberValues>
        initialValues={initialValues}
        validate={validate}
        onSubmit={(values) =>
          model.ask(
            invite
              ? { kind: 'invite', request: inviteOf(values) }
              : { kind: 'change', member: member!, request: scopeOf(values) },
          )
        }
      >
        {model.attempt.request ? (
          <FormConfirmation model={model} />
        ) : (
          <MemberFields model={model} form={form} />
        )}
      </Formik>
    </Card>
  );
});

const MemberFields = observer(function MemberFields({ model, form }: { model: StaffModel; form: StaffForm }) {
  const { t } = useTranslation();
  const { values, setFieldValue, validateForm } = useFormikContext<MemberValues>();
  const invite = form.kind === 'invite';
  // Back from a refusal: the API's words join the form's errors, beside the field they name.
  const refusal = model.attempt.error;
  useEffect(() => {
    if (refusal) void validateForm();
  }, [refusal, validateForm]);
  const roles = STAFF_ROLES.filter((role) => model.staff.role === 'back_office' || role !== 'back_office');
  const advisors = model.advisorsOf(values.agencyId || null);
  return (
    <Form className="bo-stack" noValidate>
      <h2 className="bo-staff__form-title">
        {invite
          ? t('backoffice.staff.inviteTitle')
          : t('backoffice.staff.changeTitle', { name: form.member.name })}
      </h2>
      {invite && (
        <>
          <FormText name="name" label={t('backoffice.staff.name')} required autoComplete="off" />
          <FormText
            name="email"
            label={t('backoffice.staff.email')}
            type="email"
            required
            autoComplete="off"
          />
          <FormSelect name="language" label={t('backoffice.staff.language')} required>
            {CULTURES.map((culture) => (
              <option key={culture} value={culture}>
                {languageLabel(t, culture)}
              </option>
            ))}
          </FormSelect>
        </>
      )}
      <FormSelect
        name="role"
        label={t('backoffice.staff.role')}
        required
        onChosen={() => void setFieldValue('advisorId', '')}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`backoffice.role.${role}`)}
          </option>
        ))}
      </FormSelect>
      {values.role !== 'back_office' && (
        <FormSelect
          name="agencyId"
          label={t('backoffice.staff.branch')}
          required
          offered={model.branches.map((b) => b.id)}
          onChosen={() => void setFieldValue('advisorId', '')}
        >
          <option value="">{t('backoffice.staff.choose')}</option>
          {model.branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </FormSelect>
      )}
      {values.role === 'advisor' && (
        <FormSelect
          name="advisorId"
          label={t('backoffice.staff.advisor')}
          hint={t('backoffice.staff.advisorHint')}
          required
          offered={advisors.map((a) => a.id)}
        >
          <option value="">{t('backoffice.staff.choose')}</option>
          {advisors.map((advisor) => (
            <option key={advisor.id} value={advisor.id}>
              {advisor.name}
            </option>
          ))}
        </FormSelect>
      )}
      <Refusal model={model} />
      <div className="bo-actions">
        <Button type="submit">
          {invite ? t('backoffice.staff.inviteSend') : t('backoffice.staff.changeSend')}
        </Button>
        <Button variant="secondary" onClick={() => model.closeForm()}>
          {t('backoffice.action.back')}
        </Button>
      </div>
    </Form>
  );
});

const FormConfirmation = observer(function FormConfirmation({ model }: { model: StaffModel }) {
  const { t } = useTranslation();
  const change = model.attempt.request;
  if (!change || (change.kind !== 'invite' && change.kind !== 'change')) return null;
  const { role, agencyId, advisorId } = change.request;
  const scope = [t(`backoffice.role.${role}`), model.branchName(agencyId), model.advisorName(advisorId)]
    .filter(Boolean)
    .join(' · ');
  return change.kind === 'invite' ? (
    <ConfirmStep
      question={t('backoffice.staff.inviteQuestion', {
        name: change.request.name,
        email: change.request.email,
      })}
      effect={t('backoffice.staff.inviteEffect')}
      confirm={t('backoffice.staff.inviteConfirm')}
      busy={model.attempt.sending}
      onConfirm={() => void model.confirm()}
      onBack={() => model.attempt.close()}
      refusal={<Refusal model={model} />}
    >
      <p>{scope}</p>
    </ConfirmStep>
  ) : (
    <ConfirmStep
      question={t('backoffice.staff.changeQuestion', { name: change.member.name })}
      effect={t('backoffice.staff.changeEffect')}
      confirm={t('backoffice.staff.changeConfirm')}
      busy={model.attempt.sending}
      onConfirm={() => void model.confirm()}
      onBack={() => model.attempt.close()}
      refusal={<Refusal model={model} />}
    >
      <p>{scope}</p>
    </ConfirmStep>
  );
});

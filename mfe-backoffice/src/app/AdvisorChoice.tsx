// A page's choice of one advisor in the member's scope (time off, working hours): sorted by name, fixed to their
// own for an advisor.
import type { ChangeEvent } from 'react';
import { useTranslation } from '@checkout/shared';
import type { StaffAdvisor } from '@checkout/shared/contract';
import { SelectField } from './fields';

export function AdvisorChoice({
  advisors,
  ownAdvisor,
  value,
  error,
  onChange,
}: {
  advisors: readonly StaffAdvisor[] | null;
  /** The signed-in advisor's own id: the only choice, and the field is fixed. */
  ownAdvisor: string | null;
  value: string;
  error?: string;
  onChange: (advisorId: string) => void;
}) {
  const { t } = useTranslation();
  const choices = (advisors ?? [])
    .filter((advisor) => !ownAdvisor || advisor.id === ownAdvisor)
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <SelectField
      label={t('backoffice.timeOff.advisor')}
      required
      value={value}
      error={error}
      disabled={ownAdvisor !== null}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
    >
      <option value="">{t('backoffice.action.chooseAdvisor')}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </SelectField>
  );
}

// The aside of step 2 and step 3 (spec: side panel / side block): a way to step 1 self, offered only when no
// checked agency has special appointments and no agency or advisor is preselected (spec section 6).
import { Button, CalendarIcon, SidePanel, useStore, useTranslation, type StepProps } from '@checkout/shared';
import { observer } from 'mobx-react-lite';

const CustomDateAside = observer(function CustomDateAside({ goTo }: StepProps) {
  const { settings, agencyFilter } = useStore();
  const { t } = useTranslation();
  if (agencyFilter.hasCheckedWithoutSpecialHours || settings.hasPresetAgency || settings.hasPresetAdvisor) {
    return null;
  }
  return (
    <SidePanel title={t('aside.customDate.title')} description={t('aside.customDate.description')}>
      <Button variant="secondary" icon={<CalendarIcon />} onClick={() => goTo('step-1-self')}>
        {t('aside.customDate.button')}
      </Button>
    </SidePanel>
  );
});

export default CustomDateAside;

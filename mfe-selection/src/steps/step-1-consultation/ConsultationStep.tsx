// Step 1: the visitor chooses general advice (on to step 2) or names a destination / travel experience.
import {
  CalendarIcon,
  ChoiceButton,
  loadOnOpen,
  PersonalIcon,
  PresetScopeNote,
  StepHeading,
  useRuntimeConfig,
  useStore,
  useTranslation,
  type BookingState,
  type StepProps,
} from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { MainInfoOverlay } from '../../main-info/MainInfoOverlay';
import { enterConsultationStep } from './enter-consultation-step';

// The consultant overlay shows only for a preset advisor: its chunk (and the kit's portrait and contact links)
// loads then, off the path of every other step 1.
const LazyAdvisorOverlay = lazy(() =>
  import('./AdvisorOverlay').then((m) => ({ default: m.AdvisorOverlay })),
);
// The travel-experience overlay (its travel card, and the destination filter it opens) loads its code when the
// traveller first opens it: step 1's first screen draws none of it.
const LazyDestinationBlockOverlay = loadOnOpen(() =>
  import('./DestinationBlockOverlay').then((m) => m.DestinationBlockOverlay),
);

/** The city of the step-1 heading: only when an agency is preset and exactly one agency is checked. */
export function headingCity(
  hasPresetAgency: boolean,
  agencyFilter: Pick<BookingState['agencyFilter'], 'checked' | 'allItems'>,
): string {
  const only = agencyFilter.checked.length === 1 ? agencyFilter.checked[0] : undefined;
  if (!hasPresetAgency || !only) return '';
  // A preset agency is checked before the list has loaded; its city comes from the loaded item.
  const loaded = agencyFilter.allItems.find((item) => item.id === only.id);
  return loaded?.city || only.city || loaded?.label || only.label;
}

const ConsultationStep = observer(function ConsultationStep({ goTo }: StepProps) {
  const store = useStore();
  const { settings, agencyFilter, overlays } = store;
  const { product } = useRuntimeConfig();
  const { t } = useTranslation();

  useEffect(() => enterConsultationStep(store), [store]);

  const city = headingCity(settings.hasPresetAgency, agencyFilter);
  // A preset advisor names the appointment (spec section 6), once the kernel has resolved the name.
  const advisor = settings.hasPresetAdvisor ? settings.transitoryData.consultantName : '';
  // '{product}' when there is neither a city nor a title text (the translations call may blank it).
  const title =
    (advisor && t('step1.titleAdvisor', { name: advisor })) ||
    (city && t('step1.titleCity', { city })) ||
    t('step1.title') ||
    product;

  return (
    <div className="ck-step">
      <StepHeading lead={t('step1.lead')}>{title}</StepHeading>
      <PresetScopeNote scope={store.presetScope} onWiden={store.dropPresets} />
      <nav className="ck-stack" aria-label={t('step1.lead')}>
        <ChoiceButton
          icon={<CalendarIcon />}
          title={t('step1.choice.destination.title')}
          lead={t('step1.choice.destination.lead')}
          onClick={() => overlays.open('travelExperience')}
        />
        <ChoiceButton
          icon={<PersonalIcon />}
          title={t('step1.choice.general.title')}
          lead={t('step1.choice.general.lead')}
          onClick={() => goTo('step-2')}
        />
      </nav>
      <LazyDestinationBlockOverlay
        goTo={goTo}
        open={overlays.isOpen('travelExperience') || overlays.isOpen('destinationFilter')}
      />
      {settings.advisorId !== '' && (
        <Suspense fallback={null}>
          <LazyAdvisorOverlay />
        </Suspense>
      )}
      <MainInfoOverlay />
    </div>
  );
});

export default ConsultationStep;

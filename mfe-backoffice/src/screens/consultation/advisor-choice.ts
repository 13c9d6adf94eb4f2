// Whom a consultation can go to: advisors of its advice mode (a personal consultation stays in its branch, where
// the traveller comes), never the one it has now. Whether they are free at that hour is the API's to say.
import type { ConsultationRow, StaffAdvisor } from '@checkout/shared/contract';

export function advisorsFor(
  consultation: Pick<ConsultationRow, 'adviceMode' | 'agency' | 'advisor'>,
  advisors: StaffAdvisor[],
  { except }: { except?: string } = {},
): StaffAdvisor[] {
  return advisors
    .filter((advisor) => advisor.modes.includes(consultation.adviceMode))
    .filter(
      (advisor) => consultation.adviceMode !== 'personal' || advisor.agencyId === consultation.agency.id,
    )
    .filter((advisor) => advisor.id !== (except ?? consultation.advisor?.id))
    .sort(
      (a, b) =>
        Number(b.agencyId === consultation.agency.id) - Number(a.agencyId === consultation.agency.id) ||
        a.name.localeCompare(b.name),
    );
}

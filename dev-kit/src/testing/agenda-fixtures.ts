// Builders of advisors and hours for tests of the agenda (store and step 3), overridable per test.
import { type AgendaResponse, type Consultant, type Hour } from '@checkout/shared';
import { slotEnd } from '@checkout/shared/dates';

export const testConsultant = (id: string, overrides: Partial<Consultant> = {}): Consultant => ({
  id,
  pageId: `p-${id}`,
  name: `Advisor ${id}`,
  location: 'Zürich',
  agencyId: 'zh',
  imgUrl: '',
  role: 'Reiseberaterin',
  title: '',
  cta: { url: '' },
  locationCta: { text: '', url: '' },
  mailCta: { text: '', url: '' },
  phoneCta: { text: '', url: '' },
  languages: 'Deutsch',
  quote: '',
  vector: [],
  hasAdviceModeOnline: true,
  hasAdviceModePersonal: true,
  hasAdviceModePhone: false,
  ...overrides,
});

/** A slot of `advisorId` on 5 March 2026 starting at `label` (HH:mm). */
export const testHour = (advisorId: string, label: string, overrides: Partial<Hour> = {}): Hour => ({
  id: `${advisorId}|2026-03-05|${label}`,
  label,
  till: slotEnd(label),
  isInactive: false,
  isChecked: false,
  homeOffice: false,
  advisor: { id: advisorId },
  ...overrides,
});

/** An agenda answer of one page holding every advisor given (total, page and languages filled in). */
export const testAgenda = (
  agenda: Pick<AgendaResponse, 'advisorList' | 'hoursList'> & Partial<AgendaResponse>,
): AgendaResponse => ({ total: agenda.advisorList.length, page: 0, languages: [], ...agenda });

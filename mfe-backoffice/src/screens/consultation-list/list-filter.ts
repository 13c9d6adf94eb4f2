// The day's list's filter: what staff choose in the form, the week it starts with, and the StaffListQuery it
// becomes (for the list and, the very same, for the CSV export). A search text finds across all dates (issue 46):
// the dates are then neither required nor sent.
import {
  CONSULTATION_STATUSES,
  type ConsultationStatus,
  type StaffListQuery,
  type StaffMember,
} from '@checkout/shared/contract';
import { isIsoDate, type Clock } from '@checkout/shared/dates';
import { thisWeek } from '../../app/weeks';

/** The form's values; '' means 'all'. Dates are yyyy-mm-dd (the date inputs' own form). */
export interface ListFilter {
  agencyId: string;
  advisorId: string;
  from: string;
  till: string;
  status: ConsultationStatus | '';
  q: string;
}

/** The filter a list starts with: this week, everything in the member's scope. */
export function defaultFilter(clock: Clock): ListFilter {
  return { agencyId: '', advisorId: '', ...thisWeek(clock), status: '', q: '' };
}

/** Whether a filter searches: its text then looks at every date, whatever the dates say. */
export function searches(filter: Pick<ListFilter, 'q'>): boolean {
  return filter.q.trim() !== '';
}

/** Why a filter cannot be asked for (an i18n key), or null. */
export function filterProblem(filter: ListFilter): 'dates' | 'order' | null {
  if (searches(filter)) return null;
  if (!isIsoDate(filter.from) || !isIsoDate(filter.till)) return 'dates';
  if (filter.from > filter.till) return 'order';
  return null;
}

/**
 * The query of a filter for this member: a branch lead's list is the branch's and an advisor's their own (the API
 * applies that scope anyway; the form does not offer what the member cannot choose).
 */
export function toQuery(filter: ListFilter, staff: Pick<StaffMember, 'role'> | null): StaffListQuery {
  const query: StaffListQuery = searches(filter) ? {} : { from: filter.from, till: filter.till };
  if (filter.agencyId && staff?.role === 'back_office') query.agencyId = filter.agencyId;
  if (filter.advisorId && staff?.role !== 'advisor') query.advisorId = filter.advisorId;
  if (filter.status) query.status = filter.status;
  const q = filter.q.trim();
  if (q) query.q = q;
  return query;
}

export const isConsultationStatus = (value: string): value is ConsultationStatus =>
  (CONSULTATION_STATUSES as readonly string[]).includes(value);

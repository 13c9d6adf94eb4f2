// The back office's consultations (issue 34): who sees what (a member's scope, applied by every query), the list
// with its filter and keyset pages, the same filter for the CSV export, one consultation with what the member may
// do with it now, and the advisors in scope.
import {
  parseBookingReference,
  toWireAdviceMode,
  type CollisionReason,
  type ConsultationDetail,
  type ConsultationTravel,
  type ConsultationPage,
  type ConsultationRow,
  type Culture,
  type StaffAdvisor,
  type StaffListQuery,
  type StaffMember,
} from '@checkout/shared/contract';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';
import { addDays, formatIsoDate, parseIsoDate, zurichTime } from '@checkout/shared/dates';
import { VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import type { Queryable } from '../db/database';
import {
  advisorsInScope,
  findConsultation,
  isAcceptedRequest,
  listConsultations,
  type ConsultationRecord,
  type StaffAdvisorRecord,
  type StaffScope,
} from '../repositories/consultation-repository';
import { auditOfBooking } from '../repositories/staff-audit-repository';
import { findBookingView } from '../repositories/booking-view';
import { textsFor } from '../i18n/texts';
import { auditEntriesIn } from './audit-sentences';
import { advisorName, lang } from './catalogue';
import { notFound, staffForbidden, validationError } from './errors';
import { wallClock } from './calendar';

/** Rows of a page when the query names no limit. */
export const DEFAULT_PAGE_SIZE = 50;

/** Days the list shows when the query names none: a week from today. */
export const DEFAULT_LIST_DAYS = 7;

/** The exports' rows at most (a year of a large branch); a filter that finds more is cut there. */
export const MAX_CSV_ROWS = 20_000;

/** What a member sees: an advisor their consultations, a branch lead the branch's, the back office all. */
export const scopeOf = (member: StaffMember): StaffScope => {
  if (member.role === 'advisor' && member.advisorId && member.agencyId) {
    return { role: 'advisor', advisorId: member.advisorId, agencyId: member.agencyId };
  }
  if (member.role === 'branch_lead' && member.agencyId)
    return { role: 'branch_lead', agencyId: member.agencyId };
  if (member.role === 'back_office') return { role: 'back_office' };
  // A row the table's check would not let in: it sees nothing rather than everything.
  return { role: 'advisor', advisorId: '', agencyId: '' };
};

/**
 * What about a booked consultation still needs the branch (issue 46): its advisor absent that day, outside working
 * hours changed since, overlapping another consultation from before the calendar's guard.
 */
export const attentionOf = (
  record: Pick<ConsultationRecord, 'status' | 'advisorAbsent' | 'outsideHours' | 'overlapToSettle'>,
): CollisionReason[] => {
  if (record.status !== 'booked') return [];
  const reasons: CollisionReason[] = [];
  if (record.advisorAbsent) reasons.push('absent');
  if (record.outsideHours) reasons.push('outsideHours');
  if (record.overlapToSettle) reasons.push('overlap');
  return reasons;
};

/** A consultation as the list shows it, its names in the member's language. */
export const consultationRow = (record: ConsultationRecord, culture: Culture): ConsultationRow => {
  const { firstname, lastname, email, phone } = record.traveller;
  const attention = attentionOf(record);
  return {
    id: record.id,
    reference: record.reference,
    kind: record.kind,
    status: record.status,
    date: record.date,
    time: record.time,
    // The end of the range it occupies, on the wall clock (issue 46).
    till: wallClock(record.endsAt),
    adviceMode: record.adviceMode,
    culture: record.culture,
    traveller: { firstname, lastname, email, phone },
    advisor: record.advisor ? { id: record.advisor.id, name: advisorName(record.advisor) } : null,
    agency: { id: record.agency.id, name: record.agency.name[lang(culture)] },
    ...(attention.length > 0 ? { attention } : {}),
    ...(record.anonymisedAt ? { erasedAt: record.anonymisedAt.toISOString() } : {}),
  };
};

/** The page's cursor: the last row's (date, time, id), the keyset the next page starts after. */
const encodeCursor = (record: ConsultationRecord): string =>
  Buffer.from(JSON.stringify([record.date, record.time, record.id])).toString('base64url');

const decodeCursor = (cursor: string, culture: Culture): { startsAt: Date; id: string } => {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      value.every((v) => typeof v === 'string') &&
      /^\d{4}-\d{2}-\d{2}$/.test(value[0] as string) &&
      /^\d{2}:\d{2}$/.test(value[1] as string)
    ) {
      const [date, time, id] = value as [string, string, string];
      return { startsAt: zurichWallTimeToDate(date, time), id };
    }
  } catch {
    // Not a cursor of ours: refused below.
  }
  throw validationError({ cursor: VALIDATION_MESSAGES.invalid }, culture);
};

/**
 * A filter naming a branch or an advisor outside the member's scope is refused (403), not answered empty: the
 * query applies the scope anyway, the refusal tells the page it asked for what it may not see.
 */
export const requireFilterInScope = async (
  db: Queryable,
  scope: StaffScope,
  query: Pick<StaffListQuery, 'agencyId' | 'advisorId'>,
  culture: Culture,
): Promise<void> => {
  const refuse = () => staffForbidden(culture, 'api.staff.role');
  if (scope.role === 'back_office') return;
  if (query.agencyId !== undefined && query.agencyId !== scope.agencyId) throw refuse();
  if (query.advisorId !== undefined) {
    if (scope.role === 'advisor' && query.advisorId !== scope.advisorId) throw refuse();
    if ((await advisorsInScope(db, scope, query.advisorId)).length === 0) throw refuse();
  }
};

/**
 * The text search as typed (trimmed), and the reference it can be, read out as the traveller does (K7QX-2M9P, with
 * or without the dash, any case). Folding accents and matching names, e-mail and phone is the database's (migration
 * 046).
 */
const searchOf = (q: string | undefined) => {
  const text = q?.trim() ?? '';
  if (text === '') return undefined;
  return { text, reference: parseBookingReference(text) };
};

/** Zurich's midnight starting a yyyy-mm-dd day, and the one after it. */
const startOfDay = (date: string): Date => zurichWallTimeToDate(date, '00:00');
const endOfDay = (date: string): Date => startOfDay(formatIsoDate(addDays(parseIsoDate(date), 1)));

/**
 * A query's days (yyyy-mm-dd, Zurich, both included): a week from today by default. A search (`q`) looks at every
 * date, or within the dates it names (from that day on, up to that day, or both). Also the exports' file names.
 */
export const daysOf = (
  query: Pick<StaffListQuery, 'from' | 'till' | 'q'>,
  now: Date,
): { from?: string; till?: string } => {
  if (searchOf(query.q)) return { from: query.from, till: query.till };
  const from = query.from ?? formatIsoDate(zurichTime(now).date);
  const till = query.till ?? formatIsoDate(addDays(parseIsoDate(from), DEFAULT_LIST_DAYS - 1));
  return { from, till };
};

/** The instants of a query's days (daysOf): from the first one's midnight to the last one's end. */
const rangeOf = (query: Pick<StaffListQuery, 'from' | 'till' | 'q'>, now: Date) => {
  const { from, till } = daysOf(query, now);
  return {
    from: from === undefined ? undefined : startOfDay(from),
    until: till === undefined ? undefined : endOfDay(till),
  };
};

/** One page of the consultations a member may see, filtered; `nextCursor` null on the last page. */
export const consultationPage = async (
  db: Queryable,
  member: StaffMember,
  query: StaffListQuery,
  now: Date,
): Promise<ConsultationPage> => {
  const scope = scopeOf(member);
  await requireFilterInScope(db, scope, query, member.culture);
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const records = await listConsultations(db, scope, {
    ...rangeOf(query, now),
    agencyId: query.agencyId,
    advisorId: query.advisorId,
    status: query.status,
    search: searchOf(query.q),
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor, member.culture),
    limit: limit + 1,
  });
  const page = records.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((record) => consultationRow(record, member.culture)),
    nextCursor: records.length > limit && last ? encodeCursor(last) : null,
  };
};

/** Every consultation of the filter (no cursor, no limit), page by page, for the exports (CSV and workbook). */
export const consultationsForExport = async (
  db: Queryable,
  member: StaffMember,
  query: StaffListQuery,
  now: Date,
): Promise<ConsultationRow[]> => {
  const rows: ConsultationRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await consultationPage(db, member, { ...query, cursor, limit: 200 }, now);
    rows.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows.length < MAX_CSV_ROWS);
  return rows.slice(0, MAX_CSV_ROWS);
};

/** What a member may do with a consultation now. */
export const canOf = (
  record: Pick<ConsultationRecord, 'kind' | 'status' | 'startsAt'> & { anonymisedAt?: Date | null },
  member: StaffMember,
  now: Date,
): ConsultationDetail['can'] => {
  const started = now.getTime() >= record.startsAt.getTime();
  // An erased consultation (issue 47) is a record of what was; nobody changes it any more.
  if (record.anonymisedAt)
    return { cancel: false, reassign: false, move: false, markOutcome: false, answer: false };
  const lead = member.role !== 'advisor';
  const slot = record.kind === 'slot';
  return {
    cancel: slot && record.status === 'booked' && !started,
    reassign: lead && slot && record.status === 'booked' && !started,
    move: slot && record.status === 'booked' && !started,
    markOutcome: slot && ['booked', 'completed', 'no_show'].includes(record.status) && started,
    answer: lead && record.kind === 'custom' && record.status === 'requested',
  };
};

/** One consultation within the member's scope, with what they may do and its audit trail; 404 outside it. */
export const consultationDetail = async (
  db: Queryable,
  member: StaffMember,
  id: string,
  now: Date,
): Promise<ConsultationDetail> => {
  const record = await findConsultation(db, scopeOf(member), id);
  if (!record) throw notFound(member.culture);
  return {
    ...consultationRow(record, member.culture),
    message: record.traveller.message,
    createdAt: record.createdAt.toISOString(),
    can: canOf(record, member, now),
    audit: await auditEntriesIn(db, await auditOfBooking(db, record.id), member.culture),
    ...((await isAcceptedRequest(db, record.id)) ? { fromRequest: true } : {}),
    ...(await travelOf(db, record.id, member.culture)),
  };
};

/**
 * What the traveller told us on steps 4 and 5 besides the message (issue 47), worded in `culture` as the branch's
 * notice words it; nothing for a booking whose view cannot be read.
 */
const travelOf = async (
  db: Queryable,
  id: string,
  culture: Culture,
): Promise<{ travel?: ConsultationTravel }> => {
  const view = await findBookingView(db, id);
  if (!view) return {};
  const t = textsFor(culture);
  const l = lang(culture);
  const body = view.payload;
  const duration = body.userTravelDuration ?? '';
  return {
    travel: {
      street: (body.userAddress ?? '').trim(),
      zip: (body.userZip ?? '').trim(),
      city: (body.userCity ?? '').trim(),
      months: (body.userTravelMonths ?? []).map((month) => t.month(month)),
      duration:
        duration !== '' && t.has(`step4.duration.${duration}`) ? t.text(`step4.duration.${duration}`) : '',
      destinations: view.destinations.map((destination) => destination[l]),
      travelExperience: view.travelExperience?.[l] ?? null,
      responsibly: body.userTravelResponsibly ?? false,
      newsletter: body.userNewsletter ?? false,
    },
  };
};

export const staffAdvisor = (record: StaffAdvisorRecord, culture: Culture): StaffAdvisor => ({
  id: record.id,
  name: advisorName(record),
  agencyId: record.agencyId,
  agencyName: record.agencyName[lang(culture)],
  modes: (['personal', 'online', 'phone'] as const)
    .filter((mode) => record.modes[mode])
    .map((mode) => toWireAdviceMode(mode)),
});

/** The advisors a member may filter by, reassign to and enter time off for. */
export const advisorsOf = async (db: Queryable, member: StaffMember): Promise<StaffAdvisor[]> =>
  (await advisorsInScope(db, scopeOf(member))).map((record) => staffAdvisor(record, member.culture));

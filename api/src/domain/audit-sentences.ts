// The audit trail as staff read it (issue 47, decision 0061): each entry one sentence in the request's language,
// naming the advisors and the traveller and the reference as staff know it (K7QX-2M9P), never a key, code or id. The
// stored facts (before, after) stay as they were written; the sentence is made from them when the trail is read, so
// an anonymised booking's entries name no traveller from then on.
import type { AuditEntry, Culture, WireAdviceMode } from '@checkout/shared/contract';
import { formatBookingReference } from '@checkout/shared/contract';
import { fromIsoDate } from '@checkout/shared/dates';
import type { Queryable } from '../db/database';
import { textsFor } from '../i18n/texts';
import { advisorNamesOf, type StoredAuditEntry } from '../repositories/staff-audit-repository';

type Facts = Record<string, unknown>;

const factsOf = (value: unknown): Facts =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Facts) : {};

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const countOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

const isWireAdviceMode = (value: unknown): value is WireAdviceMode =>
  value === 'personal' || value === 'video' || value === 'phone';

/** The sentence's key of each action the API writes; another action (a later one) is told as a change. */
const SENTENCE_OF: Record<string, string> = {
  cancel: 'api.staff.audit.cancel',
  reassign: 'api.staff.audit.reassign',
  accept: 'api.staff.audit.accept',
  decline: 'api.staff.audit.decline',
  move: 'api.staff.audit.move',
  book: 'api.staff.audit.book',
  absence_add: 'api.staff.audit.absenceAdd',
  absence_remove: 'api.staff.audit.absenceRemove',
  working_hours: 'api.staff.audit.workingHours',
  hours_exception_add: 'api.staff.audit.exceptionAdd',
  hours_exception_remove: 'api.staff.audit.exceptionRemove',
  erase: 'api.staff.audit.erase',
  staff_invite: 'api.staff.audit.staffInvite',
  staff_change: 'api.staff.audit.staffChange',
  staff_deactivate: 'api.staff.audit.staffDeactivate',
  staff_reactivate: 'api.staff.audit.staffReactivate',
};

/** The audit's actions the API writes (a test renders each in both languages). */
export const AUDIT_ACTIONS = [...Object.keys(SENTENCE_OF), 'outcome'] as const;

/** One entry's sentence in `culture`, its advisors named by `names` (id -> name). */
export const auditSentence = (
  entry: StoredAuditEntry,
  names: ReadonlyMap<string, string>,
  culture: Culture,
): string => {
  const texts = textsFor(culture);
  const t = (key: string, values?: Record<string, string | number>) => texts.text(key, values);
  const before = factsOf(entry.before);
  const after = factsOf(entry.after);
  const named = (id: unknown) =>
    typeof id === 'string' ? (names.get(id) ?? t('api.staff.audit.someone')) : t('api.staff.audit.nobody');
  const when = (facts: Facts) =>
    t('api.staff.audit.when', { date: fromIsoDate(textOf(facts.date)), time: textOf(facts.time) });
  const reason = (facts: Facts) =>
    textOf(facts.reason) ? t('api.staff.audit.reason', { reason: textOf(facts.reason) }) : '';
  const collisions = (facts: Facts) => {
    const count = countOf(facts.collisions);
    return count === 0
      ? ''
      : t(count === 1 ? 'api.staff.audit.collisionsOne' : 'api.staff.audit.collisionsOther', { count });
  };
  const values: Record<string, string> = {
    reference: entry.booking ? formatBookingReference(entry.booking.reference) : '',
    traveller: entry.booking?.traveller || t('api.staff.audit.anonymised'),
    advisor: named(entry.advisorId),
  };
  let key = SENTENCE_OF[entry.action] ?? 'api.staff.audit.other';
  switch (entry.action) {
    case 'cancel':
    case 'decline':
      // An erasure's cancellation (issue 47) gives the erasure as its reason.
      values.reason = after.erasure === true ? t('api.staff.audit.erasureReason') : reason(after);
      break;
    case 'erase': {
      const bookings = typeof after.bookings === 'number' ? after.bookings : 0;
      const cancelled = typeof after.cancelled === 'number' ? after.cancelled : 0;
      values.bookings = t(
        bookings === 1 ? 'api.staff.audit.eraseBookingsOne' : 'api.staff.audit.eraseBookingsOther',
        {
          count: bookings,
        },
      );
      values.cancelled =
        cancelled === 0
          ? ''
          : t(cancelled === 1 ? 'api.staff.audit.eraseCancelledOne' : 'api.staff.audit.eraseCancelledOther', {
              count: cancelled,
            });
      break;
    }
    case 'outcome':
      key = after.status === 'no_show' ? 'api.staff.audit.noShow' : 'api.staff.audit.completed';
      break;
    case 'reassign':
      values.from = named(before.advisorId);
      values.to = named(after.advisorId);
      break;
    case 'accept':
    case 'book':
      values.advisor = named(after.advisorId);
      values.when = when(after);
      values.mode = isWireAdviceMode(after.adviceMode) ? texts.adviceMode(after.adviceMode) : '';
      break;
    case 'move':
      values.from = `${when(before)}, ${named(before.advisorId)}`;
      values.to = `${when(after)}, ${named(after.advisorId)}`;
      break;
    case 'absence_add':
    case 'absence_remove': {
      const absence = entry.action === 'absence_add' ? after : before;
      values.from = fromIsoDate(textOf(absence.from));
      values.till = fromIsoDate(textOf(absence.till));
      values.reason = reason(absence);
      values.collisions = collisions(after);
      break;
    }
    case 'working_hours':
      values.collisions = collisions(after);
      break;
    case 'hours_exception_add':
    case 'hours_exception_remove': {
      const exception = entry.action === 'hours_exception_add' ? after : before;
      values.date = fromIsoDate(textOf(exception.date));
      values.hours =
        Array.isArray(exception.blocks) && exception.blocks.length > 0
          ? exception.blocks
              .map((block) => `${textOf(factsOf(block).from)}–${textOf(factsOf(block).to)}`)
              .join(', ')
          : t('api.staff.audit.closed');
      values.reason = reason(exception);
      values.collisions = collisions(after);
      break;
    }
    case 'staff_invite':
    case 'staff_change':
    case 'staff_deactivate':
    case 'staff_reactivate': {
      // Staff management (issue 47): the member by name, a role with its branch in the page's language.
      const scope = (facts: Facts) => {
        if (!['advisor', 'branch_lead', 'back_office'].includes(textOf(facts.role))) return '';
        const role = t(`api.staff.roleName.${textOf(facts.role)}`);
        const branch = factsOf(facts.branch)[culture === 'fr-CH' ? 'fr' : 'de'];
        const advisor = typeof facts.advisorId === 'string' ? ` (${named(facts.advisorId)})` : '';
        return typeof branch === 'string'
          ? `${t('api.staff.audit.scopeBranch', { role, branch })}${advisor}`
          : t('api.staff.audit.scope', { role });
      };
      values.member = textOf(after.name) || textOf(before.name);
      values.from = scope(before);
      values.to = scope(after);
      values.sessions = String(typeof after.sessionsEnded === 'number' ? after.sessionsEnded : 0);
      values.passkeys = String(typeof after.passkeysRemoved === 'number' ? after.passkeysRemoved : 0);
      break;
    }
    default:
      break;
  }
  return t(key, values)
    .replace(/\s+/g, ' ')
    .replace(/ ([.,])/g, '$1')
    .trim();
};

/** Entries as staff read them: each with its sentence in `culture`. */
export const auditEntriesIn = async (
  db: Queryable,
  entries: readonly StoredAuditEntry[],
  culture: Culture,
): Promise<AuditEntry[]> => {
  const ids = new Set<string>();
  for (const entry of entries) {
    if (entry.advisorId) ids.add(entry.advisorId);
    for (const facts of [factsOf(entry.before), factsOf(entry.after)]) {
      if (typeof facts.advisorId === 'string') ids.add(facts.advisorId);
    }
  }
  const names = ids.size === 0 ? new Map<string, string>() : await advisorNamesOf(db, [...ids]);
  return entries.map((entry) => {
    const { advisorId: _advisorId, booking: _booking, ...wire } = entry;
    // The operator's erasure (issue 47) is nobody of the staff: named as the operator in the reader's language.
    const staff = entry.staff.id
      ? entry.staff
      : { id: '', name: textsFor(culture).text('api.staff.audit.operator') };
    return { ...wire, staff, sentence: auditSentence(entry, names, culture) };
  });
};

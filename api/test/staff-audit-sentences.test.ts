/** @jest-environment ./test/support/pglite-environment.cjs */
// The audit trail as staff read it (issue 47, decision 0061): every action the API writes is one sentence in the
// page's language naming people and the reference as staff know it, never a key, code or id; the stored facts stay.
import {
  CULTURES,
  STAFF_PATHS,
  type AuditPage,
  type ConsultationDetail,
  type ReserveResponse,
} from '@checkout/shared/contract';
import { AUDIT_ACTIONS, auditSentence } from '../src/domain/audit-sentences';
import type { StoredAuditEntry } from '../src/repositories/staff-audit-repository';
import { DRIVERS, createTestApp, type TestApp } from './support/test-app';
import { sampleReserveRequest } from './support/sample-reserve-request';
import { BRANCH_LEAD, changeHeaders, cookieOf, sessionFor } from './support/staff';

const NAMES = new Map([
  ['adv-anna-meier', 'Anna Meier'],
  ['adv-luca-bernasconi', 'Luca Bernasconi'],
]);

const ZURICH = { de: 'Zürich Bahnhofstrasse', fr: 'Zurich Bahnhofstrasse' };
const ANNA_SCOPE = {
  role: 'advisor',
  agencyId: 'zurich-bahnhofstrasse',
  advisorId: 'adv-anna-meier',
  branch: ZURICH,
};

/** Stored facts of each action as the domain writes them (ids and codes). */
const FACTS: Record<string, { before: unknown; after: unknown }> = {
  cancel: { before: { status: 'booked' }, after: { status: 'cancelled', reason: 'Kundin krank' } },
  outcome: { before: { status: 'booked' }, after: { status: 'no_show' } },
  reassign: { before: { advisorId: 'adv-anna-meier' }, after: { advisorId: 'adv-luca-bernasconi' } },
  accept: {
    before: { status: 'requested', date: '2030-03-28', time: '18:30' },
    after: { status: 'booked', advisorId: 'adv-anna-meier', date: '2030-03-28', time: '18:30' },
  },
  decline: { before: { status: 'requested' }, after: { status: 'declined', reason: 'Ausgebucht' } },
  move: {
    before: { advisorId: 'adv-anna-meier', date: '2030-03-27', time: '15:00' },
    after: { advisorId: 'adv-luca-bernasconi', date: '2030-03-28', time: '10:00' },
  },
  book: {
    before: null,
    after: {
      status: 'booked',
      advisorId: 'adv-anna-meier',
      date: '2030-03-27',
      time: '15:00',
      adviceMode: 'video',
    },
  },
  absence_add: {
    before: null,
    after: {
      id: 'abs_1234',
      advisorId: 'adv-anna-meier',
      from: '2030-03-09',
      till: '2030-03-13',
      reason: 'Ferien',
      collisions: ['bk_1', 'bk_2'],
    },
  },
  absence_remove: {
    before: {
      id: 'abs_1234',
      advisorId: 'adv-anna-meier',
      from: '2030-03-09',
      till: '2030-03-13',
      reason: '',
    },
    after: null,
  },
  working_hours: {
    before: { blocks: [] },
    after: { blocks: [{ weekday: 1, from: '08:00', to: '12:00', homeOffice: false }], collisions: ['bk_1'] },
  },
  hours_exception_add: {
    before: null,
    after: {
      id: 'hx_1',
      advisorId: 'adv-anna-meier',
      date: '2030-03-12',
      blocks: [{ from: '10:00', to: '12:00', homeOffice: false }],
      reason: 'Weiterbildung',
      collisions: [],
    },
  },
  hours_exception_remove: {
    before: { id: 'hx_1', advisorId: 'adv-anna-meier', date: '2030-03-12', blocks: [], reason: '' },
    after: {},
  },
  // Issue 47: an erasure (no consultation, counts only) and the cancellation it made.
  erase: { before: null, after: { bookings: 3, cancelled: 1 } },
  // Issue 47: staff management names the member and their role and branch.
  staff_invite: { before: null, after: { name: 'Anna Meier', ...ANNA_SCOPE } },
  staff_change: {
    before: {
      name: 'Anna Meier',
      role: 'branch_lead',
      agencyId: 'zurich-bahnhofstrasse',
      advisorId: null,
      branch: ZURICH,
    },
    after: { name: 'Anna Meier', ...ANNA_SCOPE },
  },
  staff_deactivate: {
    before: { name: 'Anna Meier', active: true },
    after: { name: 'Anna Meier', active: false, sessionsEnded: 2, linksWithdrawn: 1, passkeysRemoved: 1 },
  },
  staff_reactivate: {
    before: { name: 'Anna Meier', active: false },
    after: { name: 'Anna Meier', active: true },
  },
};

/** Actions about no consultation and no advisor: the erasure names counts only. */
const COUNTS_ONLY = new Set(['erase']);

/** Actions about no consultation: time off, working hours, an erasure, staff management. */
const NO_CONSULTATION = (action: string) =>
  action.startsWith('absence') ||
  action.includes('hours') ||
  action.startsWith('staff_') ||
  COUNTS_ONLY.has(action);

const entryOf = (
  action: string,
  facts: { before: unknown; after: unknown } = FACTS[action] ?? { before: null, after: null },
): StoredAuditEntry => ({
  id: 'audit_1',
  at: '2030-03-25T08:00:00.000Z',
  staff: { id: 'staff-petra-vogel', name: 'Petra Vogel' },
  action,
  consultationId: NO_CONSULTATION(action) ? null : 'bk_1',
  advisorId: COUNTS_ONLY.has(action) ? null : 'adv-anna-meier',
  booking: NO_CONSULTATION(action) ? null : { reference: 'K7QX2M9P', traveller: 'Heidi Ammann' },
  ...facts,
});

describe('the audit trail’s sentences', () => {
  it.each(CULTURES.flatMap((culture) => AUDIT_ACTIONS.map((action) => [culture, action] as const)))(
    '%s: %s is a sentence with names and references, no key, code or id',
    (culture, action) => {
      const sentence = auditSentence(entryOf(action), NAMES, culture);
      expect(sentence).not.toMatch(
        /\{\{|undefined|null|api\.|adv-|abs_|bk_|hx_|advisorId|status|booked|no_show/,
      );
      expect(sentence).toMatch(/\.$/);
      if (entryOf(action).booking) expect(sentence).toContain('K7QX-2M9P (Heidi Ammann)');
      else if (COUNTS_ONLY.has(action)) expect(sentence).toMatch(/3 .*1 /);
      else expect(sentence).toContain('Anna Meier');
      if (action === 'reassign' || action === 'move') expect(sentence).toMatch(/Anna Meier.*Luca Bernasconi/);
    },
  );

  it('says what was done in each language', () => {
    const reassign = entryOf('reassign');
    expect(auditSentence(reassign, NAMES, 'de-CH')).toBe(
      'Beratung K7QX-2M9P (Heidi Ammann) neu zugewiesen: bisher Anna Meier, neu Luca Bernasconi.',
    );
    expect(auditSentence(reassign, NAMES, 'fr-CH')).toBe(
      'Consultation K7QX-2M9P (Heidi Ammann) réattribuée ; avant : Anna Meier, désormais : Luca Bernasconi.',
    );
    expect(auditSentence(entryOf('absence_add'), NAMES, 'de-CH')).toBe(
      'Abwesenheit von Anna Meier eingetragen: 09.03.2030 bis 13.03.2030. Grund: «Ferien». 2 Beratungen sind davon betroffen.',
    );
    expect(auditSentence(entryOf('move'), NAMES, 'fr-CH')).toBe(
      'Consultation K7QX-2M9P (Heidi Ammann) déplacée ; avant : 27.03.2030 à 15:00, Anna Meier, désormais : 28.03.2030 à 10:00, Luca Bernasconi.',
    );
    // Issue 47: an erasure names counts, never the traveller; its cancellation gives the erasure as its reason.
    expect(auditSentence(entryOf('erase'), NAMES, 'de-CH')).toBe(
      'Daten einer reisenden Person auf deren Verlangen gelöscht: 3 Buchungen anonymisiert. Zuvor 1 künftige Beratung storniert.',
    );
    expect(
      auditSentence(entryOf('erase', { before: null, after: { bookings: 1, cancelled: 0 } }), NAMES, 'fr-CH'),
    ).toBe('Données d’une personne voyageant effacées à sa demande : 1 réservation anonymisée.');
    const erasureCancel = entryOf('cancel', {
      before: { status: 'booked' },
      after: { status: 'cancelled', erasure: true },
    });
    expect(
      auditSentence({ ...erasureCancel, booking: { reference: 'K7QX2M9P', traveller: '' } }, NAMES, 'de-CH'),
    ).toBe(
      'Beratung K7QX-2M9P (anonymisiert) storniert. Grund: Die reisende Person hat die Löschung ihrer Daten verlangt.',
    );
    expect(auditSentence(erasureCancel, NAMES, 'fr-CH')).toBe(
      'Consultation K7QX-2M9P (Heidi Ammann) annulée. Motif : la personne a demandé l’effacement de ses données.',
    );
    expect(auditSentence(entryOf('something_new', { before: null, after: null }), NAMES, 'de-CH')).toBe(
      'Sonstige Änderung.',
    );
    expect(auditSentence(entryOf('staff_change'), NAMES, 'de-CH')).toBe(
      'Rolle von Anna Meier geändert: bisher Filialleitung in Zürich Bahnhofstrasse, neu Beratungsperson in Zürich Bahnhofstrasse (Anna Meier).',
    );
  });
});

describe.each(DRIVERS)('the audit trail read through the API (%s)', (driver) => {
  let t: TestApp;
  let lead: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    lead = await sessionFor(t, BRANCH_LEAD.id);
  }, 60_000);
  afterAll(() => t.dispose());

  it('a reassignment reads as a sentence in the page’s language on the trail and on the consultation', async () => {
    const booked = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      payload: sampleReserveRequest({ checkoutSessionId: 'session-audit-sentences-1' }),
    });
    const { bookingId } = booked.json<ReserveResponse>();
    const [row] = await t.db.query<{ reference: string; firstname: string; lastname: string }>(
      'select reference, firstname, lastname from bookings where id = $1',
      [bookingId],
    );
    const reassigned = await t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.consultation.replace(':id', bookingId)}/reassign`,
      payload: { advisorId: 'adv-luca-bernasconi' },
      headers: { ...changeHeaders(lead), 'accept-language': 'fr-CH' },
    });
    expect(reassigned.statusCode).toBe(200);
    const reference = `${row?.reference.slice(0, 4)}-${row?.reference.slice(4)}`;
    const traveller = `${row?.firstname} ${row?.lastname}`;
    expect(reassigned.json<ConsultationDetail>().audit.map((e) => e.sentence)).toEqual([
      `Consultation ${reference} (${traveller}) réattribuée ; avant : Anna Meier, désormais : Luca Bernasconi.`,
    ]);
    const trail = await t.inject({
      url: `/api${STAFF_PATHS.audit}?consultationId=${bookingId}&from=2030-01-01&till=2030-12-31`,
      headers: { ...cookieOf(lead), 'accept-language': 'de-CH' },
    });
    expect(trail.statusCode).toBe(200);
    const [entry] = trail.json<AuditPage>().items;
    expect(entry?.sentence).toBe(
      `Beratung ${reference} (${traveller}) neu zugewiesen: bisher Anna Meier, neu Luca Bernasconi.`,
    );
    // The stored facts are kept as written.
    expect(entry?.after).toEqual({ advisorId: 'adv-luca-bernasconi' });
  });
});

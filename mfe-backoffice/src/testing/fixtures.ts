// Typed answers of the staff routes for tests and stories: a branch (Zürich) of the seed's retailer in the week of
// STORY_NOW (Wednesday 4 March 2026), its lead, an advisor, the back office, consultations in each status, a
// custom-date request, absences and an audit trail. Types come from the contract, so a change there breaks here.
import type {
  Absence,
  AbsenceResponse,
  AuditEntry,
  AuditPage,
  ConsultationDetail,
  ConsultationTravel,
  ConsultationPage,
  ConsultationRow,
  StaffAdvisor,
  StaffTodo,
  WorkingHours,
  StaffMember,
  StaffSession,
} from '@checkout/shared/contract';

export const ZURICH = { id: 'agency-zurich', name: 'Zürich Bahnhofstrasse' };
export const BERN = { id: 'agency-bern', name: 'Bern Bärenplatz' };

export const ADVISORS: StaffAdvisor[] = [
  {
    id: 'adv-anna',
    name: 'Anna Meier',
    agencyId: ZURICH.id,
    agencyName: ZURICH.name,
    modes: ['personal', 'video', 'phone'],
  },
  {
    id: 'adv-luca',
    name: 'Luca Rossi',
    agencyId: ZURICH.id,
    agencyName: ZURICH.name,
    modes: ['personal', 'phone'],
  },
  {
    id: 'adv-sophie',
    name: 'Sophie Dubois',
    agencyId: ZURICH.id,
    agencyName: ZURICH.name,
    modes: ['video', 'phone'],
  },
  {
    id: 'adv-marc',
    name: 'Marc Keller',
    agencyId: BERN.id,
    agencyName: BERN.name,
    modes: ['personal', 'video'],
  },
];

const member = (patch: Partial<StaffMember> & Pick<StaffMember, 'id' | 'name' | 'role'>): StaffMember => ({
  email: `${patch.id}@horizonte-reisen.example`,
  agencyId: ZURICH.id,
  advisorId: null,
  culture: 'de-CH',
  ...patch,
});

export const BRANCH_LEAD: StaffMember = member({
  id: 'staff-petra',
  name: 'Petra Huber',
  role: 'branch_lead',
});
export const ADVISOR_MEMBER: StaffMember = member({
  id: 'staff-anna',
  name: 'Anna Meier',
  role: 'advisor',
  advisorId: 'adv-anna',
});
export const BACK_OFFICE_MEMBER: StaffMember = member({
  id: 'staff-olivier',
  name: 'Olivier Favre',
  role: 'back_office',
  agencyId: null,
  culture: 'fr-CH',
});

export const sessionOf = (staff: StaffMember, hasPasskey = true): StaffSession => ({ staff, hasPasskey });
export const LEAD_SESSION = sessionOf(BRANCH_LEAD);

const traveller = (firstname: string, lastname: string) => ({
  firstname,
  lastname,
  email: `${firstname.toLowerCase()}.${lastname.toLowerCase()}@example.ch`,
  phone: '+41 79 123 45 67',
});

const row = (
  patch: Partial<ConsultationRow> & Pick<ConsultationRow, 'id' | 'reference'>,
): ConsultationRow => ({
  kind: 'slot',
  status: 'booked',
  date: '2026-03-04',
  time: '14:00',
  till: '15:00',
  adviceMode: 'personal',
  culture: 'de-CH',
  traveller: traveller('Lea', 'Brunner'),
  advisor: { id: 'adv-anna', name: 'Anna Meier' },
  agency: ZURICH,
  ...patch,
});

export const BOOKED = row({ id: 'c-booked', reference: 'K7QX2M9P' });
export const EARLIER_TODAY = row({
  id: 'c-earlier',
  reference: 'A2B4RVJN',
  time: '09:00',
  till: '10:00',
  traveller: traveller('Jonas', 'Weber'),
  adviceMode: 'video',
});
export const REQUEST = row({
  id: 'c-request',
  reference: 'R5T8CWXE',
  kind: 'custom',
  status: 'requested',
  date: '2026-03-06',
  time: '17:30',
  till: '18:30',
  advisor: null,
  culture: 'fr-CH',
  traveller: traveller('Camille', 'Roux'),
  adviceMode: 'video',
});
export const CANCELLED = row({
  id: 'c-cancelled',
  reference: 'C6D7UKHS',
  status: 'cancelled',
  date: '2026-03-05',
  time: '10:00',
  till: '11:00',
  traveller: traveller('Marco', 'Bianchi'),
  advisor: { id: 'adv-luca', name: 'Luca Rossi' },
  adviceMode: 'phone',
});
export const COMPLETED = row({
  id: 'c-completed',
  reference: 'E8F9MQZA',
  status: 'completed',
  date: '2026-03-02',
  time: '11:00',
  till: '12:00',
  traveller: traveller('Nina', 'Frei'),
});

export const WEEK_ROWS: ConsultationRow[] = [COMPLETED, EARLIER_TODAY, BOOKED, CANCELLED, REQUEST];

/** The week's list in two pages (three rows, then the rest), as cursor paging gives it. */
export const FIRST_PAGE: ConsultationPage = { items: WEEK_ROWS.slice(0, 3), nextCursor: 'cursor-2' };
export const SECOND_PAGE: ConsultationPage = { items: WEEK_ROWS.slice(3), nextCursor: null };

export const AUDIT: AuditEntry[] = [
  {
    id: 'audit-3',
    at: '2026-03-04T08:12:00Z',
    staff: { id: BRANCH_LEAD.id, name: BRANCH_LEAD.name },
    action: 'reassign',
    consultationId: BOOKED.id,
    sentence: 'Beratung K7QX-2M9P (Lea Brunner) neu zugewiesen: bisher Luca Rossi, neu Anna Meier.',
    before: { advisorId: 'adv-luca' },
    after: { advisorId: 'adv-anna' },
  },
  {
    id: 'audit-2',
    at: '2026-03-03T16:40:00Z',
    staff: { id: BRANCH_LEAD.id, name: BRANCH_LEAD.name },
    action: 'cancel',
    consultationId: CANCELLED.id,
    sentence: 'Beratung C6D7-UKHS (Marco Bianchi) storniert. Grund: «Beraterin krank».',
    before: { status: 'booked' },
    after: { status: 'cancelled', reason: 'Beraterin krank' },
  },
  {
    id: 'audit-1',
    at: '2026-03-02T12:05:00Z',
    staff: { id: ADVISOR_MEMBER.id, name: ADVISOR_MEMBER.name },
    action: 'outcome',
    consultationId: COMPLETED.id,
    sentence: 'Beratung E8F9-MQZA (Nina Frei) als stattgefunden erfasst.',
    before: { status: 'booked' },
    after: { status: 'completed' },
  },
];

export const AUDIT_PAGE: AuditPage = { items: AUDIT, nextCursor: null };

/** What a traveller entered on steps 4 and 5 besides the message (ConsultationDetail.travel, issue 47). */
export const SAMPLE_TRAVEL: ConsultationTravel = {
  street: 'Seestrasse 12',
  zip: '8002',
  city: 'Zürich',
  months: ['September', 'Oktober'],
  duration: '2–3 Wochen',
  destinations: ['Japan'],
  travelExperience: 'Rundreise',
  responsibly: true,
  newsletter: false,
};

const detail = (base: ConsultationRow, patch: Partial<ConsultationDetail> = {}): ConsultationDetail => ({
  ...base,
  message: 'Zwei Wochen Japan im Herbst, mit Kindern (8 und 11). Wir möchten Kyoto und die Küste sehen.',
  createdAt: '2026-02-26T18:22:00Z',
  travel: SAMPLE_TRAVEL,
  can: { cancel: true, reassign: true, markOutcome: false, answer: false, move: true },
  audit: AUDIT.filter((entry) => entry.consultationId === base.id),
  ...patch,
});

export const BOOKED_DETAIL = detail(BOOKED);
/** Its hour has begun: the outcome can be recorded. */
export const STARTED_DETAIL = detail(EARLIER_TODAY, {
  can: { cancel: false, reassign: false, markOutcome: true, answer: false },
});
export const REQUEST_DETAIL = detail(REQUEST, {
  message: 'Nous aimerions parler d’un voyage au Canada en été.',
  can: { cancel: false, reassign: false, markOutcome: false, answer: true },
});
export const CANCELLED_DETAIL = detail(CANCELLED, {
  can: { cancel: false, reassign: false, markOutcome: false, answer: false },
});

export const DETAILS: ConsultationDetail[] = [
  BOOKED_DETAIL,
  STARTED_DETAIL,
  REQUEST_DETAIL,
  CANCELLED_DETAIL,
];

export const ABSENCES: Absence[] = [
  { id: 'abs-1', advisorId: 'adv-anna', from: '2026-04-13', till: '2026-04-17', reason: 'Ferien' },
];

/** Anna's new week of time off, colliding with two of her consultations. */
export const NEW_ABSENCE: Absence = {
  id: 'abs-2',
  advisorId: 'adv-anna',
  from: '2026-03-09',
  till: '2026-03-13',
  reason: 'Weiterbildung',
};
export const ABSENCE_RESPONSE: AbsenceResponse = {
  absence: NEW_ABSENCE,
  collisions: [
    row({
      id: 'c-next-1',
      reference: 'G2H3TNWD',
      date: '2026-03-10',
      time: '10:00',
      till: '11:00',
      traveller: traveller('Tim', 'Keller'),
    }),
    row({
      id: 'c-next-2',
      reference: 'J4K5PXFB',
      date: '2026-03-12',
      time: '15:00',
      till: '16:00',
      adviceMode: 'video',
      traveller: traveller('Aline', 'Meyer'),
    }),
  ],
};

// The calendar and the to-do (issue 46): the branch's week of 2 to 8 March 2026 with what still needs the branch.

/** Luca's week: Monday to Friday, 08:00 to 17:00 with an hour at noon. */
export const LUCA_HOURS: WorkingHours = {
  advisorId: 'adv-luca',
  blocks: [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, from: '08:00', to: '12:00', homeOffice: false },
    { weekday, from: '13:00', to: '17:00', homeOffice: false },
  ]),
  exceptions: [],
};

/** Sophie's week: Tuesday to Saturday, 10:00 to 15:00, from home (video and phone). */
export const SOPHIE_HOURS: WorkingHours = {
  advisorId: 'adv-sophie',
  blocks: [2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '10:00', to: '15:00', homeOffice: true })),
  exceptions: [],
};

/** Sophie's day of further training, which one of her video consultations still collides with. */
export const SOPHIE_ABSENCE: Absence = {
  id: 'abs-sophie',
  advisorId: 'adv-sophie',
  from: '2026-03-06',
  till: '2026-03-06',
  reason: 'Weiterbildung',
};

/** Today's second request, wished for this afternoon. */
export const REQUEST_TODAY = row({
  id: 'c-request-today',
  reference: 'W3X4HQMC',
  kind: 'custom',
  status: 'requested',
  time: '16:00',
  till: '17:00',
  advisor: null,
  culture: 'fr-CH',
  traveller: traveller('Marie', 'Favre'),
});
export const LUCA_TODAY = row({
  id: 'c-luca-today',
  reference: 'N2M3VDKR',
  time: '15:00',
  till: '16:00',
  adviceMode: 'phone',
  advisor: { id: 'adv-luca', name: 'Luca Rossi' },
  traveller: traveller('Reto', 'Suter'),
});
export const NO_SHOW = row({
  id: 'c-no-show',
  reference: 'N4P5GJYT',
  status: 'no_show',
  date: '2026-03-02',
  time: '09:00',
  till: '10:00',
  advisor: { id: 'adv-luca', name: 'Luca Rossi' },
  traveller: traveller('Urs', 'Vogel'),
});
/** Two of Luca's consultations overlapping (booked before the calendar's guard). */
export const OVERLAP_FIRST = row({
  id: 'c-overlap-1',
  reference: 'Q6R7BZHU',
  date: '2026-03-05',
  time: '10:00',
  till: '11:00',
  advisor: { id: 'adv-luca', name: 'Luca Rossi' },
  traveller: traveller('Sara', 'Graf'),
});
export const OVERLAP_SECOND = row({
  id: 'c-overlap-2',
  reference: 'S8T9EWKG',
  date: '2026-03-05',
  time: '10:30',
  till: '11:30',
  advisor: { id: 'adv-luca', name: 'Luca Rossi' },
  traveller: traveller('Paul', 'Huber'),
});
/** Anna's consultation after her working hours (which were shortened after it was booked). */
export const OUTSIDE_HOURS = row({
  id: 'c-late',
  reference: 'U2V3YMRF',
  date: '2026-03-05',
  time: '18:00',
  till: '19:00',
  traveller: traveller('Eva', 'Lang'),
});
/** Sophie's consultation on her day of further training. */
export const ABSENT_ADVISOR = row({
  id: 'c-absent',
  reference: 'Y5Z6DAPX',
  date: '2026-03-06',
  time: '11:00',
  till: '12:00',
  adviceMode: 'video',
  advisor: { id: 'adv-sophie', name: 'Sophie Dubois' },
  traveller: traveller('Luc', 'Girard'),
});

/** The branch's week in the calendar: the list's week and what collides. */
export const CALENDAR_ROWS: ConsultationRow[] = [
  ...WEEK_ROWS,
  REQUEST_TODAY,
  LUCA_TODAY,
  NO_SHOW,
  OVERLAP_FIRST,
  OVERLAP_SECOND,
  OUTSIDE_HOURS,
  ABSENT_ADVISOR,
];

export const CALENDAR_ABSENCES: Absence[] = [...ABSENCES, SOPHIE_ABSENCE];

/** An hour a traveller holds in the checkout right now, on an advisor's day. */
export interface HeldHour {
  advisorId: string;
  date: string;
  time: string;
  till: string;
}

export const HOLDS: HeldHour[] = [
  { advisorId: 'adv-anna', date: '2026-03-04', time: '11:00', till: '12:00' },
  { advisorId: 'adv-luca', date: '2026-03-04', time: '16:00', till: '17:00' },
];

/** The to-do of the calendar's week: both requests, and the four consultations that collide. */
export const TODO: StaffTodo = {
  requests: [REQUEST_TODAY, REQUEST],
  collisions: [
    { ...OVERLAP_FIRST, attention: ['overlap'] },
    { ...OVERLAP_SECOND, attention: ['overlap'] },
    { ...OUTSIDE_HOURS, attention: ['outsideHours'] },
    { ...ABSENT_ADVISOR, attention: ['absent'] },
  ],
  counts: { requests: 2, collisions: 4 },
};

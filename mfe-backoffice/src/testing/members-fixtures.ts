// Typed answers of staff management and the own passkeys (issue 47, item 4) for tests and stories: the fixtures'
// branch lead, advisor and back office as the members' list shows them, a colleague of Bern, a deactivated member,
// and the signed-in member's two passkeys.
import type { StaffMemberRow, StaffPasskey } from '@checkout/shared/contract';
import { ADVISOR_MEMBER, BACK_OFFICE_MEMBER, BERN, BRANCH_LEAD, ZURICH } from './fixtures';

export const MEMBERS: StaffMemberRow[] = [
  { ...ADVISOR_MEMBER, active: true, lastSignInAt: '2026-03-03T07:45:00Z', passkeys: 1 },
  {
    id: 'staff-luca',
    name: 'Luca Rossi',
    email: 'luca.rossi@horizonte-reisen.example',
    role: 'advisor',
    agencyId: ZURICH.id,
    advisorId: 'adv-luca',
    culture: 'fr-CH',
    active: false,
    lastSignInAt: null,
    passkeys: 0,
  },
  {
    id: 'staff-marc',
    name: 'Marc Keller',
    email: 'marc.keller@horizonte-reisen.example',
    role: 'advisor',
    agencyId: BERN.id,
    advisorId: 'adv-marc',
    culture: 'de-CH',
    active: true,
    lastSignInAt: '2026-03-02T12:10:00Z',
    passkeys: 2,
  },
  { ...BACK_OFFICE_MEMBER, active: true, lastSignInAt: '2026-03-04T08:05:00Z', passkeys: 1 },
  { ...BRANCH_LEAD, active: true, lastSignInAt: '2026-03-04T07:30:00Z', passkeys: 2 },
];

export const PASSKEYS: StaffPasskey[] = [
  {
    id: 'cred-laptop',
    name: 'Laptop Filiale',
    createdAt: '2026-01-12T09:00:00Z',
    lastUsedAt: '2026-03-04T07:30:00Z',
  },
  { id: 'cred-phone', name: null, createdAt: '2026-02-20T16:20:00Z', lastUsedAt: null },
];

// The fake world's staff management and own passkeys (issue 47, item 4), refused as the API refuses: a branch lead
// manages their branch and never gives the back-office role, an advisor nobody (403); nobody deactivates themselves
// and the last active back-office member keeps the role (409); an address is one member's (400 naming `email`).
import {
  IDEMPOTENCY_HEADER,
  STAFF_PATHS,
  type ApiErrorBody,
  type StaffInviteRequest,
  type StaffMemberChangeRequest,
  type StaffMemberRow,
  type StaffPasskey,
  type StaffSession,
} from '@checkout/shared/contract';
import { MEMBERS, PASSKEYS } from './members-fixtures';

/** The world's calls of staff management, by STAFF_PATHS' names. */
export type MembersCall =
  'members' | 'member' | 'memberDeactivate' | 'memberReactivate' | 'ownPasskeys' | 'ownPasskey';

export interface MembersScenario {
  members?: StaffMemberRow[];
  /** The signed-in member's passkeys. */
  passkeys?: StaffPasskey[];
}

interface Answer {
  status: number;
  body?: unknown;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const refusal = (status: number, error: ApiErrorBody['error'], message: string, field?: string): Answer => ({
  status,
  body: { error, message, ...(field ? { fields: { [field]: message } } : {}) },
});

/** Which of these calls a method and path make, with the path's id; null for another path. */
export function membersCallOf(method: string, path: string): { name: MembersCall; id: string } | null {
  if (path === STAFF_PATHS.members) return { name: 'members', id: '' };
  if (path === STAFF_PATHS.ownPasskeys && method === 'GET') return { name: 'ownPasskeys', id: '' };
  let match = /^\/staff\/members\/([^/]+)(?:\/(deactivate|reactivate))?$/.exec(path);
  if (match) {
    const id = decodeURIComponent(match[1] ?? '');
    if (!match[2]) return method === 'PUT' ? { name: 'member', id } : null;
    return method === 'POST'
      ? { name: match[2] === 'deactivate' ? 'memberDeactivate' : 'memberReactivate', id }
      : null;
  }
  match = /^\/staff\/passkeys\/([^/]+)$/.exec(path);
  if (match && match[1] !== 'options' && (method === 'PUT' || method === 'DELETE'))
    return { name: 'ownPasskey', id: decodeURIComponent(match[1] ?? '') };
  return null;
}

export class MembersWorld {
  members: StaffMemberRow[] = [];
  passkeys: StaffPasskey[] = [];
  /** Answers by Idempotency-Key: the same key answers the first outcome. */
  private answered = new Map<string, Answer>();
  private invited = 0;

  reset(scenario: MembersScenario): void {
    this.members = clone(scenario.members ?? MEMBERS);
    this.passkeys = clone(scenario.passkeys ?? PASSKEYS);
    this.answered = new Map();
    this.invited = 0;
  }

  answer(
    call: { name: MembersCall; id: string },
    session: StaffSession,
    request: { method: string; body: unknown; headers: Record<string, string> },
  ): Answer {
    const key = Object.entries(request.headers).find(
      ([name]) => name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase(),
    )?.[1];
    const replay = key ? this.answered.get(key) : undefined;
    if (replay) return replay;
    const answer = this.route(call, session, request.method, request.body);
    if (key && answer.status < 300) this.answered.set(key, answer);
    return answer;
  }

  private route(
    call: { name: MembersCall; id: string },
    session: StaffSession,
    method: string,
    body: unknown,
  ): Answer {
    const me = session.staff;
    if (call.name === 'ownPasskeys') return { status: 200, body: this.passkeys };
    if (call.name === 'ownPasskey') {
      const passkey = this.passkeys.find((p) => p.id === call.id);
      if (!passkey) return refusal(404, 'not_found', 'Nicht gefunden.');
      if (method === 'DELETE') {
        this.passkeys = this.passkeys.filter((p) => p.id !== call.id);
        return { status: 204 };
      }
      const name = String((body as { name?: unknown } | undefined)?.name ?? '').trim();
      if (!name) return refusal(400, 'validation', 'Pflichtfeld', 'name');
      passkey.name = name;
      return { status: 200, body: passkey };
    }
    if (me.role === 'advisor') return refusal(403, 'forbidden', 'Ihre Rolle erlaubt diese Aktion nicht.');
    const branch = me.role === 'branch_lead' ? me.agencyId : null;
    const inScope = (m: StaffMemberRow) => branch === null || m.agencyId === branch;
    if (call.name === 'members' && method === 'GET')
      return { status: 200, body: this.members.filter(inScope) };
    const scopeRefusal = (scope: StaffMemberChangeRequest): Answer | null => {
      if (branch !== null && scope.role === 'back_office')
        return refusal(403, 'forbidden', 'Die Filialleitung kann keine Backoffice-Rolle vergeben.', 'role');
      if (branch !== null && scope.agencyId !== branch)
        return refusal(403, 'forbidden', 'Die Filialleitung verwaltet nur ihre eigene Filiale.', 'agencyId');
      return null;
    };
    const lastBackOffice = (target: StaffMemberRow) =>
      target.role === 'back_office' &&
      target.active &&
      !this.members.some((m) => m.id !== target.id && m.role === 'back_office' && m.active);
    if (call.name === 'members') {
      const invite = body as StaffInviteRequest;
      const refused = scopeRefusal(invite);
      if (refused) return refused;
      if (this.members.some((m) => m.email.toLowerCase() === invite.email.trim().toLowerCase()))
        return refusal(400, 'validation', 'Diese E-Mail-Adresse gehört schon einer Person im Team.', 'email');
      this.invited += 1;
      const row: StaffMemberRow = {
        id: `staff-new-${this.invited}`,
        email: invite.email.trim(),
        name: invite.name.trim(),
        role: invite.role,
        agencyId: invite.agencyId || null,
        advisorId: invite.advisorId || null,
        culture: invite.language,
        active: true,
        lastSignInAt: null,
        passkeys: 0,
      };
      this.members.push(row);
      return { status: 201, body: row };
    }
    const target = this.members.find((m) => m.id === call.id && inScope(m));
    if (!target) return refusal(404, 'not_found', 'Nicht gefunden.');
    if (call.name === 'member') {
      const change = body as StaffMemberChangeRequest;
      const refused = scopeRefusal(change);
      if (refused) return refused;
      if (change.role !== 'back_office' && lastBackOffice(target))
        return refusal(409, 'change_closed', 'Das ist die letzte aktive Person mit der Backoffice-Rolle.');
      Object.assign(target, {
        role: change.role,
        agencyId: change.agencyId || null,
        advisorId: change.advisorId || null,
      });
      return { status: 200, body: target };
    }
    if (call.name === 'memberDeactivate') {
      if (target.id === me.id)
        return refusal(409, 'change_closed', 'Sie können sich nicht selbst deaktivieren.');
      if (lastBackOffice(target))
        return refusal(409, 'change_closed', 'Das ist die letzte aktive Person mit der Backoffice-Rolle.');
      Object.assign(target, { active: false, passkeys: 0 });
      return { status: 200, body: target };
    }
    target.active = true;
    return { status: 200, body: target };
  }
}

// Staff management and each member's own passkeys in the back office (issue 47, item 4): the members a branch lead
// or the back office manages (list, invite, change role and scope, deactivate, reactivate) and the signed-in
// member's passkeys (list, rename, remove). Every change goes through staffChanges (session, Origin, key, audit).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { STAFF_PATHS, type StaffMemberRow, type StaffPasskey } from '@checkout/shared/contract';
import {
  staffInviteSchema,
  staffMemberChangeSchema,
  staffPasskeyRenameSchema,
} from '@checkout/shared/schemas';
import type { AppContext } from '../app-context';
import type { RouteDoc } from '../http/openapi';
import { IDEMPOTENCY, bodyOf, idParams, staffChanges } from '../http/staff-request';
import { sessionOf } from '../http/staff-session';
import { validateObject } from '../http/validate';
import {
  changeMember,
  deactivateMember,
  inviteMember,
  reactivateMember,
  staffMembersOf,
} from '../domain/staff-members';
import { ownPasskeys, removeOwnPasskey, renameOwnPasskey } from '../domain/own-passkeys';

const ERRORS = {
  400: 'ApiErrorBody',
  401: 'ApiErrorBody',
  403: 'ApiErrorBody',
  404: 'ApiErrorBody',
  409: 'ApiErrorBody',
  422: 'ApiErrorBody',
} as const;

/** A body that names nothing (`{}`, or none). */
const emptyBody = yup.object({}).noUnknown();
const noBody = async (request: FastifyRequest): Promise<object> =>
  request.body === undefined || request.body === null ? {} : validateObject(emptyBody, request.body, 'body');

export const staffMembersRoutes = (staff: FastifyInstance, context: AppContext): void => {
  const { db, keys, onReserved } = context;
  const change = staffChanges(staff, context);
  const docs = {
    list: {
      operationId: 'listStaffMembers',
      tag: 'staff',
      summary:
        "The staff members the member manages (a branch lead their branch's, the back office everyone; 403 for an advisor)",
      access: 'staffSession',
      responses: { 200: 'StaffMemberRows', 401: 'ApiErrorBody', 403: 'ApiErrorBody' },
    },
    invite: {
      operationId: 'inviteStaffMember',
      tag: 'staff',
      summary:
        'Invites a member (a branch lead within their branch, never the back-office role); a sign-in link is mailed to them',
      access: 'staffSession',
      headers: IDEMPOTENCY,
      body: { schema: staffInviteSchema, required: true },
      responses: { 201: 'StaffMemberRow', ...ERRORS },
    },
    change: {
      operationId: 'changeStaffMember',
      tag: 'staff',
      summary: "A member's role and scope (409: the last back-office member keeps that role)",
      access: 'staffSession',
      params: idParams,
      headers: IDEMPOTENCY,
      body: { schema: staffMemberChangeSchema, required: true },
      responses: { 200: 'StaffMemberRow', ...ERRORS },
    },
    deactivate: {
      operationId: 'deactivateStaffMember',
      tag: 'staff',
      summary:
        'Deactivates a member: their sessions, sign-in links and passkeys end at once (409 for oneself or the last back-office member)',
      access: 'staffSession',
      params: idParams,
      headers: IDEMPOTENCY,
      body: { schema: emptyBody, required: false },
      responses: { 200: 'StaffMemberRow', ...ERRORS },
    },
    reactivate: {
      operationId: 'reactivateStaffMember',
      tag: 'staff',
      summary: 'Reactivates a member: they sign in by link again',
      access: 'staffSession',
      params: idParams,
      headers: IDEMPOTENCY,
      body: { schema: emptyBody, required: false },
      responses: { 200: 'StaffMemberRow', ...ERRORS },
    },
    passkeys: {
      operationId: 'listOwnPasskeys',
      tag: 'staff',
      summary: "The signed-in member's passkeys: name, when added, when last used",
      access: 'staffSession',
      responses: { 200: 'StaffPasskeys', 401: 'ApiErrorBody' },
    },
    rename: {
      operationId: 'renameOwnPasskey',
      tag: 'staff',
      summary: "Names one of the signed-in member's passkeys (404 for another's)",
      access: 'staffSession',
      params: idParams,
      headers: IDEMPOTENCY,
      body: { schema: staffPasskeyRenameSchema, required: true },
      responses: { 200: 'StaffPasskey', ...ERRORS },
    },
    remove: {
      operationId: 'removeOwnPasskey',
      tag: 'staff',
      summary:
        "Removes one of the signed-in member's passkeys (the last one too: a member can always sign in by link)",
      access: 'staffSession',
      params: idParams,
      headers: IDEMPOTENCY,
      responses: { 204: { empty: 'Removed' }, ...ERRORS },
    },
  } satisfies Record<string, RouteDoc>;

  staff.get(STAFF_PATHS.members, { config: { doc: docs.list } }, async (request): Promise<StaffMemberRow[]> =>
    staffMembersOf(db, sessionOf(request).staff),
  );
  change(
    { method: 'POST', url: STAFF_PATHS.members, doc: docs.invite, status: 201 },
    bodyOf(staffInviteSchema),
    async (database, member, _id, body, key, now) => {
      const invited = await inviteMember(database, member, body, key, now, keys.staffLink);
      // The outbox worker wakes for the sign-in link's mail.
      onReserved();
      return invited;
    },
  );
  change(
    { method: 'PUT', url: STAFF_PATHS.member, doc: docs.change },
    bodyOf(staffMemberChangeSchema),
    changeMember,
  );
  change(
    { method: 'POST', url: STAFF_PATHS.memberDeactivate, doc: docs.deactivate },
    noBody,
    deactivateMember,
  );
  change(
    { method: 'POST', url: STAFF_PATHS.memberReactivate, doc: docs.reactivate },
    noBody,
    reactivateMember,
  );

  staff.get(
    STAFF_PATHS.ownPasskeys,
    { config: { doc: docs.passkeys } },
    async (request): Promise<StaffPasskey[]> => ownPasskeys(db, sessionOf(request).staff),
  );
  change(
    { method: 'PUT', url: STAFF_PATHS.ownPasskey, doc: docs.rename },
    bodyOf(staffPasskeyRenameSchema),
    renameOwnPasskey,
  );
  change(
    { method: 'DELETE', url: STAFF_PATHS.ownPasskey, doc: docs.remove, status: 204 },
    () => null,
    removeOwnPasskey,
  );
};

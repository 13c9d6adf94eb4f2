// Working hours in the back office (issue 34, step 6): an advisor's week and one-off exceptions, read and changed
// within the member's scope (as time off: an advisor their own, a branch lead the branch's, the back office all),
// each change idempotent, audited and answering the consultations it leaves outside working hours.
import type { FastifyInstance } from 'fastify';
import { STAFF_PATHS, type ConsultationRow, type WorkingHours } from '@checkout/shared/contract';
import {
  createHoursExceptionSchema,
  createWorkingHoursChangeSchema,
  weeklyHoursSchema,
} from '@checkout/shared/schemas';
import type { AppContext } from '../app-context';
import type { RouteDoc } from '../http/openapi';
import {
  IDEMPOTENCY,
  bodyOf,
  idOf,
  idParams,
  idParamsWith,
  pathIdOf,
  staffChanges,
} from '../http/staff-request';
import { sessionOf } from '../http/staff-session';
import { validateObject } from '../http/validate';
import {
  addHoursException,
  previewCollisions,
  removeHoursException,
  setWeeklyHours,
  workingHoursFor,
} from '../domain/working-hours';

const CHANGE_ERRORS = {
  400: 'ApiErrorBody',
  401: 'ApiErrorBody',
  403: 'ApiErrorBody',
  404: 'ApiErrorBody',
  422: 'ApiErrorBody',
} as const;
const CHANGE_ANSWERS = { 200: 'WorkingHoursResponse', ...CHANGE_ERRORS } as const;

export const workingHoursRoutes = (staff: FastifyInstance, context: AppContext): void => {
  const { db, clock } = context;
  const exceptionSchema = createHoursExceptionSchema(clock);
  const changeSchema = createWorkingHoursChangeSchema(clock);
  const docs = {
    get: {
      operationId: 'getWorkingHours',
      tag: 'staff',
      summary:
        "An advisor's weekly working hours and one-off exceptions from today on (404 outside the scope)",
      access: 'staffSession',
      params: idParams,
      responses: { 200: 'WorkingHours', 401: 'ApiErrorBody', 404: 'ApiErrorBody' },
    },
    put: {
      operationId: 'setWeeklyHours',
      tag: 'staff',
      summary:
        "Replaces an advisor's whole week (hour grid, no overlaps); answers the consultations it leaves outside working hours",
      access: 'staffSession',
      params: idParams,
      headers: IDEMPOTENCY,
      body: { schema: weeklyHoursSchema, required: true },
      responses: CHANGE_ANSWERS,
    },
    addException: {
      operationId: 'addHoursException',
      tag: 'staff',
      summary:
        'A one-off exception of a date (other hours, or closed without blocks), replacing one of that date; answers the collisions',
      access: 'staffSession',
      params: idParams,
      headers: IDEMPOTENCY,
      body: { schema: exceptionSchema, required: true },
      responses: { 201: 'WorkingHoursResponse', ...CHANGE_ERRORS },
    },
    removeException: {
      operationId: 'removeHoursException',
      tag: 'staff',
      summary: "Deletes a one-off exception: the weekday's hours hold again; answers the collisions",
      access: 'staffSession',
      params: idParamsWith('exceptionId'),
      headers: IDEMPOTENCY,
      responses: CHANGE_ANSWERS,
    },
    collisions: {
      operationId: 'previewHoursCollisions',
      tag: 'staff',
      summary:
        'The consultations a change of the week or an exception would leave outside working hours; changes nothing',
      access: 'staffSession',
      params: idParams,
      body: { schema: changeSchema, required: true },
      responses: {
        200: 'ConsultationRows',
        400: 'ApiErrorBody',
        401: 'ApiErrorBody',
        403: 'ApiErrorBody',
        404: 'ApiErrorBody',
      },
    },
  } satisfies Record<string, RouteDoc>;

  staff.get(STAFF_PATHS.workingHours, { config: { doc: docs.get } }, async (request): Promise<WorkingHours> =>
    workingHoursFor(db, sessionOf(request).staff, idOf(request.params), clock.now()),
  );

  const change = staffChanges(staff, context);
  change(
    { method: 'PUT', url: STAFF_PATHS.workingHours, doc: docs.put },
    bodyOf(weeklyHoursSchema),
    setWeeklyHours,
  );
  change(
    { method: 'POST', url: STAFF_PATHS.hoursExceptions, doc: docs.addException, status: 201 },
    bodyOf(exceptionSchema),
    addHoursException,
  );
  change(
    { method: 'DELETE', url: `${STAFF_PATHS.hoursExceptions}/:exceptionId`, doc: docs.removeException },
    pathIdOf('exceptionId'),
    removeHoursException,
  );

  staff.post(
    STAFF_PATHS.hoursCollisions,
    { config: { doc: docs.collisions } },
    async (request): Promise<ConsultationRow[]> => {
      const { staff: member } = sessionOf(request);
      const change = await validateObject(changeSchema, request.body, 'body');
      return previewCollisions(db, member, idOf(request.params), change, clock.now());
    },
  );
};

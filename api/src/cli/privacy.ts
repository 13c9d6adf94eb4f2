// A traveller's data on request (issue 37): `npm run privacy -w api -- export|erase --email <e> [--reference <ref>]`.
// The request goes to a running API's operator route (API_URL, default http://127.0.0.1:$PORT, with the operator
// token: OPERATOR_TOKEN or the API's token file), as `checkout:offline` does: with PGlite only one process may open
// the data directory. Only when no API answers does the command open the database itself (an erasure's
// cancellations then wait in the outbox until an API with its worker starts). The export is printed as JSON; the
// erasure's counts too. Either is recorded in `privacy_requests` without the address.
import { DEFAULT_CULTURE, PRIVACY_PATHS, type PrivacyRequest } from '@checkout/shared/contract';
import { privacyRequestSchema, WIRE_VALIDATE_OPTIONS } from '@checkout/shared/schemas';
import { databaseTargetFromEnv, operatorTokenFileFromEnv, readConfig, secretsFileFromEnv } from '../config';
import { readOperatorToken } from '../operator-token';
import { prepareDatabase } from '../prepare-database';
import { loadKeyrings } from '../secrets';
import { eraseTraveller, exportTraveller } from '../domain/privacy';
import { privacySubjectHash } from '../routes/operator-routes';

type Command = 'export' | 'erase';

const USAGE = 'usage: privacy -- export|erase --email <address> [--reference <booking reference>]\n';

const apiUrl = (): string =>
  (process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4000}`).replace(/\/$/, '');

/** The command's arguments; undefined when they are not what USAGE says. */
const parseArguments = (
  argv: readonly string[],
): { command: Command; request: PrivacyRequest } | undefined => {
  const [command, ...rest] = argv;
  if (command !== 'export' && command !== 'erase') return undefined;
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i];
    const value = rest[i + 1];
    if ((name !== '--email' && name !== '--reference') || value === undefined) return undefined;
    options[name.slice(2)] = value;
  }
  if (options.email === undefined) return undefined;
  return {
    command,
    request: { email: options.email, ...(options.reference ? { reference: options.reference } : {}) },
  };
};

/** Through a running API; undefined when none answers. */
const viaApi = async (command: Command, request: PrivacyRequest): Promise<unknown> => {
  const path = command === 'export' ? PRIVACY_PATHS.operatorExport : PRIVACY_PATHS.operatorErase;
  try {
    const res = await fetch(`${apiUrl()}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${readOperatorToken(process.env.OPERATOR_TOKEN, operatorTokenFileFromEnv()) ?? ''}`,
      },
      body: JSON.stringify(request),
    });
    if (!res.ok) throw new Error(`the API answered ${res.status}: ${await res.text()}`);
    return await res.json();
  } catch (error) {
    // Nothing listens: no API is running, so the database is free to open.
    if (error instanceof TypeError) return undefined;
    throw error;
  }
};

const direct = async (command: Command, request: PrivacyRequest): Promise<unknown> => {
  const config = readConfig();
  const keys = loadKeyrings({ file: secretsFileFromEnv() });
  const db = await prepareDatabase(databaseTargetFromEnv());
  const actor = {
    staffId: null,
    staffName: '',
    subjectHash: privacySubjectHash(keys.clientAddress, request.email),
  };
  try {
    return command === 'export'
      ? await exportTraveller(db, request, new Date(), actor, {
          retailer: config.retailer,
          fallbackCulture: DEFAULT_CULTURE,
        })
      : await eraseTraveller(db, request, new Date(), actor, { reminderHours: config.reminderHours });
  } finally {
    await db.close();
  }
};

const run = async (command: Command, request: PrivacyRequest): Promise<void> => {
  await privacyRequestSchema.validate(request, WIRE_VALIDATE_OPTIONS);
  const answer = (await viaApi(command, request)) ?? (await direct(command, request));
  process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
};

const parsed = parseArguments(process.argv.slice(2));
if (!parsed) {
  process.stderr.write(USAGE);
  process.exit(2);
}
run(parsed.command, parsed.request).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

// The back office's runtime configuration: backoffice-config.json beside its index.html (written by
// tools/start.mjs, or by a deploy), read before the application starts, so no address is part of the build.

/** A demo account the sign-in page names (the API's demo seed: api/src/seed/demo-staff.json). */
export interface BackofficeDemoAccount {
  email: string;
  name: string;
  role: 'advisor' | 'branch_lead' | 'back_office';
}

/**
 * Only a demo's config (`npm start`, issue 47) has one: the sign-in page names where the demo's mail is read (the
 * mail catcher's page) and the demo's accounts. A config value of the server, never a build flag.
 */
export interface BackofficeDemo {
  /** The mail catcher's web page (MailDev), where the sign-in links arrive. */
  mailCatcherUrl: string;
  accounts: BackofficeDemoAccount[];
}

export interface BackofficeConfig {
  /** The booking API's base URL, ending in /api; the staff calls go to `${apiBaseUrl}/staff/...`. */
  apiBaseUrl: string;
  /** The retailer's name shown in the header (the back office's own name when missing). */
  product?: string;
  /** The demo's note on the sign-in page; missing outside the demo. */
  demo?: BackofficeDemo;
}

export const BACKOFFICE_CONFIG_FILE = 'backoffice-config.json';

const ROLES: readonly unknown[] = [
  'advisor',
  'branch_lead',
  'back_office',
] satisfies BackofficeDemoAccount['role'][];

const isDemoAccount = (value: unknown): value is BackofficeDemoAccount => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.email === 'string' && typeof v.name === 'string' && ROLES.includes(v.role);
};

const isDemo = (value: unknown): value is BackofficeDemo => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.mailCatcherUrl === 'string' &&
    /^https?:\/\//.test(v.mailCatcherUrl) &&
    Array.isArray(v.accounts) &&
    v.accounts.every(isDemoAccount)
  );
};

export function isBackofficeConfig(value: unknown): value is BackofficeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.apiBaseUrl === 'string' &&
    v.apiBaseUrl !== '' &&
    (v.product === undefined || typeof v.product === 'string') &&
    (v.demo === undefined || isDemo(v.demo))
  );
}

// The back office's runtime configuration: backoffice-config.json beside its index.html (written by
// tools/start.mjs, or by a deploy), read before the application starts, so no address is part of the build.

export interface BackofficeConfig {
  /** The booking API's base URL, ending in /api; the staff calls go to `${apiBaseUrl}/staff/...`. */
  apiBaseUrl: string;
  /** The retailer's name shown in the header (the back office's own name when missing). */
  product?: string;
}

export const BACKOFFICE_CONFIG_FILE = 'backoffice-config.json';

export function isBackofficeConfig(value: unknown): value is BackofficeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.apiBaseUrl === 'string' &&
    v.apiBaseUrl !== '' &&
    (v.product === undefined || typeof v.product === 'string')
  );
}

// Security headers of the static servers (shell and remotes). The shell's Content-Security-Policy allows exactly
// the origins its runtime config names: the remotes (their manifests, entries, chunks and styles) and the API
// (calls and the advisors' portraits); nothing may frame the checkout. A remote serves no document: its policy
// forbids everything, and its files may be loaded by the shell's origin only (CORS) but from any site (CORP).

/**
 * What the headers read of the runtime config the shell serves (shared's RuntimeConfig).
 * @typedef {{ remotes?: Record<string, string>, releases?: Record<string, { stable?: { manifest: string }, candidate?: { manifest: string } }>, apiBaseUrl?: string, factorsUrl?: string, host?: string }} Config
 */

/**
 * The origin of a URL ('' for a relative or broken one).
 * @param {string} url
 */
const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/**
 * Origins the runtime config points the shell at, by use.
 * @param {Config} config
 */
export function configOrigins(config) {
  /** @param {string[]} urls */
  const unique = (urls) => [...new Set(urls.map(originOf).filter(Boolean))];
  return {
    // A remote's canary release (decision 0054): its stable build and its candidate, which a session may draw.
    remotes: unique([
      ...Object.values(config.remotes ?? {}),
      ...Object.values(config.releases ?? {}).flatMap((r) =>
        [r.stable?.manifest, r.candidate?.manifest].filter((url) => url !== undefined),
      ),
    ]),
    api: unique(/** @type {string[]} */ ([config.apiBaseUrl, config.factorsUrl].filter(Boolean))),
  };
}

/**
 * The shell page's Content-Security-Policy for a runtime config.
 * @param {Config} config
 */
export function shellCsp(config) {
  const { remotes, api } = configOrigins(config);
  /** @param {...(string | string[])} sources */
  const list = (...sources) => [...new Set(sources.flat().filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", remotes)}`,
    `style-src ${list("'self'", remotes)}`,
    `connect-src ${list("'self'", remotes, api)}`,
    // Portraits come from the API, travel pictures from the retailer's own site (the config's host), nothing
    // from anywhere else (issue 32).
    `img-src ${list("'self'", 'data:', api, originOf(config.host ?? ''))}`,
    `font-src ${list("'self'", remotes)}`,
    // The proof of work's worker (issue 32) is the shell's own script.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** A manage page's address carries its token: such a page sends no referrer at all (issue 32). */
const MANAGE_PAGE = /^\/checkout\/(?:fr\/)?manage\//;

/**
 * Headers of the shell's server: the policy follows the config as it is served now.
 * @param {() => Config} getConfig
 * @returns {(url?: string) => Record<string, string>}
 */
export const shellHeaders =
  (getConfig) =>
  (url = '') => ({
    ...COMMON,
    ...(MANAGE_PAGE.test(url) ? { 'referrer-policy': 'no-referrer' } : {}),
    'content-security-policy': shellCsp(getConfig()),
    'cross-origin-resource-policy': 'same-origin',
  });

/**
 * The back office's page (issue 34): its own scripts and styles, calls to the API its config names, no frames.
 * @param {{ apiBaseUrl?: string }} config its backoffice-config.json
 */
export function backofficeCsp(config) {
  const api = originOf(config.apiBaseUrl ?? '');
  /** @param {...string} sources */
  const list = (...sources) => [...new Set(sources.flat().filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${list("'self'", api)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers of the back office's server. Its sign-in page's address carries a token, and staff pages name
 * consultations: no page sends a referrer. Its scripts may be loaded by a host (CORP cross-origin, CORS the shell).
 * @param {() => { apiBaseUrl?: string }} getConfig the backoffice-config.json served now
 * @returns {() => Record<string, string>}
 */
export const backofficeHeaders = (getConfig) => () => ({
  ...COMMON,
  'referrer-policy': 'no-referrer',
  'content-security-policy': backofficeCsp(getConfig()),
  'cross-origin-resource-policy': 'cross-origin',
});

/** Headers of a remote's server. */
export const remoteHeaders = () => ({
  ...COMMON,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
});

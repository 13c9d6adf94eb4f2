// Canary releases of the remotes (issue 36, decision 0054): the booking API keeps the release state in its
// database; whatever serves the shell's checkout-config.json names it there, so the shell draws each session's
// build from the config it already reads (and the page's Content-Security-Policy allows the candidate's origin).
// Here: a build's version from its manifest, the merge of the API's state into a config, and the source that
// keeps the state fresh for a static server (tools/start.mjs).
import crypto from 'node:crypto';

/**
 * How long the static server reuses the API's answer: for checkout-config.json, and for a page's document (shorter:
 * the page's Content-Security-Policy and the config it loads right after must name the same candidates, so the
 * config reuses what its document was answered from).
 */
export const RELEASES_FRESH_MS = { config: 1000, document: 250 };
/** The API's answer must come within this; else the last known state is served. */
const RELEASES_TIMEOUT_MS = 2000;

/**
 * @typedef {{ manifest: string, version: string }} RemoteBuild
 * @typedef {{ stable?: RemoteBuild, candidate?: RemoteBuild & { share: number } }} PublicRelease
 * @typedef {Record<string, PublicRelease>} PublicReleases what GET /api/checkout/releases answers
 * @typedef {{ remotes: Record<string, string>, releases?: Record<string, { stable: RemoteBuild, candidate?: RemoteBuild & { share: number } }>, [setting: string]: unknown }} ReleasedConfig
 */

/**
 * A build's version as releases name it: the version its manifest declares (the package's) and the first 8 hex
 * digits of the manifest's SHA-256, which differs for every build (its chunks' names carry content hashes).
 * @param {string} manifestText the mf-manifest.json as served
 */
export function manifestVersion(manifestText) {
  const manifest = JSON.parse(manifestText);
  const declared = String(manifest?.metaData?.buildInfo?.buildVersion ?? '0').replace(
    /[^A-Za-z0-9._+-]/g,
    '',
  );
  return `${declared || '0'}-${crypto.createHash('sha256').update(manifestText).digest('hex').slice(0, 8)}`;
}

/**
 * The mf-manifest.json at `url` (and its version); rejects when it cannot be read or is no remote's manifest.
 * @param {string} url
 * @param {typeof fetch} [fetchImpl]
 */
export async function readManifest(url, fetchImpl = fetch) {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  /** @type {{ name?: unknown }} */
  const manifest = JSON.parse(text);
  if (typeof manifest.name !== 'string') throw new Error(`${url} is not a Module Federation manifest`);
  return { name: manifest.name, version: manifestVersion(text) };
}

/**
 * The config as served: each remote the API names gets its release (a stable build recorded by a promote replaces
 * the config's own line, which stays the stable build otherwise), others keep their plain line.
 * @param {ReleasedConfig} config the config without releases
 * @param {PublicReleases} releases the API's answer
 * @param {(manifestUrl: string) => string} stableVersion the version of a config line's build
 * @returns {ReleasedConfig}
 */
export function mergeReleases(config, releases, stableVersion) {
  const remotes = { ...config.remotes };
  /** @type {NonNullable<ReleasedConfig['releases']>} */
  const named = {};
  for (const [name, release] of Object.entries(releases)) {
    const line = remotes[name];
    if (line === undefined) continue;
    const stable = release.stable ?? { manifest: line, version: stableVersion(line) };
    remotes[name] = stable.manifest;
    named[name] = release.candidate ? { stable, candidate: release.candidate } : { stable };
  }
  return Object.keys(named).length === 0 ? { ...config, remotes } : { ...config, remotes, releases: named };
}

/**
 * The API's release state for a static server: refreshed at most every RELEASES_FRESH_MS (on demand), the last
 * known state kept while the API does not answer. The versions of the config's own lines are read from their
 * manifests once per URL.
 * @param {{ url: string, fetch?: typeof fetch, log?: (line: string) => void }} options `url`: GET /api/checkout/releases
 */
export function createReleaseSource({ url, fetch: fetchImpl = fetch, log = () => undefined }) {
  /** @type {PublicReleases} */
  let releases = {};
  let fetchedAt = 0;
  /** @type {Promise<void> | null} */
  let pending = null;
  /** @type {Map<string, string>} manifest URL -> version */
  const versions = new Map();
  let warned = false;

  /** @param {PublicReleases} answer */
  const learnVersions = async (answer, /** @type {Record<string, string>} */ lines) => {
    await Promise.all(
      Object.keys(answer)
        .filter(
          (name) =>
            !answer[name]?.stable && lines[name] && !versions.has(/** @type {string} */ (lines[name])),
        )
        .map(async (name) => {
          const line = /** @type {string} */ (lines[name]);
          const version = await readManifest(line, fetchImpl).then(
            (m) => m.version,
            () => 'unknown',
          );
          versions.set(line, version);
        }),
    );
  };

  return {
    /**
     * Asks the API unless its last answer is younger than `maxAgeMs`; never rejects.
     * @param {Record<string, string>} lines the config's remote lines (their stable builds' versions are read)
     * @param {number} [maxAgeMs]
     */
    refresh(lines, maxAgeMs = RELEASES_FRESH_MS.config) {
      if (Date.now() - fetchedAt < maxAgeMs) return Promise.resolve();
      pending ??= (async () => {
        try {
          const response = await fetchImpl(url, { signal: AbortSignal.timeout(RELEASES_TIMEOUT_MS) });
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          /** @type {PublicReleases} */
          const answer = await response.json();
          await learnVersions(answer, lines);
          releases = answer;
          fetchedAt = Date.now();
          warned = false;
        } catch (error) {
          if (!warned) log(`Release state unavailable (${error}); serving the last known one.`);
          warned = true;
        } finally {
          pending = null;
        }
      })();
      return pending;
    },
    /**
     * The config with the state last read.
     * @param {ReleasedConfig} config
     */
    apply(config) {
      return mergeReleases(config, releases, (line) => versions.get(line) ?? 'unknown');
    },
  };
}

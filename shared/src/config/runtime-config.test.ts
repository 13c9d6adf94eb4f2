import { isRemoteRelease, isRuntimeConfig, type RuntimeConfig } from './runtime-config';

const config: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000/api',
  remotes: {
    mfe_selection: 'http://localhost:3001/mf-manifest.json',
    mfe_agenda: 'http://localhost:3002/mf-manifest.json',
    mfe_contact: 'http://localhost:3003/mf-manifest.json',
    mfe_confirmation: 'http://localhost:3004/mf-manifest.json',
  },
  matchingTestUrl: 'https://example.ch/test',
  factorsUrl: 'http://localhost:4000/api/matching/factors',
  product: 'Horizonte Reisen',
  host: 'https://example.ch',
  hotline: '+41 44 000 00 00',
};

const stable = { manifest: 'http://localhost:3002/mf-manifest.json', version: '0.1.0-aaaaaaaa' };
const candidate = { manifest: 'http://cdn.example/agenda/2/mf-manifest.json', version: '0.2.0-bbbbbbbb' };

describe('runtime config', () => {
  it('accepts the plain form (a manifest URL per remote), without releases', () => {
    expect(isRuntimeConfig(config)).toBe(true);
  });

  it('accepts a release naming a stable build and a candidate with its share', () => {
    expect(
      isRuntimeConfig({
        ...config,
        releases: { mfe_agenda: { stable, candidate: { ...candidate, share: 10 } } },
      }),
    ).toBe(true);
    expect(isRuntimeConfig({ ...config, releases: { mfe_agenda: { stable } } })).toBe(true);
  });

  it.each([
    ['no stable', { candidate: { ...candidate, share: 10 } }],
    ['a stable without version', { stable: { manifest: stable.manifest } }],
    ['a share above 100', { stable, candidate: { ...candidate, share: 101 } }],
    ['a negative share', { stable, candidate: { ...candidate, share: -1 } }],
    ['a share as text', { stable, candidate: { ...candidate, share: '10' } }],
    ['a candidate without manifest', { stable, candidate: { version: 'x', share: 10 } }],
  ])('refuses a release with %s', (_, release) => {
    expect(isRemoteRelease(release)).toBe(false);
    expect(isRuntimeConfig({ ...config, releases: { mfe_agenda: release } })).toBe(false);
  });

  it('refuses releases that are not an object', () => {
    expect(isRuntimeConfig({ ...config, releases: 'mfe_agenda' })).toBe(false);
    expect(isRuntimeConfig({ ...config, releases: null })).toBe(false);
  });
});

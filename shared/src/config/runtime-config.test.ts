import { isRuntimeConfig, type RuntimeConfig } from './runtime-config';

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

  it('accepts releases naming a stable build and a candidate with its share', () => {
    expect(
      isRuntimeConfig({
        ...config,
        releases: { mfe_agenda: { stable, candidate: { ...candidate, share: 10 } } },
      }),
    ).toBe(true);
    expect(isRuntimeConfig({ ...config, releases: { mfe_agenda: { stable } } })).toBe(true);
  });
});

import { TEST_RUNTIME_CONFIG } from '@checkout/dev-kit/testing';
import { isRuntimeConfig } from './runtime-config';

const stable = { manifest: TEST_RUNTIME_CONFIG.remotes.mfe_agenda, version: '0.1.0-aaaaaaaa' };
const candidate = { manifest: 'http://cdn.example/agenda/2/mf-manifest.json', version: '0.2.0-bbbbbbbb' };

describe('runtime config', () => {
  it('accepts the plain form (a manifest URL per remote), without releases', () => {
    expect(isRuntimeConfig(TEST_RUNTIME_CONFIG)).toBe(true);
    expect(isRuntimeConfig({ ...TEST_RUNTIME_CONFIG, remotes: { mfe_agenda: stable.manifest } })).toBe(false);
  });

  it('accepts releases naming a stable build and a candidate with its share', () => {
    const releases = { mfe_agenda: { stable, candidate: { ...candidate, share: 10 } } };
    expect(isRuntimeConfig({ ...TEST_RUNTIME_CONFIG, releases })).toBe(true);
    expect(isRuntimeConfig({ ...TEST_RUNTIME_CONFIG, releases: { mfe_agenda: { stable } } })).toBe(true);
  });
});

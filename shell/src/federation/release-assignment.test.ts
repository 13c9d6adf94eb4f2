import type { RuntimeConfig } from '@checkout/shared';
import {
  bucketOf,
  chooseBuilds,
  isRemoteRelease,
  isStoredReleases,
  leaveCandidate,
  newReleaseSession,
  type StoredReleases,
} from './release-assignment';

const remotes: RuntimeConfig['remotes'] = {
  mfe_selection: 'http://localhost:3001/mf-manifest.json',
  mfe_agenda: 'http://localhost:3002/mf-manifest.json',
  mfe_contact: 'http://localhost:3003/mf-manifest.json',
  mfe_confirmation: 'http://localhost:3004/mf-manifest.json',
};
const stable = { manifest: remotes.mfe_agenda, version: '0.1.0-aaaaaaaa' };
const candidate = { manifest: 'http://cdn.example/agenda/2/mf-manifest.json', version: '0.1.0-bbbbbbbb' };

const withCandidate = (share: number, version = candidate.version) => ({
  remotes,
  releases: { mfe_agenda: { stable, candidate: { ...candidate, version, share } } },
});

/** A deterministic stream of session ids (a counter in base64url's alphabet). */
const sessions = (count: number) =>
  Array.from({ length: count }, (_, i) => `session-${String(i).padStart(10, '0')}`);

const fresh = (session: string): StoredReleases => ({ session, drawn: {} });

describe('release assignment', () => {
  it('runs the plain line of a remote the config names without a release, untagged', () => {
    const { choices, stored } = chooseBuilds({ remotes }, fresh('a'.repeat(22)));
    expect(choices.mfe_agenda).toEqual({ entry: remotes.mfe_agenda });
    expect(stored.drawn).toEqual({});
  });

  it('runs the stable build of a release without a candidate', () => {
    const { choices } = chooseBuilds(
      { remotes, releases: { mfe_agenda: { stable } } },
      fresh('a'.repeat(22)),
    );
    expect(choices.mfe_agenda).toEqual({
      entry: stable.manifest,
      version: stable.version,
      release: 'stable',
    });
    expect(choices.mfe_contact).toEqual({ entry: remotes.mfe_contact });
  });

  it.each([
    ['no stable', { candidate: { ...candidate, share: 10 } }],
    ['a stable without version', { stable: { manifest: stable.manifest } }],
    ['a share above 100', { stable, candidate: { ...candidate, share: 101 } }],
    ['a negative share', { stable, candidate: { ...candidate, share: -1 } }],
    ['a share as text', { stable, candidate: { ...candidate, share: '10' } }],
    ['a candidate without manifest', { stable, candidate: { version: 'x', share: 10 } }],
  ])('runs the plain line of a remote whose release has %s', (_, release) => {
    expect(isRemoteRelease(release)).toBe(false);
    const config = { remotes, releases: { mfe_agenda: release } } as unknown as RuntimeConfig;
    expect(chooseBuilds(config, fresh('a'.repeat(22))).choices.mfe_agenda).toEqual({
      entry: remotes.mfe_agenda,
    });
  });

  it('gives a bucket in [0, 100) that depends on the session and the remote only', () => {
    for (const session of sessions(500)) {
      const bucket = bucketOf(session, 'mfe_agenda');
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      expect(bucketOf(session, 'mfe_agenda')).toBe(bucket);
    }
    const agenda = sessions(200).map((s) => bucketOf(s, 'mfe_agenda'));
    const contact = sessions(200).map((s) => bucketOf(s, 'mfe_contact'));
    expect(agenda).not.toEqual(contact);
  });

  it.each([0, 10, 50, 100])('gives the candidate to about %i %% of 10,000 new sessions', (share) => {
    const random = sessions(10_000).map(() => newReleaseSession());
    const got = random.filter(
      (s) => chooseBuilds(withCandidate(share), fresh(s)).choices.mfe_agenda.release === 'candidate',
    ).length;
    // 10,000 draws: the share within 2 percentage points (more than 4 standard deviations at 50 %).
    expect(Math.abs(got / 100 - share)).toBeLessThan(2);
    if (share === 0) expect(got).toBe(0);
    if (share === 100) expect(got).toBe(10_000);
  });

  it('keeps what a session drew, whatever the share becomes, while the candidate stays the same', () => {
    for (const session of sessions(300)) {
      const first = chooseBuilds(withCandidate(10), fresh(session));
      const drew = first.choices.mfe_agenda.release;
      expect(first.stored.drawn.mfe_agenda).toEqual({ version: candidate.version, release: drew });
      // A reload after the candidate was widened, then narrowed: the same build.
      const widened = chooseBuilds(withCandidate(90), first.stored);
      const narrowed = chooseBuilds(withCandidate(1), widened.stored);
      expect(widened.choices.mfe_agenda.release).toBe(drew);
      expect(narrowed.choices.mfe_agenda.release).toBe(drew);
      expect(narrowed.choices.mfe_agenda.entry).toBe(
        drew === 'candidate' ? candidate.manifest : stable.manifest,
      );
    }
  });

  it('draws a new candidate afresh, and a widened share keeps the earlier candidates inside', () => {
    const drawn = sessions(400).map((s) => chooseBuilds(withCandidate(10), fresh(s)));
    for (const first of drawn) {
      const next = chooseBuilds(withCandidate(50, '0.1.0-cccccccc'), first.stored);
      if (first.choices.mfe_agenda.release === 'candidate') {
        expect(next.choices.mfe_agenda.release).toBe('candidate');
      }
      expect(next.stored.drawn.mfe_agenda?.version).toBe('0.1.0-cccccccc');
    }
  });

  it('gives a session on a withdrawn candidate the stable build, and forgets the draw', () => {
    const onCandidate = sessions(100)
      .map((s) => chooseBuilds(withCandidate(50), fresh(s)))
      .find((c) => c.choices.mfe_agenda.release === 'candidate');
    expect(onCandidate).toBeDefined();
    const after = chooseBuilds({ remotes, releases: { mfe_agenda: { stable } } }, onCandidate!.stored);
    expect(after.choices.mfe_agenda).toEqual({
      entry: stable.manifest,
      version: stable.version,
      release: 'stable',
    });
    expect(after.stored.drawn).toEqual({});
  });

  it('keeps a session that left a failing candidate on the stable build while the candidate is offered', () => {
    const onCandidate = sessions(100)
      .map((s) => chooseBuilds(withCandidate(100), fresh(s)))
      .find((c) => c.choices.mfe_agenda.release === 'candidate');
    const left = leaveCandidate(onCandidate!.stored, 'mfe_agenda', candidate.version);
    expect(chooseBuilds(withCandidate(100), left).choices.mfe_agenda.release).toBe('stable');
  });

  it('makes release-session ids of 22 base64url characters, and accepts only what it stores', () => {
    const id = newReleaseSession();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(isStoredReleases({ session: id, drawn: {} })).toBe(true);
    expect(
      isStoredReleases({ session: id, drawn: { mfe_agenda: { version: 'v', release: 'candidate' } } }),
    ).toBe(true);
    for (const garbage of [
      null,
      'x',
      { session: 'short', drawn: {} },
      { session: 'a b c d e f g h i j k l', drawn: {} },
      { session: id },
      { session: id, drawn: [] },
      { session: id, drawn: { mfe_agenda: { version: 'v', release: 'beta' } } },
    ]) {
      expect(isStoredReleases(garbage)).toBe(false);
    }
  });
});

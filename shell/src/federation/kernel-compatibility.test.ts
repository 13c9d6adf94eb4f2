import { getInstance, registerPlugins } from '@module-federation/enhanced/runtime';
import { TEST_RUNTIME_CONFIG } from '@checkout/dev-kit/testing';
import sharedPackage from '../../../shared/package.json';
import { initFederation } from './init-federation';
import { explainLoadFailure } from './load-failure';
import { kernelCompatibilityPlugin } from './kernel-compatibility-plugin';
import { kernelMismatch, KernelMismatchError, shellKernelVersion } from './kernel-compatibility';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  getInstance: jest.fn(),
}));

describe('kernelMismatch', () => {
  it('never refuses a remote that shares the kernel by range (contract 2): it runs its own copy if it must', () => {
    expect(kernelMismatch('mfe_agenda', { version: '2.0.0', requiredVersion: '^2.0.0' }, '1.4.2')).toBeNull();
    expect(kernelMismatch('mfe_agenda', { version: '1.5.0', singleton: false }, '1.4.2')).toBeNull();
    // Nothing of ours shared: nothing to check (the contract version decides).
    expect(kernelMismatch('mfe_agenda', undefined, '1.4.2')).toBeNull();
  });

  it('accepts a singleton build against the same kernel or an older minor or patch of its major', () => {
    const singleton = { singleton: true };
    expect(
      kernelMismatch('mfe_agenda', { ...singleton, version: '1.4.2', requiredVersion: '^1.4.2' }, '1.4.2'),
    ).toBeNull();
    expect(
      kernelMismatch('mfe_agenda', { ...singleton, version: '1.0.0', requiredVersion: '^1.0.0' }, '1.4.2'),
    ).toBeNull();
    expect(kernelMismatch('mfe_agenda', { ...singleton, version: '1.4.0' }, '1.4.2')).toBeNull();
  });

  it('refuses a singleton build of another major, either way', () => {
    const newer = kernelMismatch(
      'mfe_agenda',
      { singleton: true, version: '2.0.0', requiredVersion: '^2.0.0' },
      '1.4.2',
    );
    expect(newer).toBeInstanceOf(KernelMismatchError);
    expect(newer).toMatchObject({ remote: 'mfe_agenda', remoteKernel: '2.0.0', shellKernel: '1.4.2' });
    expect(newer?.message).toBe(
      'mfe_agenda was built against @checkout/shared 2.0.0; this shell provides 1.4.2',
    );
    expect(kernelMismatch('mfe_agenda', { singleton: true, version: '1.4.2' }, '2.0.0')).toBeInstanceOf(
      KernelMismatchError,
    );
  });

  it('refuses a singleton build of a newer minor than the shell has: it may use what the shell lacks', () => {
    expect(
      kernelMismatch('mfe_agenda', { singleton: true, version: '1.5.0', requiredVersion: '^1.5.0' }, '1.4.2'),
    ).toMatchObject({
      remoteKernel: '1.5.0',
    });
  });

  it('does not let a loosened range hide another major', () => {
    expect(
      kernelMismatch('mfe_agenda', { singleton: true, version: '2.0.0', requiredVersion: '*' }, '1.4.2'),
    ).not.toBeNull();
    expect(
      kernelMismatch('mfe_agenda', { singleton: true, version: '2.0.0', requiredVersion: false }, '1.4.2'),
    ).not.toBeNull();
  });

  it('refuses a singleton build that names no kernel version', () => {
    expect(kernelMismatch('mfe_agenda', { singleton: true, version: '' }, '1.4.2')).toMatchObject({
      remoteKernel: 'unknown',
    });
  });

  it("compares with the shell's own kernel, the @checkout/shared version of its build", () => {
    expect(shellKernelVersion()).toBe(sharedPackage.version);
  });
});

describe('kernelCompatibilityPlugin', () => {
  const snapshotArgs = (shared: unknown[] | undefined) =>
    ({
      options: {},
      moduleInfo: { name: 'mfe_agenda', entry: 'http://localhost:3002/mf-manifest.json' },
      remoteSnapshot: {},
      from: 'manifest',
      manifestJson: shared && { shared },
    }) as unknown as Parameters<
      NonNullable<ReturnType<typeof kernelCompatibilityPlugin>['loadRemoteSnapshot']>
    >[0];
  const kernelEntry = (version: string) => ({
    id: 'mfe_agenda:@checkout/shared',
    name: '@checkout/shared',
    version,
    singleton: true,
    requiredVersion: `^${version}`,
  });
  const hook = kernelCompatibilityPlugin('1.0.0').loadRemoteSnapshot!;

  it("refuses a manifest whose @checkout/shared is another major, before the remote's entry loads", () => {
    expect(() => hook(snapshotArgs([{ name: 'react', version: '19.2.0' }, kernelEntry('2.0.0')]))).toThrow(
      new KernelMismatchError('mfe_agenda', '2.0.0', '1.0.0'),
    );
  });

  it('passes a compatible manifest on unchanged', () => {
    const args = snapshotArgs([kernelEntry('1.0.0')]);
    expect(hook(args)).toBe(args);
  });

  it('passes a manifest that shares the kernel by range (contract 2), whatever its version', () => {
    const args = snapshotArgs([{ ...kernelEntry('2.0.0'), singleton: undefined }]);
    expect(hook(args)).toBe(args);
  });

  it('passes a manifest that does not share the kernel: it takes nothing of the shell', () => {
    const args = snapshotArgs([{ name: 'react', version: '19.2.0' }]);
    expect(hook(args)).toBe(args);
  });

  it('leaves snapshots that come without a manifest to the contract check', () => {
    const args = snapshotArgs(undefined);
    expect(hook(args)).toBe(args);
  });

  describe('a remote without a manifest whose entry registered another kernel', () => {
    const initContainer = kernelCompatibilityPlugin('1.0.0').initContainer!;
    type Args = Parameters<typeof initContainer>[0];
    type ShareScope = Args['shareScope'];
    const entry = (from: string, loaded = false, singleton = true) =>
      ({ from, loaded, shareConfig: { singleton } }) as unknown as ShareScope[string][string];
    const afterInit = (remote: string) => {
      const shareScope: ShareScope = {
        '@checkout/shared': { '1.0.0': entry('shell', true), '2.0.0': entry('mfe_agenda') },
        '@checkout/shared/widgets': { '1.0.0': entry('mfe_contact'), '2.0.0': entry('mfe_agenda') },
        '@checkout/shared/dates': { '2.0.0': entry('mfe_agenda') },
        react: { '19.2.0': entry('mfe_agenda') },
      };
      return { shareScope, remoteInfo: { name: remote } } as unknown as Args;
    };

    it('is refused before any of its modules runs, and its kernel entry points leave the share scope', async () => {
      const args = afterInit('mfe_agenda');
      await expect(initContainer(args)).rejects.toEqual(
        new KernelMismatchError('mfe_agenda', '2.0.0', '1.0.0'),
      );
      // Otherwise the first remote importing @checkout/shared/widgets would get the refused remote's (highest).
      expect(Object.keys(args.shareScope['@checkout/shared/widgets']!)).toEqual(['1.0.0']);
      expect(Object.keys(args.shareScope['@checkout/shared']!)).toEqual(['1.0.0']);
      expect(args.shareScope['@checkout/shared/dates']).toEqual({});
      expect(Object.keys(args.shareScope['react']!)).toEqual(['19.2.0']);
    });

    it('passes a remote that registered another kernel by range (contract 2), and leaves it there', async () => {
      const args = afterInit('mfe_agenda');
      args.shareScope['@checkout/shared']!['2.0.0'] = entry('mfe_agenda', false, false);
      await expect(initContainer(args)).resolves.toBe(args);
      expect(Object.keys(args.shareScope['@checkout/shared']!)).toEqual(['1.0.0', '2.0.0']);
    });

    it('passes a remote that registered no other kernel', async () => {
      const args = afterInit('mfe_contact');
      await expect(initContainer(args)).resolves.toBe(args);
      expect(Object.keys(args.shareScope['@checkout/shared/widgets']!)).toEqual(['1.0.0', '2.0.0']);
    });
  });

  it('is registered with the federation runtime by initFederation', () => {
    initFederation(TEST_RUNTIME_CONFIG);
    expect(jest.mocked(registerPlugins)).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'checkout-kernel-compatibility' }),
    ]);
  });
});

describe('explainLoadFailure', () => {
  // The kernel major after the shell's: what a remote built for a future kernel registers.
  const NEXT_MAJOR = `${Number(shellKernelVersion().split('.')[0]) + 1}.0.0`;
  // What Module Federation throws when a remote's strict singleton requirement is not met (2.9.2's words).
  const runtimeError = new Error(
    `[ Federation Runtime ]: Version ${shellKernelVersion()} from shell of shared singleton module @checkout/shared does not satisfy the requirement of mfe_agenda which needs ^${NEXT_MAJOR})`,
  );
  const withShareScope = (versions: Record<string, { from: string }>) =>
    jest.mocked(getInstance).mockReturnValue({
      shareScopeMap: {
        default: {
          '@checkout/shared': Object.fromEntries(
            Object.entries(versions).map(([v, s]) => [v, { ...s, shareConfig: { singleton: true } }]),
          ),
        },
      },
    } as unknown as ReturnType<typeof getInstance>);

  afterEach(() => jest.mocked(getInstance).mockReset());

  it('names the kernel a refused remote registered in the share scope, keeping the runtime error as cause', () => {
    withShareScope({ [shellKernelVersion()]: { from: 'shell' }, [NEXT_MAJOR]: { from: 'mfe_agenda' } });
    const explained = explainLoadFailure('mfe_agenda', runtimeError);
    expect(explained).toBeInstanceOf(KernelMismatchError);
    expect(explained).toMatchObject({ remote: 'mfe_agenda', remoteKernel: NEXT_MAJOR, cause: runtimeError });
  });

  it('leaves other failures as they are', () => {
    withShareScope({ [shellKernelVersion()]: { from: 'shell' } });
    expect(explainLoadFailure('mfe_agenda', runtimeError)).toBe(runtimeError);
    withShareScope({ [shellKernelVersion()]: { from: 'shell' }, [NEXT_MAJOR]: { from: 'mfe_contact' } });
    expect(explainLoadFailure('mfe_agenda', runtimeError)).toBe(runtimeError);
    jest.mocked(getInstance).mockReturnValue(null);
    expect(explainLoadFailure('mfe_agenda', runtimeError)).toBe(runtimeError);
  });

  it('keeps a KernelMismatchError of the manifest check as it is', () => {
    const refused = new KernelMismatchError('mfe_agenda', NEXT_MAJOR, shellKernelVersion());
    expect(explainLoadFailure('mfe_agenda', refused)).toBe(refused);
  });
});

import { nextRemoteStep, prefetchNextWhenIdle } from './prefetch';
import { loadContract } from './remote-contract-loader';

jest.mock('./remote-contract-loader', () => ({
  loadContract: jest.fn(() => Promise.resolve({})),
}));

describe('prefetching the next step', () => {
  it('names the next step that another remote owns', () => {
    expect(nextRemoteStep('step-1')).toBe('step-2');
    // Step 2 and 3 are both mfe_agenda's: from step 2 the next remote is the contact steps'.
    expect(nextRemoteStep('step-2')).toBe('step-4');
    expect(nextRemoteStep('step-5')).toBe('step-6');
    expect(nextRemoteStep('step-7')).toBeNull();
  });

  it("loads the next step's remote once the browser is idle, and not after a cancel", () => {
    const callbacks: Array<() => void> = [];
    const view = {
      requestIdleCallback: (callback: () => void) => callbacks.push(callback),
      cancelIdleCallback: (handle: number) => {
        callbacks[handle - 1] = () => undefined;
      },
    } as unknown as Window;
    prefetchNextWhenIdle('step-1', view);
    const cancel = prefetchNextWhenIdle('step-2', view);
    cancel();
    expect(loadContract).not.toHaveBeenCalled();
    callbacks.forEach((callback) => callback());
    expect(loadContract).toHaveBeenCalledTimes(1);
    expect(loadContract).toHaveBeenCalledWith('mfe_agenda');
  });
});

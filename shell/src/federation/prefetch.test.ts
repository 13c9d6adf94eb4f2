import { nextRemoteStep, prefetchNextOnIntent } from './prefetch';
import { loadContract } from './remote-contract-loader';

jest.mock('./remote-contract-loader', () => ({
  loadContract: jest.fn(() => Promise.resolve({})),
}));

describe('prefetching the next step', () => {
  beforeEach(() => jest.mocked(loadContract).mockClear());

  it('names the next step that another remote owns', () => {
    expect(nextRemoteStep('step-1')).toBe('step-2');
    // Step 2 and 3 are both mfe_agenda's: from step 2 the next remote is the contact steps'.
    expect(nextRemoteStep('step-2')).toBe('step-4');
    expect(nextRemoteStep('step-5')).toBe('step-6');
    expect(nextRemoteStep('step-7')).toBeNull();
  });

  it("loads the next step's remote at the traveller's first interaction, once, and not after a cancel", () => {
    const page = new EventTarget();
    prefetchNextOnIntent('step-1', page);
    const cancel = prefetchNextOnIntent('step-2', page);
    cancel();
    expect(loadContract).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('keydown'));
    expect(loadContract).toHaveBeenCalledTimes(1);
    expect(loadContract).toHaveBeenCalledWith('mfe_agenda');
  });

  it('does not take the focus the shell gives a new heading for an interaction; focus on a control counts', () => {
    prefetchNextOnIntent('step-2', document);
    const heading = document.createElement('h1');
    heading.setAttribute('tabindex', '-1');
    const button = document.createElement('button');
    document.body.append(heading, button);
    heading.focus();
    expect(loadContract).not.toHaveBeenCalled();
    button.focus();
    expect(loadContract).toHaveBeenCalledTimes(1);
    expect(loadContract).toHaveBeenCalledWith('mfe_contact');
    heading.remove();
    button.remove();
  });
});

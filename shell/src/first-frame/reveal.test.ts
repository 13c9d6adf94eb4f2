import { FRAME_ID, revealWhenReady } from './reveal';

function page(): { root: HTMLElement; frame: () => HTMLElement | null } {
  document.body.innerHTML = `<div id="${FRAME_ID}" inert><h1>Wie dürfen wir Sie beraten?</h1></div><div id="root"></div>`;
  const root = document.getElementById('root') as HTMLElement;
  return { root, frame: () => document.getElementById(FRAME_ID) };
}

const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first frame', () => {
  afterEach(() => jest.useRealTimers());

  it('stays while the application shows only a loading state, and goes when it shows a heading', async () => {
    const { root, frame } = page();
    revealWhenReady(root);
    root.innerHTML = '<p role="status">Wird geladen …</p>';
    await mutationsDelivered();
    expect(frame()).not.toBeNull();
    root.innerHTML = '<main><h1>Wie dürfen wir Sie beraten?</h1></main>';
    await mutationsDelivered();
    expect(frame()).toBeNull();
  });

  it('goes after the longest wait even when no heading comes', () => {
    jest.useFakeTimers();
    const { root, frame } = page();
    revealWhenReady(root, 1000);
    jest.advanceTimersByTime(999);
    expect(frame()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(frame()).toBeNull();
  });

  it('does nothing on a page without a frame', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => revealWhenReady(document.getElementById('root') as HTMLElement)).not.toThrow();
  });
});

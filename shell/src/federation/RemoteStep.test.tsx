import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { startTransition, use, useRef } from 'react';
import i18next from 'i18next';
import { I18nProvider, REMOTE_CONTRACT_VERSION, type RemoteContract, type StepProps } from '@checkout/shared';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { TEXTS } from '@checkout/shared/texts';
import { TEST_RUNTIME_CONFIG } from '@checkout/dev-kit/testing';
import { useFocusHeading } from '../app/use-focus-heading';
import { initFederation } from './init-federation';
import { KernelMismatchError } from './kernel-compatibility';
import { resetContractCache } from './remote-contract-loader';
import { RemoteStep } from './RemoteStep';
import type { FailureNote } from '../telemetry/failure-notes';
import { takeFailures } from '../telemetry/failure-notes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  getInstance: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const config = TEST_RUNTIME_CONFIG;

const stepProps: StepProps = { goTo: jest.fn() };

function agendaContract(overrides: Partial<RemoteContract> = {}): { default: RemoteContract } {
  return {
    default: {
      contractVersion: REMOTE_CONTRACT_VERSION,
      kernelVersion: __CHECKOUT_KERNEL_VERSION__,
      name: 'mfe_agenda',
      steps: {
        'step-2': {
          Main: () => <h1>Tag wählen</h1>,
          Aside: () => <p>Filialen</p>,
        },
        'step-3': { Main: () => <h1>Beraterin wählen</h1> },
      },
      ...overrides,
    },
  };
}

function contactContract(): { default: RemoteContract } {
  return {
    default: {
      contractVersion: REMOTE_CONTRACT_VERSION,
      kernelVersion: __CHECKOUT_KERNEL_VERSION__,
      name: 'mfe_contact',
      steps: { 'step-4': { Main: () => <h1>Reisedetails</h1> } },
    },
  };
}

function germanI18n() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'de-CH',
    resources: { 'de-CH': { translation: TEXTS['de-CH'] } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

// A screen that suspends must be rendered inside an awaited act(), or React never retries it in tests.
async function renderStep(slot: 'Main' | 'Aside' = 'Main', step: 'step-2' | 'step-3' = 'step-2') {
  const i18n = germanI18n();
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <I18nProvider i18n={i18n}>
        <RemoteStep step={step} slot={slot} stepProps={stepProps} />
      </I18nProvider>,
    );
  });
  return result as ReturnType<typeof render>;
}

async function pressRetry() {
  const button = await screen.findByRole('button', { name: retryLabel });
  await act(async () => {
    fireEvent.click(button);
  });
}

const unavailableTitle = TEXTS['de-CH']['remote.unavailable.title'] as string;
const retryLabel = TEXTS['de-CH']['remote.retry'] as string;

beforeEach(() => {
  resetContractCache();
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  initFederation(config);
  mockedRegisterRemotes.mockClear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

it('shows a polite loading state, then the step screen of the owning remote', async () => {
  let resolve: (value: { default: RemoteContract }) => void = () => {};
  mockedLoadRemote.mockReturnValue(new Promise((r) => (resolve = r)));
  await renderStep();
  expect(screen.getByRole('status')).toHaveTextContent(TEXTS['de-CH']['remote.loading'] as string);
  await act(async () => resolve(agendaContract()));
  expect(await screen.findByRole('heading', { name: 'Tag wählen' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_agenda/steps');
});

it('keeps the step shown while the next step loads in a transition, with no loading screen between them', async () => {
  // The router shows a step the guards allowed in a transition (router.tsx): the boundary stays from step to step.
  let resolveContact: (value: { default: RemoteContract }) => void = () => {};
  mockedLoadRemote.mockImplementation((id: string) =>
    id.startsWith('mfe_agenda')
      ? Promise.resolve(agendaContract())
      : new Promise((r) => (resolveContact = r)),
  );
  const i18n = germanI18n();
  const page = (step: 'step-2' | 'step-4') => (
    <I18nProvider i18n={i18n}>
      <RemoteStep step={step} slot="Main" stepProps={stepProps} />
    </I18nProvider>
  );
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(page('step-2'));
  });
  expect(await screen.findByRole('heading', { name: 'Tag wählen' })).toBeInTheDocument();
  await act(async () => {
    startTransition(() => view?.rerender(page('step-4')));
  });
  expect(screen.getByRole('heading', { name: 'Tag wählen' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await act(async () => resolveContact(contactContract()));
  expect(await screen.findByRole('heading', { name: 'Reisedetails' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Tag wählen' })).not.toBeInTheDocument();
});

it('shows the fallback with Retry inside the content area when the remote fails to load', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
  await renderStep();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(unavailableTitle);
  expect(alert).toHaveTextContent(TEXTS['de-CH']['remote.unavailable.text'] as string);
  expect(screen.getByRole('button', { name: retryLabel })).toBeInTheDocument();
});

it('makes the fallback the main heading of the screen, so a step change moves the focus to it', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
  // The shell's layout: the focus goes to the h1 of the content area when the page changes.
  function Content({ page }: { page: string }) {
    const main = useRef<HTMLElement>(null);
    useFocusHeading(main, page);
    return (
      <main ref={main}>
        {page === 'step-1' ? <h1>Start</h1> : <RemoteStep step="step-2" slot="Main" stepProps={stepProps} />}
      </main>
    );
  }
  const i18n = germanI18n();
  const page = (name: string) => (
    <I18nProvider i18n={i18n}>
      <Content page={name} />
    </I18nProvider>
  );
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(page('step-1'));
  });
  await act(async () => {
    view?.rerender(page('step-2'));
  });
  const title = await screen.findByRole('heading', { level: 1, name: unavailableTitle });
  await waitFor(() => expect(title).toHaveFocus());
});

/** Both slots of a step, as the layout has them: the main screen and, beside it, the aside. */
async function renderBothSlots() {
  const i18n = germanI18n();
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <I18nProvider i18n={i18n}>
        <main>
          <RemoteStep step="step-2" slot="Main" stepProps={stepProps} />
        </main>
        <aside data-testid="aside">
          <RemoteStep step="step-2" slot="Aside" stepProps={stepProps} />
        </aside>
      </I18nProvider>,
    );
  });
  return result as ReturnType<typeof render>;
}

it('renders the aside of the step when the remote provides one, once the main screen is there', async () => {
  // The main screen waits for something of its own (as step 2 waits for its date formatter); the aside does not.
  let ready: () => void = () => undefined;
  const mainReady = new Promise<void>((resolve) => (ready = resolve));
  function SlowMain() {
    use(mainReady);
    return <h1>Tag wählen</h1>;
  }
  mockedLoadRemote.mockResolvedValue(
    agendaContract({ steps: { 'step-2': { Main: SlowMain, Aside: () => <p>Filialen</p> } } }),
  );
  await renderBothSlots();
  // Drawn first, the aside would be pushed down when the main screen arrives (on a phone it sits below it).
  expect(screen.getByTestId('aside')).toBeEmptyDOMElement();
  await act(async () => ready());
  expect(await screen.findByText('Filialen')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Tag wählen' })).toBeInTheDocument();
});

it('renders nothing in the aside when the remote fails to load', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('down'));
  await renderBothSlots();
  expect(mockedLoadRemote).toHaveBeenCalled();
  await screen.findByRole('button', { name: retryLabel });
  expect(screen.getByTestId('aside')).toBeEmptyDOMElement();
});

it('Retry forgets the failed remote in the runtime, loads it afresh and recovers', async () => {
  mockedLoadRemote.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(agendaContract());
  await renderStep();
  await pressRetry();

  expect(await screen.findByRole('heading', { name: 'Tag wählen' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  expect(mockedRegisterRemotes).toHaveBeenCalledWith(
    [{ name: 'mfe_agenda', entry: 'http://localhost:3002/mf-manifest.json' }],
    { force: true },
  );
});

it('keeps showing the fallback while the remote is still down, and Retry can be pressed again', async () => {
  mockedLoadRemote
    .mockRejectedValueOnce(new Error('down'))
    .mockRejectedValueOnce(new Error('still down'))
    .mockResolvedValueOnce(agendaContract());
  await renderStep();
  await pressRetry();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  expect(await screen.findByRole('alert')).toHaveTextContent(unavailableTitle);
  await pressRetry();
  expect(await screen.findByRole('heading', { name: 'Tag wählen' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
});

it('refuses a remote built against another contract version and names the mismatch', async () => {
  mockedLoadRemote.mockResolvedValue(agendaContract({ contractVersion: REMOTE_CONTRACT_VERSION + 1 }));
  await renderStep();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('mfe_agenda');
  expect(alert).toHaveTextContent(
    `erwartet ${REMOTE_CONTRACT_VERSION}, erhalten ${REMOTE_CONTRACT_VERSION + 1}`,
  );
  expect(screen.queryByRole('heading', { name: 'Tag wählen' })).not.toBeInTheDocument();
});

it('runs a remote built against another kernel major that shares it by range: it brings its own copy', async () => {
  const nextMajor = `${Number(__CHECKOUT_KERNEL_VERSION__.split('.')[0]) + 1}.0.0`;
  mockedLoadRemote.mockResolvedValue(agendaContract({ kernelVersion: nextMajor }));
  await renderStep();
  expect(await screen.findByRole('heading', { name: 'Tag wählen' })).toBeInTheDocument();
});

describe('a remote that takes the kernel (@checkout/shared) as a singleton, built against another one', () => {
  const [major] = __CHECKOUT_KERNEL_VERSION__.split('.');
  const nextMajor = `${Number(major) + 1}.0.0`;
  const refused = () => new KernelMismatchError('mfe_agenda', nextMajor, __CHECKOUT_KERNEL_VERSION__);

  it('is refused when its manifest check fails the load (the runtime plugin), naming both versions', async () => {
    mockedLoadRemote.mockRejectedValue(refused());
    await renderStep();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(unavailableTitle);
    expect(alert).toHaveTextContent(
      `(mfe_agenda) passt nicht zur aktuellen Version (erwartet @checkout/shared ${__CHECKOUT_KERNEL_VERSION__}, erhalten @checkout/shared ${nextMajor})`,
    );
    expect(screen.queryByRole('heading', { name: 'Tag wählen' })).not.toBeInTheDocument();
    // Retry would refuse it again: only another deploy of the remote helps.
    expect(screen.queryByRole('button', { name: retryLabel })).not.toBeInTheDocument();
  });

  it("is named when the federation runtime's strict singleton refused it (a remote loaded without manifest)", async () => {
    jest.mocked(getInstance).mockReturnValue({
      shareScopeMap: {
        default: {
          '@checkout/shared': {
            [__CHECKOUT_KERNEL_VERSION__]: { from: 'shell', shareConfig: { singleton: true } },
            [nextMajor]: { from: 'mfe_agenda', shareConfig: { singleton: true } },
          },
        },
      },
    } as unknown as ReturnType<typeof getInstance>);
    mockedLoadRemote.mockRejectedValue(
      new Error(
        '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @checkout/shared ...',
      ),
    );
    await renderStep();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `erwartet @checkout/shared ${__CHECKOUT_KERNEL_VERSION__}, erhalten @checkout/shared ${nextMajor}`,
    );
    jest.mocked(getInstance).mockReset();
  });

  it('refuses only that remote: a step of another remote still renders', async () => {
    mockedLoadRemote.mockImplementation(async (id: string) => {
      if (id.startsWith('mfe_agenda')) throw refused();
      return contactContract();
    });
    const i18n = germanI18n();
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <RemoteStep step="step-2" slot="Main" stepProps={stepProps} />
          <RemoteStep step="step-4" slot="Main" stepProps={stepProps} />
        </I18nProvider>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('mfe_agenda');
    expect(await screen.findByRole('heading', { name: 'Reisedetails' })).toBeInTheDocument();
  });

  it('accepts a remote built against an older minor of the same major', async () => {
    mockedLoadRemote.mockResolvedValue(agendaContract({ kernelVersion: `${major}.0.0` }));
    await renderStep();
    expect(await screen.findByRole('heading', { name: 'Tag wählen' })).toBeInTheDocument();
  });
});

it('a screen that throws shows the fallback; Retry renders it again without reloading the remote', async () => {
  let fail = true;
  function Flaky() {
    if (fail) throw new Error('render failed');
    return <h1>Tag wählen</h1>;
  }
  mockedLoadRemote.mockResolvedValue(agendaContract({ steps: { 'step-2': { Main: Flaky } } }));
  await renderStep();
  await screen.findByRole('alert');
  fail = false;
  await pressRetry();
  expect(await screen.findByRole('heading', { name: 'Tag wählen' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  expect(mockedRegisterRemotes).not.toHaveBeenCalled();
});

it('notes a load failure and a screen that threw for the telemetry reporter, with the step (issue 36)', async () => {
  const noted: FailureNote[] = [];
  takeFailures((note) => noted.push(note));
  mockedLoadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
  await renderStep();
  await screen.findByRole('alert');
  expect(noted).toContainEqual(['mfe_agenda', 'step-2', true]);
  noted.length = 0;
  function Broken(): never {
    throw new Error('render failed');
  }
  resetContractCache();
  mockedLoadRemote.mockResolvedValue(agendaContract({ steps: { 'step-2': { Main: Broken } } }));
  await pressRetry();
  await waitFor(() => expect(noted).toContainEqual(['mfe_agenda', 'step-2', false]));
  expect(noted.every(([, , loadFailed]) => !loadFailed)).toBe(true);
});

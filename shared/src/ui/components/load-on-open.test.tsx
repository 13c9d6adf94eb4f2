import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { renderWithI18n } from '@checkout/dev-kit/testing';
import { codeOnDemand, onOpen, type CodeOnDemand } from './load-on-open';

interface PanelProps {
  open: boolean;
}

function Panel({ open }: PanelProps) {
  return open ? <div role="dialog" aria-label="Panel" /> : null;
}

/** A dynamic import the test answers by hand. */
function controlledImport() {
  const calls: Array<{ resolve: (c: ComponentType<PanelProps>) => void; reject: (e: Error) => void }> = [];
  const importer = jest.fn(
    () =>
      new Promise<ComponentType<PanelProps>>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { importer, calls };
}

/** A screen with an overlay whose code loads at its first opening (as loadOnOpen and the kit's overlays make). */
function Harness({ code }: { code: CodeOnDemand<PanelProps> }) {
  const [open, setOpen] = useState(false);
  const [OnOpen] = useState(() => onOpen(code));
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <button onClick={() => setOpen(false)}>Close</button>
      <OnOpen open={open} />
    </>
  );
}

describe('code loaded on opening', () => {
  const consoleError = jest.spyOn(console, 'error');
  beforeEach(() => consoleError.mockImplementation(() => undefined));
  afterEach(() => consoleError.mockReset());

  it('asks for the code only when the overlay first opens, once, and shows it when it has arrived', async () => {
    const { importer, calls } = controlledImport();
    const code = codeOnDemand(importer);
    const user = userEvent.setup();
    renderWithI18n(<Harness code={code} />);
    expect(importer).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => calls[0]!.resolve(Panel));
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    // Kept: closing and opening again asks for nothing.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('says so when the code cannot be loaded, and Retry asks again', async () => {
    const { importer, calls } = controlledImport();
    const user = userEvent.setup();
    renderWithI18n(<Harness code={codeOnDemand(importer)} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => calls[0]!.reject(new Error('ChunkLoadError')));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Inhalt kann gerade nicht angezeigt werden',
    );
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(importer).toHaveBeenCalledTimes(2);
    // The focus goes back to what opened the overlay (the overlay returns it there when it closes).
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => calls[1]!.resolve(Panel));
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
  });

  it('tries again at the next opening after a failure', async () => {
    const { importer, calls } = controlledImport();
    const user = userEvent.setup();
    renderWithI18n(<Harness code={codeOnDemand(importer)} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(importer).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve(Panel));
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
  });

  it('asks once for two overlays opening together', async () => {
    const { importer, calls } = controlledImport();
    const code = codeOnDemand(importer);
    const first = code.load();
    const second = code.load();
    calls[0]!.resolve(Panel);
    await expect(Promise.all([first, second])).resolves.toEqual([Panel, Panel]);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(code.loaded()).toBe(Panel);
  });
});

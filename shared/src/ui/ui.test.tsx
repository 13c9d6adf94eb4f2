import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '@checkout/dev-kit/testing';
import {
  Button,
  Checkbox,
  ErrorScreen,
  Loader,
  Notice,
  Overlay,
  PresetScopeNote,
  SearchBox,
  SessionExpiredScreen,
  SidePanel,
  StepHeading,
} from './index';
import { Pill, RadioCard, TextField } from './widgets';

function OverlayHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Overlay
        open={open}
        onClose={() => setOpen(false)}
        title="Reiseziele wählen"
        footer={<button>Save</button>}
      >
        <input aria-label="Suche" />
      </Overlay>
    </>
  );
}

describe('Overlay', () => {
  it('is named by its title, traps focus, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderWithI18n(<OverlayHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reiseziele wählen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Schliessen' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText('Suche')).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside when a radio group is its last tab stop (nothing chosen, footer disabled)', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <button>Page</button>
        <Overlay
          open
          onClose={() => undefined}
          title="Beratungsart"
          footer={<button disabled>Wählen</button>}
        >
          {['personal', 'online', 'phone'].map((mode) => (
            <input key={mode} type="radio" name="mode" value={mode} aria-label={mode} />
          ))}
        </Overlay>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Beratungsart' });
    const close = within(dialog).getByRole('button', { name: 'Schliessen' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'personal' })).toHaveFocus();
    // The browser tabs over the group as one stop: from its first radio, Tab leaves the group.
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('radio', { name: 'phone' })).toHaveFocus();
    await user.click(within(dialog).getByRole('radio', { name: 'online' }));
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('radio', { name: 'online' })).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    renderWithI18n(<OverlayHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('TextField', () => {
  it('links the error to the input and marks it invalid', () => {
    renderWithI18n(
      <TextField label="Vorname" required error="Pflichtfeld" value="" onChange={() => undefined} />,
    );
    const input = screen.getByRole('textbox', { name: /Vorname/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Pflichtfeld');
  });

  it('shows the valid tick only when valid and without error, and marks optional fields', () => {
    renderWithI18n(<TextField label="Ort" valid value="Bern" onChange={() => undefined} />);
    expect(screen.getByText('Eingabe gültig')).toBeInTheDocument();
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });
});

describe('controls', () => {
  it('Button in loading state is busy and cannot be clicked', async () => {
    const onClick = jest.fn();
    renderWithI18n(
      <Button loading onClick={onClick}>
        Senden
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Senden' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('Pill exposes its pressed state', () => {
    renderWithI18n(<Pill pressed>Mo. 02.03.</Pill>);
    expect(screen.getByRole('button', { name: 'Mo. 02.03.' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Checkbox and RadioCard are native, labelled controls', async () => {
    const onChange = jest.fn();
    renderWithI18n(
      <>
        <Checkbox label="Newsletter" onChange={onChange} />
        <RadioCard
          name="mode"
          value="online"
          title="Per Video"
          lead="Einladung per E-Mail"
          onChange={onChange}
        />
      </>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    const radio = screen.getByRole('radio', { name: 'Per Video' });
    expect(radio).toHaveAccessibleDescription('Einladung per E-Mail');
    await userEvent.click(radio);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('SearchBox reports typing and clears', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return <SearchBox label="Reiseziel suchen" value={value} onChange={setValue} />;
    }
    renderWithI18n(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Reiseziel suchen' });
    await userEvent.type(box, 'ital');
    expect(box).toHaveValue('ital');
    await userEvent.click(screen.getByRole('button', { name: 'Suche löschen' }));
    expect(box).toHaveValue('');
  });
});

describe('feedback and structure', () => {
  it('Loader is a polite status with a label', () => {
    renderWithI18n(<Loader />, 'fr-CH');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement …');
  });

  it('an error Notice is announced as an alert', () => {
    renderWithI18n(<Notice tone="error" title="Fehler" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler');
  });

  it('StepHeading is a focusable h1', () => {
    renderWithI18n(<StepHeading lead="Lead">Wählen Sie einen Tag</StepHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Wählen Sie einen Tag' });
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});

describe('screens', () => {
  it('the error screen shows the confirmation error texts and restarts', async () => {
    const onRestart = jest.fn();
    renderWithI18n(<ErrorScreen onRestart={onRestart} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ihre Anfrage konnte nicht gesendet werden',
    );
    expect(screen.getByText(/Bei Ihrer Buchung ist ein Fehler aufgetreten/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Neue Buchung starten' }));
    expect(onRestart).toHaveBeenCalled();
  });

  it('the session-expired screen offers a restart in French', async () => {
    const onRestart = jest.fn();
    renderWithI18n(<SessionExpiredScreen onRestart={onRestart} />, 'fr-CH');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Votre session a expiré.');
    await userEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(onRestart).toHaveBeenCalled();
  });
});

describe('SidePanel', () => {
  it('shows its HTML description as markup through the same whitelist as appointmentText (issue 19)', () => {
    renderWithI18n(
      <SidePanel
        title="Kein passender Termin?"
        description={
          'Termine <strong>ausserhalb</strong> der Öffnungszeiten<script>alert(1)</script><img src=x onerror="alert(2)">'
        }
      >
        <Button>Eigenen Termin vorschlagen</Button>
      </SidePanel>,
    );
    const strong = screen.getByText('ausserhalb');
    expect(strong.tagName).toBe('STRONG');
    const description = strong.parentElement as HTMLElement;
    expect(description).toHaveTextContent('Termine ausserhalb der Öffnungszeiten');
    expect(description.innerHTML).not.toMatch(/<script|<img|onerror|&lt;strong/);
  });
});

describe('PresetScopeNote', () => {
  it.each([
    [
      'de-CH',
      'Ihre Suche ist auf eine Filiale beschränkt.',
      'Ihre Suche ist auf Termine mit Anna Meier beschränkt.',
    ],
    [
      'fr-CH',
      'Votre recherche est limitée à une agence.',
      'Votre recherche est limitée aux rendez-vous avec Anna Meier.',
    ],
  ] as const)('says what limits the search, named once known (%s)', (culture, unnamed, advisor) => {
    const { rerender } = renderWithI18n(<PresetScopeNote scope={{ kind: 'agency', name: '' }} />, culture);
    expect(screen.getByText(unnamed)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const widen = jest.fn();
    rerender(<PresetScopeNote scope={{ kind: 'advisor', name: 'Anna Meier' }} onWiden={widen} />);
    expect(screen.getByText(advisor)).toBeInTheDocument();
    screen.getByRole('button').click();
    expect(widen).toHaveBeenCalled();
    rerender(<PresetScopeNote scope={null} />);
    expect(document.body).not.toHaveTextContent(/Suche|recherche/);
  });
});

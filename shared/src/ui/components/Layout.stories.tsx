// Layout and feedback pieces of the UI kit: headings, cards, choice buttons, side panel, notices, loader and
// buttons.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '@checkout/storybook/support';
import { Button } from './Button';
import { Card } from './Card';
import { ChoiceButton } from './ChoiceButton';
import { PersonalIcon, VideoIcon } from './icons';
import { Loader } from './Loader';
import { Notice } from './Notice';
import { PresetScopeNote } from './PresetScopeNote';
import { SidePanel } from './SidePanel';
import { StepHeading } from './StepHeading';

const meta = { title: 'shared/UI kit/Layout and feedback' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Headings: Story = {
  render: () => (
    <StepHeading lead="Wählen Sie, wozu Sie sich beraten lassen möchten.">Ihre Reiseberatung</StepHeading>
  ),
};

export const Cards: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card title="Plain">Inhalt einer Karte.</Card>
      <Card title="Highlight" variant="highlight">
        Hervorgehobener Inhalt.
      </Card>
      <Card title="Selected" variant="selected" footer={<Button variant="link">Ändern</Button>}>
        Gewählter Inhalt mit Fusszeile.
      </Card>
    </div>
  ),
};

export const ChoiceButtons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ChoiceButton
        title="Allgemeine Reiseberatung"
        lead="Ich bin noch offen"
        icon={<PersonalIcon />}
        onClick={fn()}
      />
      <ChoiceButton title="Beratung zu einem Reiseziel" icon={<VideoIcon />} onClick={fn()} />
    </div>
  ),
};

/** A click on a main choice calls it, once. */
export const ClicksAChoiceButton: StoryObj<{ onDestination: () => void; onGeneral: () => void }> = {
  args: { onDestination: fn(), onGeneral: fn() },
  render: ({ onDestination, onGeneral }) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ChoiceButton
        title="Allgemeine Reiseberatung"
        lead="Ich bin noch offen"
        icon={<PersonalIcon />}
        onClick={onGeneral}
      />
      <ChoiceButton title="Beratung zu einem Reiseziel" icon={<VideoIcon />} onClick={onDestination} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Beratung zu einem Reiseziel/ }));
    await expect(args.onDestination).toHaveBeenCalledTimes(1);
    await expect(args.onGeneral).not.toHaveBeenCalled();
  },
};

export const SidePanelWithButton: Story = {
  render: () => (
    <SidePanel
      title="So funktioniert's"
      description="Beratung rund 1 Stunde, 100 CHF, angerechnet bei Buchung."
    >
      <Button variant="secondary" onClick={fn()}>
        Mehr erfahren
      </Button>
    </SidePanel>
  ),
};

export const Notices: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Notice tone="info" title="Hinweis">
        Die Beratung dauert rund eine Stunde.
      </Notice>
      <Notice tone="success" title="Gespeichert" />
      <Notice tone="warning" title="Termin läuft ab">
        Ihr Termin ist noch 5 Minuten reserviert.
      </Notice>
      <Notice tone="error" title="Das hat nicht geklappt">
        Bitte versuchen Sie es erneut.
      </Notice>
    </div>
  ),
};

export const Loading: Story = { render: () => <Loader showLabel /> };

export const Buttons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={fn()}>Weiter</Button>
      <Button variant="secondary" onClick={fn()}>
        Zurücksetzen
      </Button>
      <Button variant="link" onClick={fn()}>
        Mehr anzeigen
      </Button>
      <Button disabled>Weiter</Button>
      <Button loading>Jetzt buchen</Button>
    </div>
  ),
};

/** A click and Enter on an enabled button act; a busy (loading) one is disabled and cannot be pressed. */
export const PressesAButton: StoryObj<{ onNext: () => void; onReset: () => void }> = {
  args: { onNext: fn(), onReset: fn() },
  render: ({ onNext, onReset }) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={onNext}>Weiter</Button>
      <Button variant="secondary" onClick={onReset}>
        Zurücksetzen
      </Button>
      <Button loading onClick={onNext}>
        Jetzt buchen
      </Button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Zurücksetzen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    const busy = canvas.getByRole('button', { name: 'Jetzt buchen' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** Steps 1 to 3: a branch or advisor from the address limits the search, with a way to widen it. */
export const PresetScopeNotes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <PresetScopeNote scope={{ kind: 'agency', name: 'Bern Marktgasse' }} onWiden={fn()} />
      <PresetScopeNote scope={{ kind: 'advisor', name: 'Anna Meier' }} onWiden={fn()} />
      <PresetScopeNote scope={{ kind: 'agency', name: '' }} />
    </div>
  ),
};

/** The note's link widens the search: it calls onWiden (the steps then drop the preset). */
export const WidensThePresetScope: StoryObj<{ onWiden: () => void }> = {
  args: { onWiden: fn() },
  render: ({ onWiden }) => (
    <PresetScopeNote scope={{ kind: 'agency', name: 'Bern Marktgasse' }} onWiden={onWiden} />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('presetScope.widen.agency') }));
    await expect(args.onWiden).toHaveBeenCalledTimes(1);
  },
};

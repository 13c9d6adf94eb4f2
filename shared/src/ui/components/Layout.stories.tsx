// Layout and feedback pieces of the UI kit: headings, cards, choice buttons, side panel, notices, loader and
// buttons.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

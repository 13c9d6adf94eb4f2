// Form controls of the UI kit in their states: text field, checkbox, radio cards, pills, search box.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PersonalIcon, PhoneIcon, VideoIcon } from './icons';
import { Checkbox } from './Checkbox';
import { Pill } from './Pill';
import { ChoiceGroup, RadioCard } from './RadioCard';
import { SearchBox } from './SearchBox';
import { TextField } from './TextField';

const meta = { title: 'shared/UI kit/Form controls' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextFields: Story = {
  render: () => (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField label="Vorname" name="first" required defaultValue="" />
      <TextField label="Nachname" name="last" required defaultValue="Muster" valid />
      <TextField
        label="E-Mail"
        name="email"
        type="email"
        required
        defaultValue="anna@"
        error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
      />
      <TextField label="Beschreibung" name="message" multiline defaultValue="" />
    </form>
  ),
};

export const Checkboxes: Story = {
  render: () => (
    <div>
      <Checkbox label="Newsletter abonnieren" name="newsletter" onChange={fn()} />
      <Checkbox
        label="Nachhaltig reisen"
        name="responsibly"
        defaultChecked
        description="Mit Tipps zu Bahn und Klima"
      />
      <Checkbox
        label="Ich akzeptiere die Datenschutzerklärung"
        name="privacy"
        required
        error="Bitte akzeptieren Sie die Datenschutzerklärung."
      />
    </div>
  ),
};

function RadioCardsDemo({ disabledPhone = false }: { disabledPhone?: boolean }) {
  const [value, setValue] = useState('personal');
  return (
    <ChoiceGroup legend="Beratungsart">
      {[
        { v: 'personal', title: 'In der Filiale', lead: 'Zürich Bahnhofstrasse', icon: <PersonalIcon /> },
        { v: 'online', title: 'Per Video', lead: 'Sie erhalten einen Link', icon: <VideoIcon /> },
        { v: 'phone', title: 'Per Telefon', lead: 'Wir rufen Sie an', icon: <PhoneIcon /> },
      ].map(({ v, title, lead, icon }) => (
        <RadioCard
          key={v}
          name="mode"
          value={v}
          title={title}
          lead={lead}
          icon={icon}
          checked={value === v}
          disabled={disabledPhone && v === 'phone'}
          onChange={() => setValue(v)}
        />
      ))}
    </ChoiceGroup>
  );
}

export const RadioCards: Story = { render: () => <RadioCardsDemo /> };
export const RadioCardsWithDisabled: Story = { render: () => <RadioCardsDemo disabledPhone /> };

export const Pills: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Pill pressed={false} onClick={fn()}>
        Do, 05.03.
      </Pill>
      <Pill pressed onClick={fn()}>
        Fr, 06.03.
      </Pill>
      <Pill pressed={false} loading aria-label="Wird geladen">
        …
      </Pill>
      <Pill pressed={false} disabled>
        So, 08.03.
      </Pill>
    </div>
  ),
};

function SearchDemo({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <SearchBox label="Reiseziel suchen" value={value} onChange={setValue} />;
}

export const SearchEmpty: Story = { render: () => <SearchDemo initial="" /> };
export const SearchFilled: Story = { render: () => <SearchDemo initial="Japan" /> };

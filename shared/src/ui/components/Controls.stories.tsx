// Form controls of the UI kit in their states: text field, checkbox, radio cards, pills, search box.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** Typing fills a field; the text stays when the field is left. */
export const TypesInATextField: Story = {
  render: () => (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField label="Vorname" name="first" required defaultValue="" />
      <TextField label="Beschreibung" name="message" multiline defaultValue="" />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: /^Vorname/ });
    await userEvent.type(first, 'Anna');
    await userEvent.tab();
    await expect(first).toHaveValue('Anna');
    const description = canvas.getByRole('textbox', { name: /^Beschreibung/ });
    await expect(description).toHaveFocus();
    await userEvent.type(description, 'Zwei Wochen Island im Sommer.');
    await expect(description).toHaveValue('Zwei Wochen Island im Sommer.');
  },
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

/** A click on the label checks the box, a second one unchecks it; Space does the same from the keyboard. */
export const ChecksACheckbox: Story = {
  render: () => <Checkbox label="Newsletter abonnieren" name="newsletter" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: /Newsletter abonnieren/ });
    await userEvent.click(canvas.getByText('Newsletter abonnieren'));
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
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

/** A click on a card's label picks it; the disabled one cannot be picked. */
export const PicksARadioCard: Story = {
  render: () => <RadioCardsDemo disabledPhone />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Per Video'));
    await expect(canvas.getByRole('radio', { name: 'Per Video' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'In der Filiale' })).not.toBeChecked();
    await userEvent.click(canvas.getByText('Per Telefon'));
    await expect(canvas.getByRole('radio', { name: 'Per Telefon' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Per Video' })).toBeChecked();
  },
};

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

function PillsDemo() {
  const [chosen, setChosen] = useState('Fr, 06.03.');
  return (
    <div role="group" aria-label="Tage" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {['Do, 05.03.', 'Fr, 06.03.', 'Mo, 09.03.'].map((day) => (
        <Pill key={day} pressed={chosen === day} onClick={() => setChosen(day)}>
          {day}
        </Pill>
      ))}
    </div>
  );
}

/** A click presses a pill and releases the one pressed before. */
export const PicksAPill: Story = {
  render: () => <PillsDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Do, 05.03.' }));
    await expect(canvas.getByRole('button', { name: 'Do, 05.03.' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Fr, 06.03.' })).toHaveAttribute('aria-pressed', 'false');
  },
};

function SearchDemo({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <SearchBox label="Reiseziel suchen" value={value} onChange={setValue} />;
}

export const SearchEmpty: Story = { render: () => <SearchDemo initial="" /> };
export const SearchFilled: Story = { render: () => <SearchDemo initial="Japan" /> };

/** Typing fills the search box and brings its clear button, which empties it and hands focus back. */
export const TypesAndClearsASearch: Story = {
  render: () => <SearchDemo initial="" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Reiseziel suchen' });
    await userEvent.type(search, 'Japan');
    await expect(search).toHaveValue('Japan');
    // The clear button is named in the story's language: it is the search's only button.
    await userEvent.click(within(canvas.getByRole('search')).getByRole('button'));
    await expect(search).toHaveValue('');
    await expect(within(canvas.getByRole('search')).queryByRole('button')).toBeNull();
    await userEvent.type(search, 'Island');
    await expect(search).toHaveValue('Island');
  },
};

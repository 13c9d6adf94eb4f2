// Step 5 (contact form): empty, filled and valid, every error message, in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CheckoutStoryParameters } from '@checkout/storybook/support';
import type { ContactFormValues } from '@checkout/shared/schemas';
import { fn } from 'storybook/test';
import ContactStep from './ContactStep';

const meta = {
  title: 'mfe-contact/Step 5 · Contact/Screen',
  tags: ['screen'],
  component: ContactStep,
  args: { goTo: fn() },
} satisfies Meta<typeof ContactStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const stored = (values: Partial<ContactFormValues>) => ({
  checkout: {
    setup: (store) => store.contactForm.setValues(values),
  } satisfies CheckoutStoryParameters,
});

/** Leaves every field once, as a visitor tabbing through the empty form does. */
const leaveEveryField = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  for (const input of canvasElement.querySelectorAll<HTMLInputElement>('input[required]')) {
    input.focus();
    input.blur();
  }
};

/** A fresh form: Frau chosen, nothing else, submit disabled with its hint. */
export const Empty: Story = {};

/** Everything valid: a tick on every field and the submit enabled. */
export const FilledValid: Story = {
  parameters: stored({
    gender: 'm_du',
    firstname: 'Luca',
    lastname: 'Bernasconi',
    address: 'Bahnhofstrasse 12',
    zip: '8001',
    city: 'Zürich',
    email: 'luca.bernasconi@example.ch',
    phone: '+41 79 123 45 67',
    newsletter: true,
    privacy: true,
  }),
};

/** Every field left empty: 'Required field' on each, the privacy message on the checkbox. */
export const RequiredErrors: Story = { play: leaveEveryField };

/** Each rule broken: two characters (names, address, city), four (zip), e-mail and Swiss phone pattern. */
export const RuleErrors: Story = {
  parameters: stored({
    firstname: 'L',
    lastname: 'B',
    address: 'B',
    zip: '800',
    city: 'Z',
    email: 'luca@example',
    phone: '+49 79 123 45 67',
  }),
};

/** Some fields valid, some not, after a reload: each shows its state at once. */
export const PartlyFilled: Story = {
  parameters: stored({
    gender: 'n_du',
    firstname: 'Sam',
    lastname: 'Keller',
    email: 'sam@',
    phone: '044 277 40 00',
  }),
};

export const EmptyFrench: Story = { ...Empty, globals: { locale: 'fr-CH' } };
export const FilledValidFrench: Story = { ...FilledValid, globals: { locale: 'fr-CH' } };
export const RequiredErrorsFrench: Story = { ...RequiredErrors, globals: { locale: 'fr-CH' } };
export const RuleErrorsFrench: Story = { ...RuleErrors, globals: { locale: 'fr-CH' } };

// Step 5 (contact form): empty, filled and valid, every error message, in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyTexts, type CheckoutStoryParameters } from '@checkout/storybook/support';
import type { ContactFormValues } from '@checkout/shared/schemas';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * The form typed in as a traveller does: a mistyped e-mail shows its error when left and keeps 'submit' disabled;
 * corrected, with the phone and the privacy terms accepted, the form submits and goes on to step 6.
 */
export const CorrectsAnErrorAndSubmits: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    const canvas = within(canvasElement);
    const field = (name: string) => canvas.getByRole('textbox', { name: t(`step5.${name}`) });
    const submit = canvas.getByRole('button', { name: t('step5.submit') });
    await userEvent.click(canvas.getByText(t('step5.gender.m_du')));
    await userEvent.type(field('firstname'), 'Luca');
    await userEvent.type(field('lastname'), 'Bernasconi');
    await userEvent.type(field('address'), 'Bahnhofstrasse 12');
    await userEvent.type(field('zip'), '8001');
    await userEvent.type(field('city'), 'Zürich');
    await userEvent.type(field('email'), 'luca.bernasconi@example');
    await userEvent.tab();
    await expect(await canvas.findByText(t('validation.email'))).toBeVisible();
    await expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeDisabled();
    await userEvent.type(field('email'), '.ch');
    await userEvent.type(field('phone'), '+41 79 123 45 67');
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText(t('validation.email'))).toBeNull());
    await userEvent.click(
      canvas.getByRole('checkbox', { name: (name) => name.startsWith(t('step5.privacyLead')) }),
    );
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(args.goTo).toHaveBeenCalledWith('step-6'));
  },
};

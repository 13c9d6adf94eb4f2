// The month calendar of step 1 self on each kind of day (the disabled days follow today's weekday), with a
// chosen day, in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@checkout/shared';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomDateCalendar, type CustomDateCalendarProps } from './CustomDateCalendar';

function Stateful(props: CustomDateCalendarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: '1rem' }}>
      <CustomDateCalendar
        {...props}
        value={value}
        onChange={(day) => {
          setValue(day);
          props.onChange(day);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'mfe-selection/Step 1 self · Custom date/Calendar',
  component: CustomDateCalendar,
  render: (args) => <Stateful {...args} />,
  args: { today: parseDate('04.03.2026'), value: '', onChange: fn(), culture: 'de-CH' },
} satisfies Meta<typeof CustomDateCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wednesday: today and tomorrow disabled, Sundays always. */
export const Wednesday: Story = {};
/** Friday: today, tomorrow and the Monday disabled. */
export const Friday: Story = { args: { today: parseDate('06.03.2026') } };
/** Saturday: today and the day after tomorrow (Monday) disabled. */
export const Saturday: Story = { args: { today: parseDate('07.03.2026') } };
export const WithChosenDay: Story = { args: { value: '10.03.2026' } };
export const French: Story = {
  args: { value: '10.03.2026', culture: 'fr-CH' },
  globals: { locale: 'fr-CH' },
};

/** A click chooses a day; tomorrow (lead time) cannot be chosen; arrow keys and Enter choose the next day. */
export const ChoosesADay: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(within(canvasElement).getByRole('grid'));
    const day = (n: number) => grid.getByText(String(n), { selector: 'button' });
    await userEvent.click(day(5));
    await expect(day(5)).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(day(10));
    await expect(args.onChange).toHaveBeenLastCalledWith('10.03.2026');
    await expect(day(10).parentElement).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(day(11)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('11.03.2026');
    await expect(day(11).parentElement).toHaveAttribute('aria-selected', 'true');
    await expect(day(10).parentElement).toHaveAttribute('aria-selected', 'false');
  },
};

// The month calendar of step 1 self on each kind of day (the disabled days follow today's weekday), with a
// chosen day, in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@checkout/shared';
import { useState } from 'react';
import { fn } from 'storybook/test';
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

// Custom-date rules of spec section 5 (appointments outside opening hours), for the reservation check.
import { addDays, isoWeekday } from './zurich-time';

const WEEKDAY_HOURS = ['08', '17', '18', '19'];
const SATURDAY_HOURS = ['08', '14', '15', '16'];
const ALL_MINUTES = ['00', '15', '30', '45'];

/** Days that cannot be chosen, counted from today (Zurich): today, tomorrow, and more before a weekend. */
export const isCustomDateAllowed = (date: string, today: string): boolean => {
  const weekday = isoWeekday(date);
  if (weekday === 7 || date <= today) return false;
  const todayWeekday = isoWeekday(today);
  const disabled = [addDays(today, 1)];
  if (todayWeekday === 6) disabled.push(addDays(today, 2));
  if (todayWeekday === 5) disabled.push(addDays(today, 3));
  return !disabled.includes(date);
};

export const allowedCustomMinutes = (weekday: number, hour: string): string[] => {
  const saturday = weekday === 6;
  if (hour === '08') return ALL_MINUTES;
  if (!saturday && hour === '17') return ['15', '30', '45'];
  if (!saturday && hour === '19') return ['00'];
  if (saturday && hour === '14') return ['15', '30', '45'];
  if (saturday && hour === '16') return ['00'];
  return ALL_MINUTES;
};

export const isCustomHourAllowed = (date: string, time: string): boolean => {
  const weekday = isoWeekday(date);
  const [hour = '', minute = ''] = time.split(':');
  const hours = weekday === 6 ? SATURDAY_HOURS : weekday === 7 ? [] : WEEKDAY_HOURS;
  return hours.includes(hour) && allowedCustomMinutes(weekday, hour).includes(minute);
};

// Entry point @checkout/shared/dates: dd.mm.yyyy dates, the injectable clock and Zurich clock, and the date
// rules the browser and the booking API share (custom dates, opening hours, slots).
export {
  addDays,
  compareDates,
  formatDate,
  formatIsoDate,
  FRIDAY,
  fromIsoDate,
  isIsoDate,
  isoWeekday,
  isSameDate,
  isValidDateString,
  parseDate,
  parseIsoDate,
  SATURDAY,
  SUNDAY,
  toIsoDate,
  type CalendarDate,
  type IsoWeekday,
} from './calendar-date';
export {
  CHECKOUT_TIME_ZONE,
  fixedClock,
  systemClock,
  zurichTime,
  zurichToday,
  type Clock,
  type ZurichTime,
} from './clock';
export { minutesToTime, TIME_PATTERN, timeToMinutes } from './time-of-day';
export {
  customHours,
  customMinutes,
  DEFAULT_CUSTOM_HOUR,
  firstCustomDate,
  isCustomDateDisabled,
  isCustomTimeAllowed,
  isWithinOpeningHours,
  OPENING_HOURS,
  snapCustomHour,
  type BranchDay,
  type CustomHour,
} from './custom-date';
export { isHoldExpiredAt } from './hold';
export { BOOKING_HORIZON_DAYS, LEAD_TIME_MINUTES, SLOT_MINUTES, slotEnd } from './slots';
export {
  APPOINTMENT_MINUTE_STEP,
  appointmentMinutes,
  fitsWithinBlocks,
  fittingStarts,
  isOnAppointmentStep,
  rangesOverlap,
  type FitOptions,
  type MinuteRange,
} from './calendar-fit';

// Entry point @checkout/shared/calendar: the .ics file and Google / Outlook links for a booked appointment
// (used by the confirmation page and by the booking API's confirmation e-mails).
export * from './calendar-event';
export { ZURICH_TIME_ZONE, zurichWallTimeToDate, zurichOffsetLabel } from './zurich-time';

// Entry point @checkout/shared/calendar: the .ics file and Google / Outlook links for a booked appointment
// (used by the confirmation page and by the booking API's confirmation e-mails).
export {
  appointmentInterval,
  bookingEventUid,
  buildIcs,
  escapeIcsText,
  foldIcsLine,
  googleCalendarUrl,
  ICS_MEDIA_TYPE,
  icsFileName,
  outlookCalendarUrl,
  type CalendarAppointment,
} from './calendar-event';
export { ZURICH_TIME_ZONE, utcIcsDateTime, zurichWallTimeToDate, zurichOffsetLabel } from './zurich-time';

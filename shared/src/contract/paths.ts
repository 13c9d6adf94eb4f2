// Paths of the booking API, relative to the API base URL (which ends in /api).

export const API_PATHS = {
  isCheckoutOffline: '/checkout/ischeckoutoffline',
  filterAgencies: '/checkout/filteragencies',
  filterDestinations: '/checkout/filterdestinations',
  agenda: '/checkout/agenda',
  day: '/checkout/day',
  translations: '/checkout/translations',
  hold: '/checkout/hold',
  reserve: '/checkout/reserve',
  travelExperienceAndBookmarks: '/bookmark/travelexperienceandbookmarks',
  travelExperienceMatch: '/travelexperience/match',
  consultantGet: '/consultant/get',
  consultantMatch: '/consultant/match',
  hasConsultantForDestination: '/consultant/HasConsultantForDestination',
  destinations: '/checkout/destinations',
  matchingFactors: '/matching/factors',
  health: '/health',
  /** Addition (issue 3): generated SVG avatar of an advisor, `${advisorImages}/${advisorId}.svg`. */
  advisorImages: '/media/advisors',
  /** Addition (issue 3): operator switch, PUT {offline}; loopback peers only (and OPERATOR_TOKEN when set). */
  operatorCheckoutOffline: '/operator/checkout-offline',
  /** Addition (issue 20): a booking by its manage token, `${manage}/${token}`; POST `/cancel`, `/move` below it. */
  manage: '/manage',
  /**
   * Addition (issue 20): an advisor's or a branch office's appointments as an iCalendar feed (RFC 5545),
   * `${calendarFeed}/${token}.ics`; the token is made by the operator command `calendar:feeds`.
   */
  calendarFeed: '/calendar',
  /**
   * Addition (issue 36): the browser's beacons (vitals, load failures, render errors), POST a `TelemetryBatch` as
   * text/plain JSON (navigator.sendBeacon sends that without a CORS preflight); 204.
   */
  telemetry: '/telemetry',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

// What the store keeps in localStorage, under which key, and what a stored value must look like.
// mobx-persist-store writes each key as JSON of the listed properties; anything read back is shape-checked
// first, because the visitor's storage may hold values of an older release or from another script.
import { ADVICE_MODES, GENDERS, TRAVEL_DURATIONS } from '../contract';
import { isValidDateString } from '../dates';

export type Check = (value: unknown) => boolean;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str: Check = (v) => typeof v === 'string';
const bool: Check = (v) => typeof v === 'boolean';
export const num: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const oneOf =
  (values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v);
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
export const arrayOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
/** An object whose listed fields all pass (optional fields may be missing). */
const shape =
  (fields: Record<string, Check>, optional: string[] = []): Check =>
  (v) =>
    isRecord(v) &&
    Object.entries(fields).every(
      ([key, check]) => (optional.includes(key) && v[key] === undefined) || check(v[key]),
    );
const dateOrEmpty: Check = (v) => v === '' || (typeof v === 'string' && isValidDateString(v));
const twoDigits: Check = (v) => typeof v === 'string' && /^\d{2}$/.test(v);

const filterItem = shape(
  { id: str, label: str, isChecked: bool, noAppointmentsForSpecialHours: bool, city: str },
  ['noAppointmentsForSpecialHours', 'city'],
);
const hour = shape({
  id: str,
  label: str,
  till: str,
  isInactive: bool,
  isChecked: bool,
  homeOffice: bool,
  advisor: shape({ id: str }),
});
export const bookmark = shape({ id: str, isVisited: bool, timeStamp: num });

/** Which domain store a key belongs to. */
export type PersistedStoreName =
  | 'settings'
  | 'agencyFilter'
  | 'destinationFilter'
  | 'dates'
  | 'agenda'
  | 'travel'
  | 'advisorInformation'
  | 'contactForm'
  | 'travelDetailForm'
  | 'reservation'
  | 'bookmarks';

export interface PersistedKey {
  /** localStorage key. */
  key: string;
  store: PersistedStoreName;
  /** Persisted properties of that store and the shape each must have. */
  properties: Record<string, Check>;
  /**
   * Owned by the checkout alone: cleared together when any stored value is garbage. USER-BOOKMARKS belongs
   * to the visitor's bookmarks on the whole site and is only cleared when it is itself garbage.
   */
  checkoutOwned: boolean;
}

export const STORAGE_KEYS = {
  agencyIdInit: 'AGENCY-ID-INIT',
  userBookmarks: 'USER-BOOKMARKS',
  advisorInfo: 'ADVISOR-INFO',
  travelInfo: 'TRAVEL-INFO',
  settings: 'CHECKOUT-SETTINGS',
  agencyFilter: 'CHECKOUT-AGENCY-FILTER',
  destinationFilter: 'CHECKOUT-DESTINATION-FILTER',
  dates: 'CHECKOUT-DATES',
  agenda: 'CHECKOUT-AGENDA',
  contact: 'CHECKOUT-CONTACT',
  travelDetail: 'CHECKOUT-TRAVEL-DETAIL',
  reservation: 'CHECKOUT-RESERVATION',
  /** Read only: the traveller's travel-type profile vector written by the matching test. */
  travelTypeProfile: 'TRAVEL-TYPE-PROFILE',
} as const;

/**
 * Issue 37: what is no longer kept once the booking is done (reservation.isBooked): step 7 shows no contact data
 * after a reload (spec, 'Step 7'), so the stored forms keep their choices but not the traveller's name, address,
 * e-mail, phone or free text. In memory the page still has them until init resets the forms.
 */
export const FORGOTTEN_AFTER_BOOKING: Partial<Record<PersistedStoreName, { values: readonly string[] }>> = {
  contactForm: { values: ['firstname', 'lastname', 'address', 'zip', 'city', 'email', 'phone'] },
  travelDetailForm: { values: ['description'] },
};

export const PERSISTED_KEYS: readonly PersistedKey[] = [
  {
    key: STORAGE_KEYS.agencyIdInit,
    store: 'settings',
    properties: { agencyIdInitialised: bool },
    checkoutOwned: true,
  },
  {
    key: STORAGE_KEYS.settings,
    store: 'settings',
    properties: {
      advisorId: str,
      travelId: str,
      destinationId: str,
      agencyId: str,
      returnUrl: str,
      event: str,
      transitoryData: shape({ consultantName: str }),
      isCustomDateMode: bool,
      presetsDropped: bool,
    },
    checkoutOwned: true,
  },
  {
    key: STORAGE_KEYS.userBookmarks,
    store: 'bookmarks',
    properties: { list: arrayOf(bookmark) },
    checkoutOwned: false,
  },
  {
    key: STORAGE_KEYS.advisorInfo,
    store: 'advisorInformation',
    properties: { name: str, location: str, consultantId: str, branch: str },
    checkoutOwned: true,
  },
  {
    key: STORAGE_KEYS.travelInfo,
    store: 'travel',
    properties: {
      travelId: str,
      destinationId: str,
      travelInformation: nullable(shape({ title: str, destinationName: str })),
    },
    checkoutOwned: true,
  },
  {
    key: STORAGE_KEYS.agencyFilter,
    store: 'agencyFilter',
    properties: { checked: arrayOf(filterItem) },
    checkoutOwned: true,
  },
  {
    key: STORAGE_KEYS.destinationFilter,
    store: 'destinationFilter',
    properties: { checked: arrayOf(filterItem) },
    checkoutOwned: true,
  },
  {
    key: STORAGE_KEYS.dates,
    store: 'dates',
    properties: {
      selectedDate: dateOrEmpty,
      selectedDateCustom: dateOrEmpty,
      selectedHourCustom: shape({ hour: twoDigits, minute: twoDigits }),
    },
    checkoutOwned: true,
  },
  {
    key: STORAGE_KEYS.agenda,
    store: 'agenda',
    properties: {
      selectedAdvisor: str,
      selectedHour: nullable(hour),
      selectedHourTill: str,
      adviceMode: oneOf(['', ...ADVICE_MODES]),
      holdExpiresAt: num,
    },
    checkoutOwned: true,
  },
  {
    key: STORAGE_KEYS.contact,
    store: 'contactForm',
    properties: {
      values: shape({
        gender: oneOf(GENDERS),
        firstname: str,
        lastname: str,
        address: str,
        zip: str,
        city: str,
        email: str,
        phone: str,
        privacy: bool,
        newsletter: bool,
      }),
    },
    checkoutOwned: true,
  },
  {
    key: STORAGE_KEYS.travelDetail,
    store: 'travelDetailForm',
    properties: {
      values: shape({
        duration: oneOf(TRAVEL_DURATIONS),
        season: arrayOf(str),
        description: str,
        destination: str,
        sendBookmark: bool,
        travelResponsibly: bool,
      }),
    },
    checkoutOwned: true,
  },
  {
    key: STORAGE_KEYS.reservation,
    store: 'reservation',
    properties: {
      isBooked: bool,
      response: nullable(shape({ appointmentText: str, bookingId: str, consultantId: str })),
      idempotencyKey: str,
      idempotencyFingerprint: str,
      checkoutSessionId: str,
    },
    checkoutOwned: true,
  },
];

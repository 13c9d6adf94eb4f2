import { type ValidationError } from 'yup';
import { fieldErrorsOf } from './field-errors';
import type { ReserveRequest } from '../contract';
import {
  WIRE_VALIDATE_OPTIONS,
  createHoldRequestSchema,
  createReserveRequestSchema,
} from './reserve-request-schema';
import { TRAVEL_DETAIL_DEFAULTS, travelDetailSchema } from './travel-detail-schema';
import { fixedClock } from '../dates';

// Monday 25 March 2030, 23:30 in Zurich (22:30 UTC): "today" is the 25th there, already the 26th nowhere.
const clock = fixedClock('2030-03-25T22:30:00Z');
const schema = createReserveRequestSchema(clock);

/** A standard booking on the 26th, valid for every rule (each test below breaks one field). */
const validReserve: ReserveRequest = {
  culture: 'de-CH',
  id: 'page-checkout',
  checkoutSessionId: 'session-12345678',
  // The appointment: an advisor's hour, no custom date.
  advisorId: 'adv-anna-meier',
  adviceMode: 'video',
  appointmentDate: '2030-03-26',
  appointmentTime: '10:00',
  customDate: '',
  customHour: '',
  selectedAgencyLocations: [],
  // The traveller (step 5).
  userGender: 'w_du',
  userFirstname: 'Anna',
  userLastname: 'Muster',
  userAddress: 'Bahnhofstrasse 1',
  userZip: '8001',
  userCity: 'Zürich',
  userEmail: 'anna@example.ch',
  userPhone: '+41 79 123 45 67',
  userLang: 'Deutsch',
  userNewsletter: false,
  userBookmarks: false,
  // The trip (step 4) and what the checkout knows of it.
  userMessage: 'Zwei Wochen Island im Sommer',
  userTravelDuration: '1-2-weeks',
  userTravelMonths: ['Januar'],
  userTravelResponsibly: true,
  selectedDestinations: ['iceland'],
  otherDestinations: [],
  selectedActivities: [],
  selectedMobilityForms: [],
  travelExperienceId: '',
  travelExperienceHighlights: [],
  bookmarkIds: [],
  highlightIds: [],
  eventName: '',
  // CRM fields.
  userReferral: '',
  userPipeline: 'default',
  userDealstage: '',
  userDealname: 'Anna Muster - 2030-03-26',
};

const errorsOf = (value: unknown): Record<string, string> =>
  fieldErrorsOf(schema, value, WIRE_VALIDATE_OPTIONS);

describe('reserveRequestSchema', () => {
  it('accepts a standard booking', () => {
    expect(errorsOf(validReserve)).toEqual({});
  });

  it('accepts a custom-date request for a branch office without advisor or appointment', () => {
    expect(
      errorsOf({
        ...validReserve,
        advisorId: '',
        appointmentDate: '',
        appointmentTime: '',
        customDate: '2030-03-28',
        customHour: '17:15',
        selectedAgencyLocations: ['zurich-bahnhofstrasse'],
      }),
    ).toEqual({});
  });

  it('uses the contact rules under the wire names', () => {
    expect(
      errorsOf({ ...validReserve, userFirstname: ' ', userZip: '12', userEmail: 'x@y', userPhone: '12345' }),
    ).toEqual({
      userFirstname: 'validation.required',
      userZip: 'validation.minFour',
      userEmail: 'validation.email',
      userPhone: 'validation.phone',
    });
  });

  it('names every missing field', () => {
    const fields = errorsOf({});
    for (const key of Object.keys(validReserve)) {
      if (['customDate', 'customHour'].includes(key)) continue;
      expect(fields).toHaveProperty(key);
    }
  });

  it.each([
    ['userFirstname', 'x'.repeat(10_240), 'validation.tooLong'],
    ['userMessage', 'x'.repeat(4001), 'validation.tooLong'],
    ['userTravelMonths', Array.from({ length: 13 }, () => 'Mai'), 'validation.tooLong'],
    ['userFirstname', 42, 'validation.invalid'],
    ['userNewsletter', 'true', 'validation.invalid'],
    ['selectedDestinations', 'island', 'validation.invalid'],
    ['culture', 'en-US', 'validation.invalid'],
    ['userLang', 'Englisch', 'validation.invalid'],
    ['adviceMode', 'online', 'validation.invalid'],
    ['userTravelDuration', '5-weeks', 'validation.invalid'],
    ['appointmentDate', '26.03.2030', 'validation.date'],
    ['appointmentDate', '2030-02-30', 'validation.date'],
    ['appointmentDate', '2030-03-24', 'validation.datePast'],
    ['appointmentDate', '', 'validation.required'],
    ['appointmentTime', '9:00', 'validation.time'],
    ['appointmentTime', '24:00', 'validation.time'],
    ['advisorId', '', 'validation.required'],
    ['checkoutSessionId', 'short', 'validation.invalid'],
    ['checkoutSessionId', 'has spaces in it', 'validation.invalid'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(errorsOf({ ...validReserve, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts today (Zurich) as appointment date', () => {
    expect(errorsOf({ ...validReserve, appointmentDate: '2030-03-25' })).toEqual({});
  });

  it('requires the hour and a branch office in custom-date mode', () => {
    expect(
      errorsOf({ ...validReserve, customDate: '2030-03-28', customHour: '', selectedAgencyLocations: [] }),
    ).toEqual({ customHour: 'validation.required', selectedAgencyLocations: 'validation.required' });
  });

  it('rejects a custom date in the past', () => {
    expect(
      errorsOf({
        ...validReserve,
        customDate: '2030-03-01',
        customHour: '08:00',
        selectedAgencyLocations: ['zurich-bahnhofstrasse'],
      }),
    ).toEqual({ customDate: 'validation.datePast' });
  });
});

describe('holdRequestSchema', () => {
  const hold = createHoldRequestSchema(clock);
  it('accepts a hold and rejects a bad one field by field', () => {
    expect(
      hold.isValidSync(
        { sessionId: 'session-12345678', advisorId: 'a', date: '2030-03-26', time: '10:00' },
        WIRE_VALIDATE_OPTIONS,
      ),
    ).toBe(true);
    try {
      hold.validateSync(
        { sessionId: 1, advisorId: '', date: '2020-01-01', time: 'x' },
        WIRE_VALIDATE_OPTIONS,
      );
      throw new Error('expected a validation error');
    } catch (error) {
      expect((error as ValidationError).inner.map((e) => e.path).sort()).toEqual([
        'advisorId',
        'date',
        'sessionId',
        'time',
      ]);
    }
  });
});

describe('travelDetailSchema', () => {
  it.each(['', '1-2-weeks', '3-4-weeks', '2-3-months', 'several-months'])(
    'accepts duration %j',
    (duration) => {
      expect(travelDetailSchema.isValidSync({ ...TRAVEL_DETAIL_DEFAULTS, duration })).toBe(true);
    },
  );

  it('accepts a full travel detail with long month names', () => {
    expect(
      travelDetailSchema.isValidSync({
        duration: '3-4-weeks',
        season: ['Januar', 'Februar', 'Dezember'],
        description: 'Rundreise mit dem Zug',
        destination: 'Japan',
        sendBookmark: true,
        travelResponsibly: true,
      }),
    ).toBe(true);
  });

  it.each([
    ['duration', '6-weeks'],
    ['season', ['x'.repeat(21)]],
    ['description', 'x'.repeat(4001)],
    ['sendBookmark', null],
  ])('rejects %s = %j', (field, value) => {
    expect(travelDetailSchema.isValidSync({ ...TRAVEL_DETAIL_DEFAULTS, [field]: value })).toBe(false);
  });
});

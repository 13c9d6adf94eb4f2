import { ApiError } from '@checkout/shared';
import type {
  CalendarDay,
  ConsultationDetail,
  StaffAdvisor,
  StaffCalendar,
  StaffCalendarQuery,
} from '@checkout/shared/contract';
import { fixedClock } from '@checkout/shared/dates';
import { ADVISORS, BACK_OFFICE_MEMBER, BOOKED_DETAIL, BRANCH_LEAD } from '../../testing/fixtures';
import { BookingModel, type BookingModelOptions, type BookingValues } from './booking-model';

/** Wednesday 4 March 2026, 10:00 in Zurich. */
const clock = fixedClock('2026-03-04T10:00:00+01:00');

const ANNA = ADVISORS[0]!;

const dayOf = (date: string, patch: Partial<CalendarDay> = {}): CalendarDay => ({
  date,
  hours: [
    { from: '09:00', to: '12:00', homeOffice: false },
    { from: '13:00', to: '15:00', homeOffice: true },
  ],
  absence: null,
  consultations: [],
  held: [],
  ...patch,
});

const calendarOf = (query: StaffCalendarQuery, patch: Partial<CalendarDay> = {}): StaffCalendar => ({
  days: [query.date],
  advisors: [{ ...ANNA, days: [dayOf(query.date, patch)] }],
  requests: [],
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function model(patch: Partial<BookingModelOptions> = {}) {
  let keys = 0;
  const book = jest.fn(async (): Promise<ConsultationDetail> => BOOKED_DETAIL);
  const calendar = jest.fn(async (query: StaffCalendarQuery) => calendarOf(query));
  const options: BookingModelOptions = {
    api: { calendar, book },
    loadAdvisors: async (): Promise<StaffAdvisor[]> => ADVISORS,
    staff: BRANCH_LEAD,
    clock,
    newKey: () => `key-${++keys}`,
    ...patch,
  };
  return { model: new BookingModel(options), calendar, book };
}

const values = (patch: Partial<BookingValues> = {}): BookingValues => ({
  agencyId: 'agency-zurich',
  advisorId: 'adv-anna',
  date: '2026-03-05',
  adviceMode: 'video',
  time: '09:30',
  travellerCulture: 'de-CH',
  firstname: 'Lea',
  lastname: 'Brunner',
  email: 'lea@example.ch',
  phone: '+41 79 123 45 67',
  message: '',
  ...patch,
});

const choice = ({ agencyId, advisorId, date, adviceMode }: BookingValues) => ({
  agencyId,
  advisorId,
  date,
  adviceMode,
});

describe("the booking page's model", () => {
  it("asks for the chosen advisor's day once, and offers the quarter hours that fit the advice mode", async () => {
    const { model: m, calendar } = model();
    await m.load();
    expect(calendar).not.toHaveBeenCalled();
    await m.follow(choice(values({ adviceMode: 'personal' })));
    await m.follow(choice(values({ adviceMode: 'personal' })));
    expect(calendar).toHaveBeenCalledTimes(1);
    expect(calendar).toHaveBeenLastCalledWith({ date: '2026-03-05', days: 1, advisorId: 'adv-anna' });
    // In person: not from the home office in the afternoon.
    expect(m.starts).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ]);
    await m.follow(choice(values({ adviceMode: 'video' })));
    expect(calendar).toHaveBeenCalledTimes(1);
    expect(m.starts.slice(-6)).toEqual(['11:00', '13:00', '13:15', '13:30', '13:45', '14:00']);
    expect(m.modes).toEqual(['personal', 'video', 'phone']);
  });

  it('offers nothing before now today, nothing on a day of time off, and nothing that overlaps', async () => {
    const { model: m } = model({
      api: {
        book: jest.fn(),
        calendar: async (query) =>
          calendarOf(query, {
            consultations: [],
            held: [{ time: '13:30', till: '14:30' }],
            absence: query.date === '2026-03-06' ? { id: 'abs', reason: 'Weiterbildung' } : null,
          }),
      },
    });
    await m.follow(choice(values({ date: '2026-03-04' })));
    expect(m.starts).toEqual(['10:15', '10:30', '10:45', '11:00']);
    await m.follow(choice(values({ date: '2026-03-06' })));
    expect(m.starts).toEqual([]);
  });

  it('drops the late answer of an earlier day', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<StaffCalendar>>>();
    const calendar = jest.fn((query: StaffCalendarQuery) => {
      const answer = deferred<StaffCalendar>();
      answers.set(query.date, answer);
      return answer.promise;
    });
    const { model: m } = model({ api: { calendar, book: jest.fn() } });
    const first = m.follow(choice(values({ date: '2026-03-05' })));
    const second = m.follow(choice(values({ date: '2026-03-06' })));
    answers.get('2026-03-06')!.resolve(calendarOf({ date: '2026-03-06' }));
    await second;
    answers.get('2026-03-05')!.resolve(calendarOf({ date: '2026-03-05' }));
    await first;
    expect(m.day?.date).toBe('2026-03-06');
    expect(m.calendar.value?.days).toEqual(['2026-03-06']);
  });

  it('keeps the failure and asks again on retry', async () => {
    let fail = true;
    const calendar = jest.fn(async (query: StaffCalendarQuery) => {
      if (fail) throw new ApiError(503, { error: 'internal', message: 'Nicht erreichbar.' });
      return calendarOf(query);
    });
    const { model: m } = model({ api: { calendar, book: jest.fn() } });
    await m.follow(choice(values()));
    expect(m.calendar.error).toBeInstanceOf(ApiError);
    expect(m.starts).toEqual([]);
    fail = false;
    await m.retry();
    expect(m.calendar.error).toBeNull();
    expect(m.starts.length).toBeGreaterThan(0);
  });

  it("names what the form lacks by the shared schema's messages, and a start that is no longer free", async () => {
    const { model: m } = model();
    await m.follow(choice(values()));
    expect(m.errorsOf(values())).toEqual({});
    expect(m.errorsOf(values({ firstname: '', email: 'lea@', time: '' }))).toEqual({
      firstname: 'validation.required',
      email: 'validation.email',
      time: 'validation.required',
    });
    expect(m.errorsOf(values({ time: '09:10' }))).toEqual({ time: 'validation.time' });
    expect(m.errorsOf(values({ time: '12:00' }))).toEqual({ time: 'validation.slotUnavailable' });
  });

  it('sends one key per confirmation, the same when sent again after a failure, and holds a refused field while its value stays', async () => {
    const refusal = new ApiError(400, {
      error: 'validation',
      message: 'Bitte prüfen.',
      fields: { email: 'Diese Adresse nimmt keine E-Mails an.' },
    });
    const book = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(0, { error: 'internal', message: 'offline' }))
      .mockRejectedValueOnce(refusal)
      .mockResolvedValueOnce(BOOKED_DETAIL);
    const { model: m } = model({ api: { book, calendar: async (query) => calendarOf(query) } });
    await m.follow(choice(values()));
    m.review(values());
    expect(await m.confirm()).toBeNull();
    expect(await m.confirm()).toBeNull();
    expect(book.mock.calls.map((call) => call[1])).toEqual(['key-1', 'key-1']);
    expect(m.attempt.fieldErrors).toEqual({ email: 'Diese Adresse nimmt keine E-Mails an.' });
    expect(m.errorsOf(values())).toEqual({ email: 'Diese Adresse nimmt keine E-Mails an.' });
    expect(m.errorsOf(values({ email: 'lea.brunner@example.ch' }))).toEqual({});
    m.back();
    m.review(values({ email: 'lea.brunner@example.ch' }));
    expect(await m.confirm()).toBe(BOOKED_DETAIL);
    expect(book.mock.calls[2]?.[1]).toBe('key-2');
    expect(m.booked).toBe(BOOKED_DETAIL);
    expect(m.attempt.request).toBeNull();
  });

  it('asks the day again after a collision, keeping it shown, so what was taken meanwhile is not offered', async () => {
    let taken = false;
    const calendar = jest.fn(async (query: StaffCalendarQuery) =>
      calendarOf(query, {
        consultations: taken
          ? [
              {
                id: 'c-race',
                reference: 'R7C2XHNB',
                time: '09:00',
                till: '10:00',
                status: 'booked',
                kind: 'slot',
                adviceMode: 'video',
                traveller: 'Jonas Weber',
              },
            ]
          : [],
      }),
    );
    const book = jest.fn(async () => {
      taken = true;
      throw new ApiError(409, { error: 'slot_taken', message: 'Überschneidet sich mit R7C2-XHNB.' });
    });
    const { model: m } = model({ api: { calendar, book } });
    await m.follow(choice(values()));
    m.review(values());
    await m.confirm();
    expect(m.attempt.collided).toBe(true);
    expect(calendar).toHaveBeenCalledTimes(2);
    expect(m.starts).not.toContain('09:30');
    expect(m.errorsOf(values())).toEqual({ time: 'validation.slotUnavailable' });
  });

  it("offers the back office the branches' advisors, the first branch by name until one is chosen", async () => {
    const { model: m, calendar } = model({ staff: BACK_OFFICE_MEMBER });
    await m.load();
    expect(m.branch).toBe('agency-bern');
    expect(m.advisorChoices.map((a) => a.name)).toEqual(['Marc Keller']);
    await m.follow(choice(values({ agencyId: 'agency-zurich' })));
    expect(m.advisorChoices.map((a) => a.name)).toEqual(['Anna Meier', 'Luca Rossi', 'Sophie Dubois']);
    expect(calendar).toHaveBeenLastCalledWith({
      date: '2026-03-05',
      days: 1,
      advisorId: 'adv-anna',
      agencyId: 'agency-zurich',
    });
  });
});

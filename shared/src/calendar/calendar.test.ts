import ICAL from 'ical.js';
import {
  appointmentInterval,
  bookingEventUid,
  buildIcs,
  escapeIcsText,
  foldIcsLine,
  googleCalendarUrl,
  icsFileName,
  outlookCalendarUrl,
  type CalendarAppointment,
} from './index';
import { zurichOffsetLabel, zurichWallTimeToDate } from './zurich-time';

const summer: CalendarAppointment = {
  uid: 'booking-42@horizonte-reisen.example',
  date: '2026-07-04',
  time: '10:00',
  durationMinutes: 60,
  summary: 'Reiseberatung mit Anna Muster',
  description: 'Persönliche Beratung; Filiale Zürich, Bahnhofstrasse 1\nBitte Unterlagen mitbringen.',
  location: 'Horizonte Reisen, Bahnhofstrasse 1, 8001 Zürich',
  url: 'https://horizonte-reisen.example/berater/anna-muster?x=1,2',
  stamp: new Date('2026-06-01T12:00:00Z'),
};
const winter: CalendarAppointment = {
  ...summer,
  uid: 'booking-43@horizonte-reisen.example',
  date: '2026-01-15',
};

/** Parses with ical.js, registering the file's own VTIMEZONE so TZID times resolve. */
function parse(ics: string): ICAL.Event {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return new ICAL.Event(vevent);
}

afterEach(() => ICAL.TimezoneService.reset());

describe('Zurich wall time', () => {
  it.each([
    ['2026-07-04', '10:00', '2026-07-04T08:00:00.000Z', '+02:00'],
    ['2026-01-15', '10:00', '2026-01-15T09:00:00.000Z', '+01:00'],
    // The days of the switch: 03:30 on 29 March is summer time, 01:30 still winter time.
    ['2026-03-29', '03:30', '2026-03-29T01:30:00.000Z', '+02:00'],
    ['2026-03-29', '01:30', '2026-03-29T00:30:00.000Z', '+01:00'],
    ['2026-10-25', '04:00', '2026-10-25T03:00:00.000Z', '+01:00'],
    // The booking API's days around the switches of 2030 (Sundays 31 March and 27 October).
    ['2030-03-29', '09:00', '2030-03-29T08:00:00.000Z', '+01:00'],
    ['2030-04-01', '09:00', '2030-04-01T07:00:00.000Z', '+02:00'],
    ['2030-10-26', '09:00', '2030-10-26T07:00:00.000Z', '+02:00'],
    ['2030-10-28', '09:00', '2030-10-28T08:00:00.000Z', '+01:00'],
    ['2030-03-31', '03:30', '2030-03-31T01:30:00.000Z', '+02:00'],
    ['2030-03-31', '01:30', '2030-03-31T00:30:00.000Z', '+01:00'],
  ])('%s %s in Zurich is %s', (date, time, iso, offset) => {
    const instant = zurichWallTimeToDate(date, time);
    expect(instant.toISOString()).toBe(iso);
    expect(zurichOffsetLabel(instant)).toBe(offset);
  });

  it('switches the offset at the very minute of the change', () => {
    expect(zurichOffsetLabel(new Date('2030-03-31T00:59:00Z'))).toBe('+01:00');
    expect(zurichOffsetLabel(new Date('2030-03-31T01:00:00Z'))).toBe('+02:00');
  });

  it('rejects malformed dates, times and durations', () => {
    expect(() => zurichWallTimeToDate('04.07.2026', '10:00')).toThrow(RangeError);
    expect(() => zurichWallTimeToDate('2026-02-30', '10:00')).toThrow(RangeError);
    expect(() => zurichWallTimeToDate('2026-07-04', '24:00')).toThrow(RangeError);
    expect(() => appointmentInterval({ date: '2026-07-04', time: '10:00', durationMinutes: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('buildIcs', () => {
  it('passes ical.js with the booked hour in Europe/Zurich in summer (UTC+2)', () => {
    const event = parse(buildIcs(summer));
    expect(event.startDate.zone?.tzid).toBe('Europe/Zurich');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-04T08:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-04T09:00:00.000Z');
    expect(event.startDate.toString()).toBe('2026-07-04T10:00:00');
    expect(event.uid).toBe(summer.uid);
    expect(event.summary).toBe(summer.summary);
    expect(event.description).toBe(summer.description);
    expect(event.location).toBe(summer.location);
    expect(event.component.getFirstPropertyValue('url')).toBe(summer.url);
    expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-06-01T12:00:00Z');
  });

  it('passes ical.js with the booked hour in Europe/Zurich in winter (UTC+1)', () => {
    const event = parse(buildIcs(winter));
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(event.startDate.toString()).toBe('2026-01-15T10:00:00');
  });

  it('keeps the right end across the switch to winter time', () => {
    const event = parse(buildIcs({ ...summer, date: '2026-10-25', time: '02:30', durationMinutes: 90 }));
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(90 * 60_000);
  });

  it('uses CRLF line ends, folds at 75 octets without splitting characters, and escapes TEXT', () => {
    const ics = buildIcs({ ...summer, description: 'é'.repeat(200), summary: `Reise 🌍 ${'x'.repeat(70)}` });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(ics).not.toContain('\uFFFD');
    expect(parse(ics).description).toBe('é'.repeat(200));
    expect(parse(ics).summary).toBe(`Reise 🌍 ${'x'.repeat(70)}`);
    expect(buildIcs(summer)).toContain('LOCATION:Horizonte Reisen\\, Bahnhofstrasse 1\\, 8001 Zürich');
  });

  it('has exactly one event with the mandatory properties', () => {
    const ics = buildIcs({ ...summer, description: undefined, location: undefined, url: undefined });
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    for (const name of [
      'VERSION:2.0',
      'PRODID:',
      'UID:',
      'DTSTAMP:',
      'DTSTART;TZID=Europe/Zurich:20260704T100000',
    ]) {
      expect(ics).toContain(name);
    }
    expect(ics).not.toMatch(/DESCRIPTION|LOCATION|URL:/);
  });
});

describe('helpers', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds only long lines', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldIcsLine(`X:${'a'.repeat(100)}`);
    expect(folded.split('\r\n').map((l) => l.length)).toEqual([75, 28]);
  });

  it('gives a booking one UID for the page and the e-mail', () => {
    expect(bookingEventUid('bk_1')).toBe('bk_1@checkout.horizonte-reisen.example');
  });

  it('names the download file without accents or spaces', () => {
    expect(icsFileName('Réservation Beratung', '2026-07-04')).toBe('reservation-beratung-2026-07-04.ics');
    expect(icsFileName('', '2026-07-04')).toBe('appointment-2026-07-04.ics');
  });
});

describe('calendar links', () => {
  it('Google: UTC times of the booked hour, Zurich as display zone, encoded text', () => {
    const url = new URL(googleCalendarUrl(summer));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20260704T080000Z/20260704T090000Z');
    expect(url.searchParams.get('ctz')).toBe('Europe/Zurich');
    expect(url.searchParams.get('text')).toBe(summer.summary);
    expect(url.searchParams.get('location')).toBe(summer.location);
    expect(url.searchParams.get('details')).toBe(`${summer.description}\n\n${summer.url}`);
    expect(new URL(googleCalendarUrl(winter)).searchParams.get('dates')).toBe(
      '20260115T090000Z/20260115T100000Z',
    );
  });

  it('Outlook: personal and work hosts, UTC start and end, spaces as %20', () => {
    const personal = outlookCalendarUrl(winter);
    expect(personal).toMatch(/^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/);
    expect(personal).not.toContain('+');
    const url = new URL(personal);
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('startdt')).toBe('2026-01-15T09:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-01-15T10:00:00Z');
    expect(url.searchParams.get('subject')).toBe(winter.summary);
    expect(outlookCalendarUrl(summer, 'work')).toMatch(/^https:\/\/outlook\.office\.com\//);
    expect(new URL(outlookCalendarUrl(summer)).searchParams.get('startdt')).toBe('2026-07-04T08:00:00Z');
  });
});

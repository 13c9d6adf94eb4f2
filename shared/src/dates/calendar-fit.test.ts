import {
  appointmentMinutes,
  fitsWithinBlocks,
  fittingStarts,
  isOnAppointmentStep,
  rangesOverlap,
} from './index';

const m = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const range = (from: string, till: string) => ({ from: m(from), till: m(till) });

describe('calendar fit (issue 46)', () => {
  it('sees an overlap wherever a range starts, and none between ranges that only touch', () => {
    const nine = appointmentMinutes('09:00');
    expect(rangesOverlap(appointmentMinutes('08:30'), nine)).toBe(true);
    expect(rangesOverlap(appointmentMinutes('09:45'), nine)).toBe(true);
    expect(rangesOverlap(range('09:15', '09:30'), nine)).toBe(true);
    expect(rangesOverlap(appointmentMinutes('08:00'), nine)).toBe(false);
    expect(rangesOverlap(appointmentMinutes('10:00'), nine)).toBe(false);
  });

  it('fits a consultation only wholly inside one block of working hours', () => {
    const blocks = [range('08:00', '12:00'), range('13:00', '17:00')];
    expect(fitsWithinBlocks(appointmentMinutes('11:00'), blocks)).toBe(true);
    expect(fitsWithinBlocks(appointmentMinutes('11:15'), blocks)).toBe(false);
    expect(fitsWithinBlocks(appointmentMinutes('12:30'), blocks)).toBe(false);
    expect(fitsWithinBlocks(appointmentMinutes('07:45'), blocks)).toBe(false);
  });

  it('offers quarter-hour starts inside the hours that overlap nothing busy, from the earliest on', () => {
    const starts = fittingStarts({
      blocks: [range('08:00', '12:00')],
      busy: [appointmentMinutes('09:30')],
      earliest: m('08:10'),
    });
    expect(starts).toEqual(['08:15', '08:30', '10:30', '10:45', '11:00']);
  });

  it('offers any start of the window when no hours bind it (an accepted custom-date request)', () => {
    const starts = fittingStarts({
      blocks: null,
      busy: [appointmentMinutes('09:00')],
      window: range('07:00', '10:30'),
    });
    expect(starts).toEqual(['07:00', '07:15', '07:30', '07:45', '08:00']);
  });

  it('knows the quarter hour', () => {
    expect(isOnAppointmentStep('08:45')).toBe(true);
    expect(isOnAppointmentStep('08:50')).toBe(false);
    expect(isOnAppointmentStep('nope')).toBe(false);
  });
});

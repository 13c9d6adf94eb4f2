import { SLOT_MINUTES, slotEnd, timeToMinutes } from './index';

describe('slotEnd', () => {
  it('ends a slot one slot length after its start', () => {
    expect(slotEnd('09:00')).toBe('10:00');
    expect(slotEnd('15:30')).toBe('16:30');
    expect(timeToMinutes(slotEnd('08:15')) - timeToMinutes('08:15')).toBe(SLOT_MINUTES);
  });

  it('takes another length in minutes', () => {
    expect(slotEnd('09:00', 30)).toBe('09:30');
    expect(slotEnd('09:45', 90)).toBe('11:15');
    expect(slotEnd('09:00', 0)).toBe('09:00');
  });

  it('ends a slot past midnight on the wall clock', () => {
    expect(slotEnd('23:00')).toBe('00:00');
    expect(slotEnd('23:30')).toBe('00:30');
  });

  it.each(['', '9:00', '24:00', '12:60', 'noon'])('has no end for %p, which is no time', (time) => {
    expect(slotEnd(time)).toBe('');
  });
});

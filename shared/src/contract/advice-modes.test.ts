import { fromWireAdviceMode, offersAdviceMode, toWireAdviceMode } from './advice-modes';
import { ADVICE_MODES, type AdviceMode, type WireAdviceMode } from './types';

describe('the advice-mode wire mapping', () => {
  it.each([
    ['personal', 'personal'],
    ['online', 'video'],
    ['phone', 'phone'],
  ] as const)('sends %s as %s and reads it back', (mode, wire) => {
    expect(toWireAdviceMode(mode)).toBe(wire);
    expect(fromWireAdviceMode(wire)).toBe(mode);
  });

  it('sends phone when no mode is chosen', () => {
    expect(toWireAdviceMode('')).toBe('phone');
  });

  it('round-trips every mode of the checkout, each to its own wire value', () => {
    const wires = ADVICE_MODES.map(toWireAdviceMode);
    expect(new Set(wires).size).toBe(ADVICE_MODES.length);
    expect(wires.map(fromWireAdviceMode)).toEqual(ADVICE_MODES);
  });

  it('never puts online on the wire nor video in the browser', () => {
    const wires: WireAdviceMode[] = ['personal', 'video', 'phone'];
    expect(ADVICE_MODES.map(toWireAdviceMode)).not.toContain('online');
    expect(wires.map(fromWireAdviceMode)).not.toContain('video');
  });
});

describe('offersAdviceMode', () => {
  const all = { hasAdviceModePersonal: true, hasAdviceModeOnline: true, hasAdviceModePhone: true };
  const none = { hasAdviceModePersonal: false, hasAdviceModeOnline: false, hasAdviceModePhone: false };
  const office = { homeOffice: false };
  const home = { homeOffice: true };
  const offered = (advisor: typeof all, hour: typeof office): AdviceMode[] =>
    ADVICE_MODES.filter((mode) => offersAdviceMode(advisor, mode, hour));

  it('offers every mode the advisor has at a branch hour', () => {
    expect(offered(all, office)).toEqual(['personal', 'online', 'phone']);
  });

  it('offers no personal advice from a home office, the other modes still', () => {
    expect(offered(all, home)).toEqual(['online', 'phone']);
  });

  it('offers no mode the advisor does not have, at any hour', () => {
    expect(offered(none, office)).toEqual([]);
    expect(offered(none, home)).toEqual([]);
    expect(offered({ ...none, hasAdviceModePersonal: true }, home)).toEqual([]);
    expect(offered({ ...none, hasAdviceModeOnline: true }, office)).toEqual(['online']);
    expect(offered({ ...none, hasAdviceModePhone: true }, home)).toEqual(['phone']);
  });
});

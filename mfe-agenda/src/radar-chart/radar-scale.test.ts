import {
  labelFontSize,
  labelLines,
  matchesByPosition,
  radarRange,
  radarTicks,
  showsLegend,
  spokenLabel,
} from './radar-scale';

describe('radar scale', () => {
  it('takes the minimum from the 7th highest match x100 minus 5', () => {
    const matches = [0.9, 0.3, 0.8, 0.5, 0.7, 0.4, 0.6, 0.35];
    // descending x100: 90 80 70 60 50 40 35 30 -> 7th is 35
    expect(radarRange(matches).min).toBeCloseTo(30);
  });

  it('never lets the minimum fall below 0', () => {
    expect(radarRange([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.02, 0.01]).min).toBe(0);
  });

  it('starts at 0 when there are fewer than 7 matches', () => {
    expect(radarRange([0.9, 0.8, 0.7]).min).toBe(0);
  });

  it('takes the maximum from the highest match x100', () => {
    expect(radarRange([0.42, 0.87, 0.5]).max).toBeCloseTo(87);
  });

  it('caps the maximum at 100', () => {
    expect(radarRange([1.3, 0.5]).max).toBe(100);
  });

  it('places rings every 20 percent between minimum and maximum', () => {
    expect(radarTicks({ min: 30, max: 87 })).toEqual([40, 60, 80]);
    expect(radarTicks({ min: 0, max: 100 })).toEqual([20, 40, 60, 80, 100]);
    expect(radarTicks({ min: 40, max: 60 })).toEqual([60]);
  });

  it('splits a label into two lines at its line break', () => {
    expect(labelLines('Abenteuer-\nlust')).toEqual(['Abenteuer-', 'lust']);
    expect(labelLines('Natur')).toEqual(['Natur']);
    expect(labelLines('a\nb\nc')).toEqual(['a', 'b c']);
  });

  it('reads a two-line label as one line', () => {
    expect(spokenLabel('Abenteuer-\nlust')).toBe('Abenteuerlust');
    expect(spokenLabel("Goût de\nl'aventure")).toBe("Goût de l'aventure");
    expect(spokenLabel('Natur')).toBe('Natur');
  });

  it('uses font size 11 above 768 px window width, else 9', () => {
    expect(labelFontSize(1024)).toBe(11);
    expect(labelFontSize(769)).toBe(11);
    expect(labelFontSize(768)).toBe(9);
    expect(labelFontSize(375)).toBe(9);
  });

  it('shows the legend only with more than one data set', () => {
    expect(showsLegend(1)).toBe(false);
    expect(showsLegend(2)).toBe(true);
  });

  it('fills factor matches from a vector by position', () => {
    expect(matchesByPosition(3, [0.5, 0.25])).toEqual([0.5, 0.25, 0]);
    expect(matchesByPosition(2, [0.5, 0.25, 0.75])).toEqual([0.5, 0.25]);
  });
});

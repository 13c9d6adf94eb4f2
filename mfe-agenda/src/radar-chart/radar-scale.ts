// The radar chart's scale rules (spec section 9), kept free of React and d3 so each rule has its own test.

/** Distance between two rings of the scale, in percent. */
export const SCALE_STEP = 20;
/** The minimum is taken from the match at this rank (1 = highest). */
export const MINIMUM_RANK = 7;
/** The minimum sits this many percent below the match of MINIMUM_RANK. */
export const MINIMUM_MARGIN = 5;
/** Windows wider than this get the larger label font. */
export const WIDE_WINDOW = 768;

export interface RadarRange {
  min: number;
  max: number;
}

/** A 0..1 value as the chart draws it: times 100. */
export const toPercent = (value: number): number => value * 100;

/**
 * Minimum: the 7th highest match x100 minus 5, never below 0 (0 when there are fewer than 7 factors).
 * Maximum: the highest match x100, never above 100.
 */
export function radarRange(matches: readonly number[]): RadarRange {
  const descending = matches.map(toPercent).sort((a, b) => b - a);
  const highest = descending[0] ?? 100;
  const atRank = descending[MINIMUM_RANK - 1];
  return {
    min: atRank === undefined ? 0 : Math.max(0, atRank - MINIMUM_MARGIN),
    max: Math.min(100, highest),
  };
}

/** The rings: every multiple of SCALE_STEP from the minimum up to the maximum. */
export function radarTicks({ min, max }: RadarRange): number[] {
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / SCALE_STEP) * SCALE_STEP; tick <= max; tick += SCALE_STEP) {
    if (tick > min) ticks.push(tick);
  }
  return ticks;
}

/** A factor's label in at most two lines, split at its first line break. */
export function labelLines(nameHyphenated: string): string[] {
  const at = nameHyphenated.indexOf('\n');
  if (at < 0) return [nameHyphenated];
  return [nameHyphenated.slice(0, at), nameHyphenated.slice(at + 1).replace(/\n/g, ' ')];
}

/** A factor's label in one line, for screen readers: a hyphen at the break joins, a plain break is a space. */
export function spokenLabel(nameHyphenated: string): string {
  const [first = '', second] = labelLines(nameHyphenated);
  if (second === undefined) return first;
  return first.endsWith('-') ? `${first.slice(0, -1)}${second}` : `${first} ${second}`;
}

/** Point-label font size: 11 when the window is wider than 768 px, otherwise 9. */
export const labelFontSize = (windowWidth: number): number => (windowWidth > WIDE_WINDOW ? 11 : 9);

/** The legend is shown only when more than one data set is drawn. */
export const showsLegend = (dataSetCount: number): boolean => dataSetCount > 1;

/** Factor.match, filled from a vector by position (missing entries count as 0). */
export function matchesByPosition(factorCount: number, vector: readonly number[]): number[] {
  return Array.from({ length: factorCount }, (_, i) => vector[i] ?? 0);
}

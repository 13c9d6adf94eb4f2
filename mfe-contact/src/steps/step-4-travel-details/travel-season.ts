// Travel season of step 4: twelve months, short names shown, long names stored (spec section 2).
// The long name is stored in the visitor's language; a name stored in the other language (the same
// booking reopened under /fr or without it) still counts as that month.

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type Month = (typeof MONTHS)[number];

/** Long name of a month in one language. */
export type LongMonthName = (month: Month) => string;

/** The month a stored name stands for in any of the given languages, or undefined. */
export function monthOf(name: string, languages: readonly LongMonthName[]): Month | undefined {
  return MONTHS.find((month) => languages.some((longName) => longName(month) === name));
}

/**
 * The season after toggling a month: a chosen month (in whatever language it was stored) is removed,
 * otherwise its long name in the current language is added. The list stays in calendar order; names
 * that are no month are kept as they are, at the end.
 */
export function toggleSeasonMonth(
  season: readonly string[],
  month: Month,
  current: LongMonthName,
  languages: readonly LongMonthName[],
): string[] {
  const isChosen = season.some((name) => monthOf(name, languages) === month);
  const months = new Map<Month, string>();
  const others: string[] = [];
  for (const name of season) {
    const m = monthOf(name, languages);
    if (m === undefined) others.push(name);
    else if (m !== month && !months.has(m)) months.set(m, name);
  }
  if (!isChosen) months.set(month, current(month));
  return [...MONTHS.filter((m) => months.has(m)).map((m) => months.get(m) as string), ...others];
}

// How well a visitor's travel-type profile matches an advisor's or a trip's: the percentage (1 - the mean absolute
// difference of the two vectors) and its words, for the match ring of steps 1 and 3 and the agenda's order.
import type { Culture, MatchResult } from '@checkout/shared/contract';

/** Closeness of two factor profiles as a percentage 0..100 (1 - mean absolute difference). */
export const matchPercent = (a: readonly number[], b: readonly number[]): number => {
  const diff = a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / Math.max(a.length, 1);
  return Math.max(0, Math.min(100, Math.round(100 * (1 - diff))));
};

export const matchText = (match: number, culture: Culture): string => {
  const fr = culture === 'fr-CH';
  if (match >= 85) return fr ? 'Correspondance parfaite' : 'Perfekte Übereinstimmung';
  if (match >= 70) return fr ? 'Très bonne correspondance' : 'Sehr gute Übereinstimmung';
  if (match >= 50) return fr ? 'Bonne correspondance' : 'Gute Übereinstimmung';
  return fr ? 'Correspondance partielle' : 'Teilweise Übereinstimmung';
};

export const matchResult = (
  profile: readonly number[],
  vector: readonly number[],
  culture: Culture,
): MatchResult => {
  const match = matchPercent(profile, vector);
  return { match, text: matchText(match, culture) };
};

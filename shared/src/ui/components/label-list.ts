/** Up to three labels are listed, the rest counted as '(+N more)' (spec section 9). */
export const MAX_LISTED_LABELS = 3;

export function summarizeLabels(
  labels: string[],
  max = MAX_LISTED_LABELS,
): { shown: string[]; more: number } {
  return { shown: labels.slice(0, max), more: Math.max(0, labels.length - max) };
}

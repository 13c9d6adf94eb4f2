// An audit entry in words: its action's name when the catalogue has one (the API may record actions the page
// has no word for yet: they show as recorded), and its before and after as short 'field: value' lines.
import type { i18n as I18n } from 'i18next';

export function actionLabel(i18n: I18n, action: string): string {
  const key = `backoffice.audit.action.${action}`;
  return i18n.exists(key) ? i18n.t(key) : action;
}

const valueText = (value: unknown): string => {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  return JSON.stringify(value);
};

/** A before or after state as 'field: value' parts ('–' for nothing). */
export function stateText(state: unknown): string {
  if (state === null || state === undefined) return '–';
  if (typeof state !== 'object' || Array.isArray(state)) return valueText(state);
  const parts = Object.entries(state as Record<string, unknown>).map(
    ([key, value]) => `${key}: ${valueText(value)}`,
  );
  return parts.length === 0 ? '–' : parts.join(', ');
}

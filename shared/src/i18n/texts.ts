// Built-in texts of the checkout: German defaults and French beside them, one file per language (texts/), so
// that a browser loads only its visitor's (loadBuiltInTexts in i18n.ts). The booking API seeds its translations
// table from TEXTS; the translations call's texts are merged over the built-in ones at start.
import type { Culture } from '../contract';
import deCH from './texts/de-CH';
import frCH from './texts/fr-CH';

export type { Culture };
/** Types the labels' signatures name, so the entry point is complete on its own. */
export type { ConsultationStatus, WireAdviceMode } from '../contract';

export const TEXTS: Record<Culture, Record<string, string>> = { 'de-CH': deCH, 'fr-CH': frCH };

export { DEMO_BRAND } from './brand';
export { onMissingValue } from './missing-values';
export { STAFF_TEXTS, staffLabelKey, type StaffLabels } from './staff-texts';

// The back office's text catalogue: German (the default) and French, side by side.
import type { Culture } from '@checkout/shared/contract';
import deCH from './texts-de-CH';
import frCH from './texts-fr-CH';

export type BackofficeTextKey = keyof typeof deCH;

export const BACKOFFICE_TEXTS: Record<Culture, Record<BackofficeTextKey, string>> = {
  'de-CH': deCH,
  'fr-CH': frCH,
};

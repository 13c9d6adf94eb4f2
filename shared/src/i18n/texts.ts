// Built-in texts of the checkout: German defaults and French beside them (being filled in).
import type { Culture } from '../contract';

export const TEXTS: Record<Culture, Record<string, string>> = {
  'de-CH': {
    'page.title': 'Termin buchen',
  },
  'fr-CH': {
    'page.title': 'Prendre rendez-vous',
  },
};

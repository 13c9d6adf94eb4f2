// Built-in texts of the checkout: German defaults and French beside them (being filled in).
import type { Culture } from '../contract';

export const TEXTS: Record<Culture, Record<string, string>> = {
  'de-CH': {
    'page.title': 'Termin buchen',
    'remote.unavailable.title': 'Dieser Schritt ist gerade nicht verfügbar',
    'remote.unavailable.text':
      'Ein Teil der Buchung konnte nicht geladen werden. Ihre Angaben bleiben erhalten. Bitte versuchen Sie es erneut.',
    'remote.retry': 'Erneut versuchen',
    'remote.loading': 'Wird geladen …',
    'remote.versionMismatch':
      'Dieser Teil der Buchung ({{remote}}) passt nicht zur aktuellen Version (erwartet {{expected}}, erhalten {{actual}}). Bitte versuchen Sie es später erneut.',
  },
  'fr-CH': {
    'page.title': 'Prendre rendez-vous',
    'remote.unavailable.title': 'Cette étape est momentanément indisponible',
    'remote.unavailable.text':
      'Une partie de la réservation n’a pas pu être chargée. Vos saisies sont conservées. Veuillez réessayer.',
    'remote.retry': 'Réessayer',
    'remote.loading': 'Chargement …',
    'remote.versionMismatch':
      'Cette partie de la réservation ({{remote}}) ne correspond pas à la version actuelle (attendue {{expected}}, reçue {{actual}}). Veuillez réessayer plus tard.',
  },
};

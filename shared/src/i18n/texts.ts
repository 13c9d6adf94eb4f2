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
    'validation.required': 'Pflichtfeld',
    'validation.minTwo': 'Bitte mindestens zwei Zeichen eingeben',
    'validation.minFour': 'Bitte mindestens vier Zeichen eingeben',
    'validation.email': 'Ungültige E-Mail-Adresse',
    'validation.phone': 'Ungültige Telefonnummer',
    'validation.privacy': 'Bitte akzeptieren Sie die Datenschutzbestimmungen',
    'validation.tooLong': 'Die Eingabe ist zu lang',
    'validation.invalid': 'Ungültige Eingabe',
    'validation.date': 'Ungültiges Datum',
    'validation.datePast': 'Das Datum liegt in der Vergangenheit',
    'validation.time': 'Ungültige Uhrzeit',
    'validation.unknown': 'Unbekannter Eintrag',
    'validation.slotUnavailable': 'Dieser Termin wird nicht angeboten',
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
    'validation.required': 'Champ obligatoire',
    'validation.minTwo': 'Veuillez saisir au moins deux caractères',
    'validation.minFour': 'Veuillez saisir au moins quatre caractères',
    'validation.email': 'Adresse e-mail invalide',
    'validation.phone': 'Numéro de téléphone invalide',
    'validation.privacy': 'Veuillez accepter les dispositions sur la protection des données',
    'validation.tooLong': 'La saisie est trop longue',
    'validation.invalid': 'Saisie invalide',
    'validation.date': 'Date invalide',
    'validation.datePast': 'La date se situe dans le passé',
    'validation.time': 'Heure invalide',
    'validation.unknown': 'Entrée inconnue',
    'validation.slotUnavailable': 'Ce rendez-vous n’est pas proposé',
  },
};

// Addition (issue 47): the words of the contract's values that staff read (a consultation's status, kind, advice
// mode, language), German and French side by side, one home for the back office's screens and the API's exports
// (typed: a new status or mode without its words fails the type check). Not in the checkout's catalogue: travellers'
// browsers never load them.
import { CULTURES, type ConsultationStatus, type Culture, type WireAdviceMode } from '../contract';

/** The groups of labels and the values each names. */
export interface StaffLabels {
  status: Record<ConsultationStatus, string>;
  /** ConsultationRow's kinds: a free hour of the calendar, a custom-date request. */
  kind: Record<'slot' | 'custom', string>;
  mode: Record<WireAdviceMode, string>;
  language: Record<Culture, string>;
}

const LABELS: Record<Culture, StaffLabels> = {
  'de-CH': {
    status: {
      booked: 'Gebucht',
      requested: 'Angefragt',
      cancelled: 'Storniert',
      declined: 'Abgelehnt',
      completed: 'Durchgeführt',
      no_show: 'Nicht erschienen',
    },
    kind: { slot: 'Termin', custom: 'Wunschtermin' },
    mode: { personal: 'In der Filiale', video: 'Video', phone: 'Telefon' },
    language: { 'de-CH': 'Deutsch', 'fr-CH': 'Französisch' },
  },
  'fr-CH': {
    status: {
      booked: 'Réservée',
      requested: 'Demandée',
      cancelled: 'Annulée',
      declined: 'Refusée',
      completed: 'Effectuée',
      no_show: 'Non honorée',
    },
    kind: { slot: 'Rendez-vous', custom: 'Date souhaitée' },
    mode: { personal: 'En agence', video: 'Vidéo', phone: 'Téléphone' },
    language: { 'de-CH': 'Allemand', 'fr-CH': 'Français' },
  },
};

/** The i18next keys of the labels: `staff.status.<status>`, `staff.kind.<kind>`, `staff.mode.<mode>`, `staff.language.<culture>`. */
export const staffLabelKey = <G extends keyof StaffLabels>(group: G, value: keyof StaffLabels[G]): string =>
  `staff.${group}.${String(value)}`;

const flatten = (labels: StaffLabels): Record<string, string> =>
  Object.fromEntries(
    (Object.keys(labels) as Array<keyof StaffLabels>).flatMap((group) =>
      Object.entries(labels[group]).map(([value, text]) => [`staff.${group}.${value}`, text]),
    ),
  );

/** The labels as an i18next catalogue per culture (keys as staffLabelKey names them). */
export const STAFF_TEXTS: Record<Culture, Record<string, string>> = Object.fromEntries(
  CULTURES.map((culture) => [culture, flatten(LABELS[culture])]),
) as Record<Culture, Record<string, string>>;

// The words of the contract's values (status, kind, advice mode, language) in the page's language, from their one
// home the API's exports read too (STAFF_TEXTS of @checkout/shared/texts, in the i18next instance), and a booking
// reference as the traveller reads it.
import type { TFunction } from 'i18next';
import {
  formatBookingReference,
  parseBookingReference,
  type ConsultationRow,
  type Culture,
} from '@checkout/shared/contract';
import { staffLabelKey } from '@checkout/shared/texts';

export const statusLabel = (t: TFunction, status: ConsultationRow['status']): string =>
  t(staffLabelKey('status', status));

export const modeLabel = (t: TFunction, mode: ConsultationRow['adviceMode']): string =>
  t(staffLabelKey('mode', mode));

export const kindLabel = (t: TFunction, kind: ConsultationRow['kind']): string =>
  t(staffLabelKey('kind', kind));

export const languageLabel = (t: TFunction, culture: Culture): string =>
  t(staffLabelKey('language', culture));

export const travellerName = (row: Pick<ConsultationRow, 'traveller'>): string =>
  `${row.traveller.firstname} ${row.traveller.lastname}`.trim();

/**
 * A booking reference as the traveller reads it in step 7, on the manage page and in the mails (K7QX2M9P -> K7QX-2M9P),
 * wherever the back office names one; one that cannot be a reference is shown as it came.
 */
export const referenceLabel = (reference: string): string => {
  const compact = parseBookingReference(reference);
  return compact ? formatBookingReference(compact) : reference;
};

// The words of the contract's values (status, advice mode, role) in the page's language, and a booking reference as
// the traveller reads it.
import type { TFunction } from 'i18next';
import {
  formatBookingReference,
  parseBookingReference,
  type ConsultationRow,
} from '@checkout/shared/contract';

export const statusLabel = (t: TFunction, status: ConsultationRow['status']): string =>
  t(`backoffice.status.${status}`);

export const modeLabel = (t: TFunction, mode: ConsultationRow['adviceMode']): string =>
  t(`backoffice.mode.${mode}`);

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

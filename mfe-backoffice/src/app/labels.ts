// The words of the contract's values (status, advice mode, role) in the page's language.
import type { TFunction } from 'i18next';
import type { ConsultationRow } from '@checkout/shared/contract';

export const statusLabel = (t: TFunction, status: ConsultationRow['status']): string =>
  t(`backoffice.status.${status}`);

export const modeLabel = (t: TFunction, mode: ConsultationRow['adviceMode']): string =>
  t(`backoffice.mode.${mode}`);

export const travellerName = (row: Pick<ConsultationRow, 'traveller'>): string =>
  `${row.traveller.firstname} ${row.traveller.lastname}`.trim();

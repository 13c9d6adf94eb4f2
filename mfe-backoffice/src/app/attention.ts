// A consultation's reasons to need the branch (ConsultationRow.attention) in the page's language.
import type { TFunction } from 'i18next';
import type { CollisionReason } from '@checkout/shared/contract';

export const attentionLabel = (t: TFunction, reason: CollisionReason): string =>
  t(`backoffice.attention.${reason}`);

/** All of them in one phrase ('Beratungsperson abwesend, ausserhalb der Arbeitszeit'); '' for none. */
export const attentionText = (t: TFunction, reasons: readonly CollisionReason[] | undefined): string =>
  (reasons ?? []).map((reason) => attentionLabel(t, reason)).join(', ');

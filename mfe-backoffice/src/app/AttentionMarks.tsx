// A consultation's reasons to need the branch (ConsultationRow.attention) as marks, wherever a consultation is listed
// or shown: the to-do, the list's status column and the consultation's page.
import { useTranslation } from '@checkout/shared';
import type { CollisionReason } from '@checkout/shared/contract';
import { attentionLabel } from './attention';
import './work-item.css';

/** Nothing when there is no reason. */
export function AttentionMarks({ reasons }: { reasons: readonly CollisionReason[] | undefined }) {
  const { t } = useTranslation();
  if (!reasons || reasons.length === 0) return null;
  return (
    <ul className="bo-attention" aria-label={t('backoffice.todo.reasons')}>
      {reasons.map((reason) => (
        <li key={reason}>{attentionLabel(t, reason)}</li>
      ))}
    </ul>
  );
}

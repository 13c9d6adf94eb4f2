// The confirmation in the page before a change is sent (a cancellation, a move, a booking for a caller …): the
// question, which takes the focus so a screen reader reads it first, what the change will bring about, the API's
// refusal when there is one, and the two answers.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, useTranslation } from '@checkout/shared';

export function ConfirmStep({
  question,
  effect,
  confirm,
  busy,
  onConfirm,
  onBack,
  children,
  refusal,
}: {
  question: string;
  /** What the change brings about (the traveller's mail …). */
  effect: string;
  /** The confirming button's label ('Ja, stornieren'). */
  confirm: string;
  /** The change is under way. */
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
  /** What is confirmed, in detail. */
  children?: ReactNode;
  /** Why the API refused it (a Notice). */
  refusal?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = `bo-confirm-${useId()}`;
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  return (
    <div className="bo-confirm" role="group" aria-labelledby={id}>
      <p id={id} ref={questionRef} tabIndex={-1} className="bo-confirm__question">
        {question}
      </p>
      {children}
      <p className="bo-muted">{effect}</p>
      {refusal}
      <div className="bo-actions">
        <Button loading={busy} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          {t('backoffice.action.back')}
        </Button>
      </div>
    </div>
  );
}

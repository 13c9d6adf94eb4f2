// What a screen shows while its model's question is under way or after it failed: the loader, or the failure's
// message with a button that asks again.
import { observer } from 'mobx-react-lite';
import { Button, Loader, Notice, useTranslation } from '@checkout/shared';
import { useFailureText } from './failure-text';

/** What a question's state shows: ServerAnswer, or a model that asks several (the calendar). */
export interface AnswerLike {
  readonly value: unknown;
  readonly error: unknown;
  readonly loading: boolean;
  retry(): Promise<void>;
}

export const AnswerState = observer(function AnswerState({
  answer,
  loading,
  failed,
}: {
  answer: AnswerLike;
  /** The loader's label ('Kalender wird geladen …'). */
  loading: string;
  /** The failure's title ('Kalender nicht geladen'). */
  failed: string;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  if (answer.error !== null) {
    return (
      <div className="bo-stack">
        <Notice tone="error" title={failed} live>
          <p>{failureText(answer.error)}</p>
        </Notice>
        <div>
          <Button variant="secondary" onClick={() => void answer.retry()}>
            {t('backoffice.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (answer.loading && answer.value === null) return <Loader label={loading} showLabel />;
  return null;
});

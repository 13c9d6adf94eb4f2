// Shown in place of the step when the store says the session expired (the slot hold ran out).
import { SessionExpiredScreen } from '@checkout/shared';
import { useRestart } from './use-restart';

export function SessionExpiredPage() {
  return <SessionExpiredScreen onRestart={useRestart()} />;
}

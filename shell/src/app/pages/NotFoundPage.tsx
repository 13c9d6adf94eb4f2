// Any address the route table does not know.
import { NotFoundScreen } from '@checkout/shared';
import { useRestart } from './use-restart';

export function NotFoundPage() {
  return <NotFoundScreen onHome={useRestart()} />;
}

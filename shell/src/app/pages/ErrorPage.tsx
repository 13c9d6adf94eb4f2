// /error and /fr/error: the booking could not be sent (spec section 8, reservation failure).
import { ErrorScreen } from '@checkout/shared';
import { useRestart } from './use-restart';

export function ErrorPage() {
  return <ErrorScreen variant="confirmation" onRestart={useRestart()} />;
}

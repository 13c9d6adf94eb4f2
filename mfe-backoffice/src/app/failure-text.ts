// What staff read when a call failed: the API's message (in the page's language), or the page's own words.
import { isApiError, useTranslation } from '@checkout/shared';
import { isPasskeyCancelled } from './passkeys';

/** The text of a failure for staff: the API's message, or the page's own for a passkey prompt closed. */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (isPasskeyCancelled(error)) return t('backoffice.passkey.cancelled');
    if (isApiError(error)) {
      return error.status === 0 ? t('backoffice.error.network') : error.body.message;
    }
    return t('backoffice.error.unexpected');
  };
}

// After a sign-in by link, for a member without a passkey: register one (the browser's own prompt), so the next
// sign-in needs no mail. Shown above the page until taken or put off.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Button, Notice, useTranslation } from '@checkout/shared';
import { useBackoffice } from '../../app/context';
import { useFailureText } from '../../app/failure-text';

export const PasskeyOffer = observer(function PasskeyOffer() {
  const { store, passkeys } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const register = async () => {
    setBusy(true);
    setError('');
    try {
      const options = await store.api.passkeyRegistrationOptions();
      const response = await passkeys.register(options);
      store.sessionChanged(await store.api.passkeyRegistration(response));
      setDone(true);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bo-offer" aria-labelledby="bo-offer-title">
      <h2 id="bo-offer-title" ref={headingRef} tabIndex={-1} className="bo-offer__title">
        {t('backoffice.passkey.offerTitle')}
      </h2>
      {done ? (
        <div className="bo-stack">
          <Notice tone="success" title={t('backoffice.passkey.registered')} live />
          <div>
            <Button variant="secondary" onClick={() => store.dismissPasskeyOffer()}>
              {t('backoffice.passkey.close')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="bo-stack">
          <p>{t('backoffice.passkey.offerText')}</p>
          {!passkeys.supported() && <Notice tone="warning" title={t('backoffice.passkey.unsupported')} />}
          {error && <Notice tone="error" title={error} live />}
          <div className="bo-actions">
            {passkeys.supported() && (
              <Button loading={busy} onClick={() => void register()}>
                {t('backoffice.passkey.register')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => store.dismissPasskeyOffer()}>
              {t('backoffice.passkey.later')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
});

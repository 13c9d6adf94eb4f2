// Where the sign-in mail's link leads (/backoffice/sign-in?token=…). Opening it changes nothing: only the button
// redeems the token, so a mail scanner that follows links signs nobody in. Then the list, with the offer to
// register a passkey when the member has none yet.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button, Card, Notice, useTranslation } from '@checkout/shared';
import { useBackoffice } from '../../app/context';
import { PageHeading, PageLink } from '../../app/links';
import { useFailureText } from '../../app/failure-text';

export const LinkLandingPage = observer(function LinkLandingPage({ token }: { token: string }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const redeem = async () => {
    setBusy(true);
    setError('');
    try {
      const session = await store.api.redeemLink(token);
      store.signedIn(session, { offerPasskey: true });
      // The token leaves the address: it is spent, and a bookmark or a shared screen must not carry it.
      store.navigate({ name: 'list' }, { replace: true });
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };

  return (
    <div className="bo-page bo-page--narrow">
      <PageHeading>{t('backoffice.landing.title')}</PageHeading>
      <Card>
        <div className="bo-stack">
          <p>{t('backoffice.landing.text')}</p>
          {error && (
            <Notice tone="error" title={error} live>
              <p>
                <PageLink to={{ name: 'sign-in', token: null }}>{t('backoffice.landing.newLink')}</PageLink>
              </p>
            </Notice>
          )}
          <div>
            <Button loading={busy} onClick={() => void redeem()}>
              {t('backoffice.landing.signIn')}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
});

// Sign-in without a password: an allow-listed work address receives a single-use link (the API answers the same
// whatever the address, so the page always says 'check your mail'), or a passkey signs in at once, or, where the
// retailer has a sign-on provider (the API's sign-in options say so), a link to it; with the provider alone
// (OIDC_ONLY) there is no link form. A provider's failure comes back in the address (`?sso=`) and is said here. What
// the page asks and keeps is its model's (sign-in-model.ts); the page observes it.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Button, Card, Notice, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import type { SsoFailure } from '@checkout/shared/contract';
import { useBackoffice } from '../../app/context';
import { PageHeading } from '../../app/links';
import { useFailureText } from '../../app/failure-text';
import { useScreenModel } from '../../app/use-screen-model';
import { DemoNote } from './DemoNote';
import { SignInModel } from './sign-in-model';

export const SignInPage = observer(function SignInPage({
  expired = false,
  sso,
}: {
  expired?: boolean;
  /** Why the sign-on provider signed nobody in, from the address. */
  sso?: SsoFailure | undefined;
}) {
  const { store, passkeys, config } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const model = useScreenModel(
    () => new SignInModel({ api: store.api, passkeys, signedIn: (session) => store.signedIn(session) }),
  );
  const { sentTo, provider } = model;
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  return (
    <div className="bo-page bo-page--narrow">
      <PageHeading>{t('backoffice.signIn.title')}</PageHeading>
      {expired && <Notice tone="warning" title={t('backoffice.signIn.expired')} live />}
      {sso && (
        <Notice tone="error" title={t('backoffice.sso.failed')} live>
          <p>{t(`backoffice.sso.${sso}`)}</p>
        </Notice>
      )}
      {model.error !== null && <Notice tone="error" title={failureText(model.error)} />}
      {config.demo && <DemoNote demo={config.demo} />}
      {provider && (
        <Card title={t('backoffice.sso.title')}>
          <div className="bo-stack">
            <p>{t('backoffice.sso.text', { provider: provider.name })}</p>
            <div>
              <a
                className="ck-button ck-button--primary"
                href={store.api.singleSignOnUrl(provider.path, store.culture)}
              >
                <span className="ck-button__label">
                  {t('backoffice.sso.signIn', { provider: provider.name })}
                </span>
              </a>
            </div>
          </div>
        </Card>
      )}
      {model.linkOffered && (
        <Card title={t('backoffice.signIn.linkTitle')}>
          {sentTo ? (
            <div ref={sentRef} tabIndex={-1} className="bo-stack">
              <Notice tone="success" title={t('backoffice.signIn.sentTitle')} live>
                <p>{t('backoffice.signIn.sentText', { email: sentTo })}</p>
              </Notice>
              <Button variant="secondary" onClick={() => model.otherAddress()}>
                {t('backoffice.signIn.otherAddress')}
              </Button>
            </div>
          ) : (
            <form
              className="bo-stack"
              onSubmit={(event) => {
                event.preventDefault();
                void model.sendLink(store.culture);
              }}
              noValidate
            >
              <p>{t('backoffice.signIn.linkText')}</p>
              <TextField
                label={t('backoffice.signIn.email')}
                type="email"
                name="email"
                autoComplete="username webauthn"
                required
                value={model.email}
                error={model.emailError ? t(model.emailError) : undefined}
                onChange={(event) => model.setEmail(event.target.value)}
              />
              <div>
                <Button type="submit" loading={model.sending}>
                  {t('backoffice.signIn.send')}
                </Button>
              </div>
            </form>
          )}
        </Card>
      )}
      {passkeys.supported() && (
        <Card title={t('backoffice.signIn.passkeyTitle')}>
          <div className="bo-stack">
            <p>{t('backoffice.signIn.passkeyText')}</p>
            <div>
              <Button
                variant="secondary"
                loading={model.signingIn}
                onClick={() => void model.signInWithPasskey()}
              >
                {t('backoffice.signIn.passkey')}
              </Button>
            </div>
          </div>
        </Card>
      )}
    </div>
  );
});

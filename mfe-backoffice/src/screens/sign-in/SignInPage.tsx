// Sign-in without a password: an allow-listed work address receives a single-use link (the API answers the same
// whatever the address, so the page always says 'check your mail'), or a passkey signs in at once, or, where the
// retailer has a sign-on provider (the API's sign-in options say so), a link to it; with the provider alone
// (OIDC_ONLY) there is no link form. A provider's failure comes back in the address (`?sso=`) and is said here.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, Notice, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import type { SsoFailure, StaffSignInOptions } from '@checkout/shared/contract';
import { useBackoffice } from '../../app/context';
import { PageHeading } from '../../app/links';
import { useFailureText } from '../../app/failure-text';
import { DemoNote } from './DemoNote';

/** Enough of an address to be worth a call (the API decides whether it is allowed). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const [error, setError] = useState('');
  const sentRef = useRef<HTMLDivElement>(null);
  // Until the API says otherwise (or if it cannot be asked), the link is offered and no provider.
  const [options, setOptions] = useState<StaffSignInOptions | null>(null);

  useEffect(() => {
    let live = true;
    store.api.signInOptions().then(
      (answer) => live && setOptions(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [store]);
  const linkOffered = options?.link ?? true;
  const provider = options?.singleSignOn ?? null;

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  const sendLink = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setEmailError(t(address === '' ? 'backoffice.signIn.emailMissing' : 'backoffice.signIn.emailInvalid'));
      return;
    }
    setEmailError('');
    setSending(true);
    try {
      await store.api.signInLink(address, store.culture);
      setSentTo(address);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  };

  const signInWithPasskey = async () => {
    setError('');
    setSigningIn(true);
    try {
      const options = await store.api.passkeySignInOptions();
      const response = await passkeys.authenticate(options);
      const session = await store.api.passkeySignIn(response);
      store.signedIn(session);
    } catch (failure) {
      setError(failureText(failure));
      setSigningIn(false);
    }
  };

  return (
    <div className="bo-page bo-page--narrow">
      <PageHeading>{t('backoffice.signIn.title')}</PageHeading>
      {expired && <Notice tone="warning" title={t('backoffice.signIn.expired')} live />}
      {sso && (
        <Notice tone="error" title={t('backoffice.sso.failed')} live>
          <p>{t(`backoffice.sso.${sso}`)}</p>
        </Notice>
      )}
      {error && <Notice tone="error" title={error} />}
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
      {linkOffered && (
        <Card title={t('backoffice.signIn.linkTitle')}>
          {sentTo ? (
            <div ref={sentRef} tabIndex={-1} className="bo-stack">
              <Notice tone="success" title={t('backoffice.signIn.sentTitle')} live>
                <p>{t('backoffice.signIn.sentText', { email: sentTo })}</p>
              </Notice>
              <Button variant="secondary" onClick={() => setSentTo(null)}>
                {t('backoffice.signIn.otherAddress')}
              </Button>
            </div>
          ) : (
            <form className="bo-stack" onSubmit={(event) => void sendLink(event)} noValidate>
              <p>{t('backoffice.signIn.linkText')}</p>
              <TextField
                label={t('backoffice.signIn.email')}
                type="email"
                name="email"
                autoComplete="username webauthn"
                required
                value={email}
                error={emailError || undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              <div>
                <Button type="submit" loading={sending}>
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
              <Button variant="secondary" loading={signingIn} onClick={() => void signInWithPasskey()}>
                {t('backoffice.signIn.passkey')}
              </Button>
            </div>
          </div>
        </Card>
      )}
    </div>
  );
});

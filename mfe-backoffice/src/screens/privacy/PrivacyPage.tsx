// A traveller's rights over their data (issue 37), for the back-office role: find what is stored by the e-mail
// address (narrowed to one booking by its reference), hand it over as a document the traveller reads in their
// language with its JSON inside (decision 0068; the JSON alone too), or erase it after a confirmation in the page
// that says what will happen, then remind staff of the notices the branch's mailbox still holds. The address travels in the body of the API's calls, never
// in the page's address; the API records each search (an export) and each erasure without the personal data.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, isApiError, Loader, Notice, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import type { PrivacyErasure, PrivacyExport, PrivacyRequest } from '@checkout/shared/contract';
import {
  VALIDATION_MESSAGES,
  WIRE_VALIDATE_OPTIONS,
  fieldErrorsOf,
  privacyRequestSchema,
} from '@checkout/shared/schemas';
import { useBackoffice } from '../../app/context';
import { downloadHtml, downloadJson } from '../../app/download';
import { languageLabel, referenceLabel } from '../../app/labels';
import { PageHeading } from '../../app/links';
import { useFailureText } from '../../app/failure-text';

type Finding =
  | { kind: 'none' }
  | { kind: 'searching' }
  | { kind: 'failed'; message: string }
  | { kind: 'found'; document: PrivacyExport }
  | { kind: 'erased'; request: PrivacyRequest; erasure: PrivacyErasure };

/** The erasure's numbers in the order the outcome names them. */
const ERASURE_LINES = [
  'bookings',
  'cancelled',
  'messagesEmptied',
  'messagesPending',
  'idempotencyAnswers',
] as const;

/** The references of the bookings found, as the traveller reads them. */
const referencesOf = (document: PrivacyExport): string[] =>
  document.bookings
    .map((booking) => booking.reference)
    .filter((reference): reference is string => typeof reference === 'string')
    .map(referenceLabel);

export const PrivacyPage = observer(function PrivacyPage() {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ email?: string; reference?: string }>({});
  const [finding, setFinding] = useState<Finding>({ kind: 'none' });
  const failureText = useFailureText();
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (finding.kind === 'found' || finding.kind === 'erased') resultRef.current?.focus();
  }, [finding.kind]);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const request: PrivacyRequest = {
      email: email.trim(),
      ...(reference.trim() ? { reference: reference.trim() } : {}),
    };
    const found = fieldErrorsOf(privacyRequestSchema, request, WIRE_VALIDATE_OPTIONS);
    const next = {
      ...(found.email
        ? {
            email: t(
              found.email === VALIDATION_MESSAGES.required
                ? 'backoffice.privacy.emailMissing'
                : 'backoffice.privacy.emailInvalid',
            ),
          }
        : {}),
      ...(found.reference ? { reference: t('backoffice.privacy.referenceInvalid') } : {}),
    };
    setErrors(next);
    if (next.email || next.reference) return;
    setFinding({ kind: 'searching' });
    try {
      setFinding({ kind: 'found', document: await store.api.privacyExport(request) });
    } catch (failure) {
      setFinding({ kind: 'failed', message: failureText(failure) });
    }
  };

  return (
    <div className="bo-page">
      <PageHeading>{t('backoffice.privacy.title')}</PageHeading>
      <p>{t('backoffice.privacy.lead')}</p>
      <form
        className="bo-filter"
        onSubmit={(event) => void search(event)}
        aria-label={t('backoffice.privacy.searchLabel')}
        noValidate
      >
        <TextField
          label={t('backoffice.privacy.email')}
          type="email"
          name="traveller-email"
          autoComplete="off"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('backoffice.privacy.reference')}
          hint={t('backoffice.privacy.referenceHint')}
          name="reference"
          autoComplete="off"
          value={reference}
          error={errors.reference}
          onChange={(event) => setReference(event.target.value)}
        />
        <div className="bo-actions bo-filter__actions">
          <Button type="submit" loading={finding.kind === 'searching'}>
            {t('backoffice.privacy.search')}
          </Button>
        </div>
      </form>
      {finding.kind === 'searching' && <Loader label={t('backoffice.privacy.searching')} />}
      {finding.kind === 'failed' && <Notice tone="error" title={finding.message} live />}
      {finding.kind === 'found' && finding.document.bookings.length === 0 && (
        <Notice tone="info" title={t('backoffice.privacy.nothing')} live>
          <p>
            {finding.document.reference
              ? t('backoffice.privacy.nothingWithReference', {
                  email: finding.document.email,
                  reference: referenceLabel(finding.document.reference),
                })
              : t('backoffice.privacy.nothingText', { email: finding.document.email })}
          </p>
        </Notice>
      )}
      <div ref={resultRef} tabIndex={-1} className="bo-stack">
        {finding.kind === 'found' && finding.document.bookings.length > 0 && (
          <Found
            key={finding.document.exportedAt}
            document={finding.document}
            onErased={(erasure) =>
              setFinding({
                kind: 'erased',
                request: { email: finding.document.email },
                erasure,
              })
            }
          />
        )}
        {finding.kind === 'erased' && <Erased email={finding.request.email} erasure={finding.erasure} />}
      </div>
    </div>
  );
});

/** What was found, the export, and the erasure with its confirmation. */
const Found = observer(function Found({
  document,
  onErased,
}: {
  document: PrivacyExport;
  onErased: (erasure: PrivacyErasure) => void;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  /** The erasure's Idempotency-Key while its confirmation is open: a second send replays the first outcome. */
  const [erasureKey, setErasureKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const questionRef = useRef<HTMLParagraphElement>(null);
  const references = referencesOf(document);
  const request: PrivacyRequest = {
    email: document.email,
    ...(document.reference ? { reference: document.reference } : {}),
  };

  useEffect(() => {
    if (erasureKey) questionRef.current?.focus();
  }, [erasureKey]);

  // The JSON alone: the export as the API answered it, without its readable document (decision 0068).
  const { document: readable, ...data } = document;
  const exportJson = () => downloadJson(data, `privacy-export-${document.exportedAt.slice(0, 10)}.json`);
  const exportDocument = () => {
    if (readable) downloadHtml(readable.html, readable.fileName);
  };

  const erase = async () => {
    if (!erasureKey) return;
    setBusy(true);
    setError('');
    try {
      onErased(await store.api.privacyErase(request, erasureKey));
    } catch (failure) {
      setError(
        isApiError(failure) && failure.status === 422
          ? t('backoffice.privacy.conflict')
          : failureText(failure),
      );
      setBusy(false);
    }
  };

  return (
    <Card title={t('backoffice.privacy.foundTitle')} aria-label={t('backoffice.privacy.foundTitle')}>
      <div className="bo-stack">
        <p role="status">
          {t('backoffice.privacy.foundText', {
            email: document.email,
            bookings: t('backoffice.privacy.bookings', { count: document.bookings.length }),
            messages: t('backoffice.privacy.messages', { count: document.messages.length }),
          })}
        </p>
        {references.length > 0 && (
          <p>{t('backoffice.privacy.references', { references: references.join(', ') })}</p>
        )}
        {!erasureKey && (
          <div className="bo-actions">
            {readable && (
              <Button onClick={exportDocument}>
                {t('backoffice.privacy.exportDocument', { language: languageLabel(t, readable.culture) })}
              </Button>
            )}
            <Button variant={readable ? 'secondary' : 'primary'} onClick={exportJson}>
              {t('backoffice.privacy.export')}
            </Button>
            <Button variant="secondary" onClick={() => setErasureKey(crypto.randomUUID())}>
              {t('backoffice.privacy.erase')}
            </Button>
          </div>
        )}
        {erasureKey && (
          <div className="bo-confirm" role="group" aria-labelledby="bo-privacy-question">
            <p id="bo-privacy-question" ref={questionRef} tabIndex={-1} className="bo-confirm__question">
              {t('backoffice.privacy.eraseQuestion', {
                bookings: t('backoffice.privacy.bookings', { count: document.bookings.length }),
                email: document.email,
              })}
            </p>
            <ul>
              <li>{t('backoffice.privacy.eraseCancels')}</li>
              <li>{t('backoffice.privacy.eraseAnonymises')}</li>
              <li>{t('backoffice.privacy.eraseRecorded')}</li>
            </ul>
            <p>
              <strong>{t('backoffice.privacy.eraseIrreversible')}</strong>
            </p>
            {error && <Notice tone="error" title={error} live />}
            <div className="bo-actions">
              <Button loading={busy} onClick={() => void erase()}>
                {t('backoffice.privacy.eraseConfirm')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setErasureKey(null)}>
                {t('backoffice.privacy.eraseBack')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
});

/** The erasure's outcome, each number named. */
function Erased({ email, erasure }: { email: string; erasure: PrivacyErasure }) {
  const { t } = useTranslation();
  return (
    <Notice tone="success" title={t('backoffice.privacy.erasedTitle', { email })} live>
      <ul>
        {ERASURE_LINES.map((line) => (
          <li key={line}>{t(`backoffice.privacy.erased.${line}`, { count: erasure[line] })}</li>
        ))}
      </ul>
      {/* Issue 47: the mails already sent to the branch and the advisors are beyond the API's reach. */}
      <p>
        <strong>{t('backoffice.privacy.mailboxReminder')}</strong>
      </p>
    </Notice>
  );
}
